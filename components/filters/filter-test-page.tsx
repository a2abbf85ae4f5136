import ListControls from '@/components/feed/list-controls';
import type { FeedFacets } from '@/lib/api/feed';
import { writeFeedSearch, type UrlFilters } from '@/lib/filters/url';
import ActiveFilters from './active-filters';
import FilterControls from './filter-controls';
import { FILTER_GROUPS } from './filter-groups';
import FilterPanel from './filter-panel';
import MobileFilters from './mobile-filters';
import { PendingRegion } from './pending-region';

/** Facets of a small list, for the filter tests. */
export const testFacets: Partial<FeedFacets> = {
  types: [
    { value: 'discount_code', title: 'Kortingscodes', count: 40 },
    { value: 'promos', title: "Promo's", count: 30 },
  ],
  categories: [{ id: 2, title: 'Dranken', count: 50 }],
  webshops: [{ id: 7, title: 'Bestelbus', count: 12 }],
};

/** A list page of /promos as the server renders it for `filters`: the controls, the left bar's panel (without price), the phone's sheet, the order and language links, the chips and the results. */
export function filterTestPage(filters: UrlFilters) {
  return (
    <>
      <FilterControls current={writeFeedSearch(filters)} />
      <FilterPanel facets={testFacets} filters={filters} action="/promos" groups={FILTER_GROUPS.filter((group) => group !== 'price')} />
      <MobileFilters filters={filters} />
      <ListControls basePath="/promos" filters={filters} />
      <ActiveFilters facets={testFacets} filters={filters} path="/promos" />
      <PendingRegion>
        <p>Resultaten</p>
      </PendingRegion>
    </>
  );
}
