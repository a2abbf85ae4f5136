import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import ActiveFilters from '@/components/filters/active-filters';
import { FILTER_GROUPS, type FilterGroupKey } from '@/components/filters/filter-groups';
import FilterControls from '@/components/filters/filter-controls-loader';
import FilterPanel from '@/components/filters/filter-panel';
import MobileFilters from '@/components/filters/mobile-filters';
import { PendingRegion } from '@/components/filters/pending-region';
import LeftBar, { type LeftBarProps } from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import Breadcrumbs, { type Crumb } from '@/components/seo/breadcrumbs';
import type { FeedMeta } from '@/lib/api/feed';
import { loadFeedPage } from '@/lib/cache/feed';
import { loadOrNotFound } from '@/lib/cache/not-found';
import {
  countActiveFilters,
  listSortOf,
  normaliseFilters,
  readFeedFilters,
  URL_LIST_KEYS,
  writeFeedSearch,
  type SearchParamsInput,
  withoutSort,
  type UrlFilters,
  type UrlListKey,
} from '@/lib/filters/url';
import { pageNumberOf } from '@/lib/schemas/route-params';
import type { AppPathname } from '@/lib/i18n/routing';
import { FEED_PAGE_SIZE, type FeedFilters } from '@/lib/schemas/feed-filters';
import InfiniteFeed from './infinite-feed';
import ListControls from './list-controls';
import styles from './feed-view.module.css';

export type FeedViewProps = {
  searchParams: SearchParamsInput;
  /** The page's route: decides whether breadcrumbs show (docs/product.md, Routes). */
  route: AppPathname;
  /** The page's own localized path, where "reset filters" leads. */
  basePath: string;
  /** Section and item after home (the last one is the page itself). */
  crumbs: Crumb[];
  /** Everything above the filters and results, with the page's h1; a function gets the feed's meta (e.g. `search_entity`). */
  header: ReactNode | ((meta: FeedMeta) => ReactNode);
  /** Above the breadcrumbs (e.g. the category strip). */
  top?: ReactNode;
  /** Between the phone's filter button and the results (e.g. promoted promos). */
  beforeList?: ReactNode;
  /** After the results (the search page's other groups); a function gets the feed's meta. */
  afterList?: ReactNode | ((meta: FeedMeta) => ReactNode);
  /**
   * Filters the route itself chooses: a category, a store, a webshop, a brand, a product's name.
   * They replace the URL's choices of the same keys, so the URL cannot widen the page's scope.
   */
  fixed?: FeedFilters;
  /** Filter groups that make no sense on this page (the group the fixed filters choose). */
  hiddenGroups?: readonly FilterGroupKey[];
  /** The panel's search field (off where `q` is fixed). */
  search?: boolean;
  /** The left bar's logo block and subscription box (entity pages). */
  leftBar?: Pick<LeftBarProps, 'entity' | 'subscription'>;
  /** The results' heading, also the list's accessible name. */
  listTitle: string;
  /** Cards whose image loads eagerly (none when something above is the LCP). */
  priorityCount?: number;
};

function isUrlListKey(key: FilterGroupKey): key is UrlListKey {
  return (URL_LIST_KEYS as readonly string[]).includes(key);
}

/** The URL's filters without the keys the route fixes. */
function ownFilters(filters: UrlFilters, fixed: FeedFilters): UrlFilters {
  const own: UrlFilters = { ...filters };
  for (const key of Object.keys(fixed) as Array<keyof FeedFilters>) {
    if (key in own) delete own[key as keyof UrlFilters];
  }
  return normaliseFilters(own);
}

/**
 * A promo feed page with the filters of the URL (docs/product.md, Behaviour): /promos, a category, and the promos
 * of a store, webshop, brand or product. The server renders the filtered page the URL asks for
 * (first page, or `?page=N`, 404 past the end), so links are shareable, reloads and Back/Forward
 * land on the same list and crawlers can follow the pages; later pages load as the visitor scrolls.
 * Pages using it read `searchParams`, so they render per request; the feed itself is cached per query.
 */
export default async function FeedView({
  searchParams,
  route,
  basePath,
  crumbs,
  header,
  top,
  beforeList,
  afterList,
  fixed = {},
  hiddenGroups = [],
  search = true,
  leftBar,
  listTitle,
  priorityCount = 1,
}: FeedViewProps) {
  const page = pageNumberOf(searchParams);
  if (page === null) notFound();
  const filters = ownFilters(readFeedFilters(searchParams), fixed);
  const apiFilters: FeedFilters = { ...withoutSort(filters), ...fixed };
  // The order the API is asked for: the URL's, or the best match for a searched list (listSortOf).
  const sort = listSortOf(filters);
  const t = await getTranslations('Promos');
  // Cached per language and normalised query; a page past the end is the 404 (lib/cache/feed.ts).
  const locale = await getLocale();
  const feed = await loadOrNotFound(loadFeedPage({ locale, filters: apiFilters, page, perPage: FEED_PAGE_SIZE, facets: true, sort }));

  // On the search page the words are the page's subject, not a filter: 'no promos for these filters,
  // clear them' would be wrong there when only the words are given (`search` false: no words field).
  const filtered = countActiveFilters(filters, { words: search }) > 0;
  const groups = FILTER_GROUPS.filter((group) => !hiddenGroups.includes(group));
  // The list's own path (the search page's carries its words as a query, which the filters carry too).
  const path = basePath.split('?')[0] ?? basePath;
  const panel = { facets: feed.meta, filters, groups, search, action: path };

  return (
    <main className={`container ${styles.page}`}>
      {top}
      <Breadcrumbs route={route} items={crumbs} />
      <FilterControls current={writeFeedSearch(filters)} value={filters.price} available={feed.meta.prices} />
      <LeftBarLayout leftBar={<LeftBar {...leftBar} filters={<FilterPanel {...panel} />} />}>
        {typeof header === 'function' ? header(feed.meta) : header}
        <MobileFilters filters={filters} words={search} />
        {beforeList}
        <ListControls basePath={basePath} filters={filters} />
        <ActiveFilters facets={feed.meta} filters={filters} path={path} hidden={hiddenGroups.filter(isUrlListKey)} />
        <PendingRegion>
          <section aria-labelledby="promos-list-title">
            <h2 id="promos-list-title" className={styles.sectionTitle}>
              {listTitle} <span className={styles.count}>{t('resultCount', { count: feed.meta.total })}</span>
            </h2>
            <InfiniteFeed
              key={`${writeFeedSearch(filters)}|${page}`}
              initialItems={feed.data}
              initialPage={feed.meta.current_page}
              lastPage={feed.meta.last_page}
              query={{ filters: apiFilters, sort, per_page: FEED_PAGE_SIZE }}
              urlFilters={filters}
              label={listTitle}
              priorityCount={priorityCount}
              empty={<EmptyResults filtered={filtered} resetHref={basePath} />}
            />
          </section>
        </PendingRegion>
        {typeof afterList === 'function' ? afterList(feed.meta) : afterList}
        </LeftBarLayout>
    </main>
  );
}

async function EmptyResults({ filtered, resetHref }: { filtered: boolean; resetHref: string }) {
  const t = await getTranslations('FeedList');
  const tFilters = await getTranslations('Filters');
  return (
    <>
      <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
      {filtered && (
        <p>
          <NextLink href={resetHref} className="button button--ghost">
            {tFilters('reset')}
          </NextLink>
        </p>
      )}
    </>
  );
}
