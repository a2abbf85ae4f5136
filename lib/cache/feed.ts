import 'server-only';
import { cacheTags } from '@/lib/api/cache-tags';
import { getFeedItems, type FeedPage } from '@/lib/api/feed';
import { getPublicApi } from '@/lib/api/server';
import type { FeedFilters, FeedSort } from '@/lib/schemas/feed-filters';
import type { Locale } from '@/lib/i18n/routing';
import { cached } from './cached';
import { PastTheEnd } from './not-found';

export type FeedPageQuery = {
  locale: Locale;
  /** The normalised filters (lib/filters/url.ts `normaliseFilters`) plus the route's fixed ones. */
  filters: FeedFilters;
  page: number;
  perPage: number;
  /** The facet counts of the filter panel, for pages that show one. */
  facets?: boolean;
  sort?: FeedSort;
};

/**
 * One page of a promo list with its facets, cached per language and query (`feed`): the second guest
 * asking for the same filtered or paged list gets it without a database query. A page past the end
 * throws `PastTheEnd`, so it is the route's 404 and stores nothing.
 */
export function loadFeedPage(query: FeedPageQuery): Promise<FeedPage> {
  return cached('feed-page', query, async ({ locale, filters, page, perPage, facets, sort }) => {
    const feed = await getFeedItems(await getPublicApi(locale), { page, per_page: perPage, include_filters: facets, filters, sort });
    if (page > 1 && feed.data.length === 0) throw new PastTheEnd('feed');
    return feed;
  }, { tags: [cacheTags.feed], lifetime: 'feed' });
}
