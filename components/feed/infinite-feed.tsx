import type { ReactNode } from 'react';
import type { FeedItem } from '@/lib/api/feed';
import { writeFeedSearch, type UrlFiltersInput } from '@/lib/filters/url';
import type { FeedFilters, FeedSort } from '@/lib/schemas/feed-filters';
import FeedGridItems from './feed-grid-items';
import InfiniteFeedList from './infinite-feed-list';

export type InfiniteFeedProps = {
  /** The page the server rendered (`?page=N`, default 1). */
  initialItems: readonly FeedItem[];
  initialPage: number;
  lastPage: number;
  /** What the API is asked for the following pages: the full filters (a category page adds its category), sort and page size. */
  query: { filters?: FeedFilters; sort?: FeedSort; per_page?: number };
  /** The filters as the URL carries them, for the crawlable previous/next links (default none). */
  urlFilters?: UrlFiltersInput;
  /** A query the previous/next links keep before the filters, for a view the filters do not name (home's `sort=newest`). */
  fixedSearch?: string;
  /** Accessible name of the list. */
  label: string;
  /** Shown instead of the list when the first page is empty (e.g. a text and a reset link). */
  empty?: ReactNode;
  /** Cards whose image loads eagerly (the first row on a page without hero). */
  priorityCount?: number;
};

/**
 * The feed with infinite pages of 9 (docs/product.md, Behaviour): the server renders the requested page; the next
 * ones load when the end of the list scrolls into view, until a page is empty or the last page is
 * reached. Real previous/next links (`?page=N`) stay below the list for crawlers, people without
 * JavaScript and when loading fails. Give it a `key` that changes with the filters, so a new filter
 * set starts from its own first page.
 *
 * The server's cards are rendered here, on the server (only their flags are client islands); the
 * browser part (infinite-feed-list.tsx) gets them as rendered markup and loads the card component
 * with the first page it adds (docs/performance-history.md, Session 12).
 */
export default function InfiniteFeed({ initialItems, priorityCount = 0, urlFilters = {}, fixedSearch, ...list }: InfiniteFeedProps) {
  return (
    <InfiniteFeedList
      {...list}
      filterSearch={[fixedSearch, writeFeedSearch(urlFilters)].filter(Boolean).join('&')}
      firstPage={<FeedGridItems items={initialItems} priorityCount={priorityCount} />}
      initialRefs={initialItems.map((item) => ({ type: item.morphable_type, id: item.morphable_id }))}
    />
  );
}
