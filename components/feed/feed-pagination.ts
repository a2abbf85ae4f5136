import type { FeedItem } from '@/lib/api/feed';

/** docs/product.md, Behaviour: the feed is complete when a page comes back empty or the current page is the last one. */
export function isFeedComplete(page: { itemCount: number; currentPage: number; lastPage: number }): boolean {
  return page.itemCount === 0 || page.currentPage >= page.lastPage;
}

/**
 * Appends a page to what is shown, leaving out items already there: a feed ranked by votes can move
 * an item from one page to the next between two requests.
 */
export function appendPage(shown: readonly FeedItem[], next: readonly FeedItem[]): FeedItem[] {
  const seen = new Set(shown.map(feedItemKey));
  return [...shown, ...next.filter((item) => !seen.has(feedItemKey(item)))];
}

/**
 * The address of page `page` of a list: `search` is the list's filters as `writeFeedSearch(filters)`
 * writes them (lib/filters/url.ts, which puts the page last), so the browser's list builds its page
 * links without the filter code.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const query = [search, page > 1 ? `page=${page}` : ''].filter(Boolean).join('&');
  return query ? `${pathname}?${query}` : pathname;
}

/** The key of a feed item: kind and id together (ids repeat across kinds). */
export function feedItemKey(item: FeedItem): string {
  return `${item.morphable_type}:${item.morphable_id}`;
}
