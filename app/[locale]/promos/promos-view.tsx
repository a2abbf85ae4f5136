import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import InfiniteFeed from '@/components/feed/infinite-feed';
import PromotedHero from '@/components/feed/promoted-hero';
import ActiveFilters from '@/components/filters/active-filters';
import { FILTER_GROUPS } from '@/components/filters/filter-groups';
import FilterPanel from '@/components/filters/filter-panel';
import { FilterNavigationProvider, PendingRegion } from '@/components/filters/filter-navigation';
import MobileFilters from '@/components/filters/mobile-filters';
import CategoryStrip from '@/components/layout/category-strip';
import LeftBar from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import Breadcrumbs, { type Crumb } from '@/components/seo/breadcrumbs';
import { getCategories, type Category } from '@/lib/api/catalogue';
import { getFeedItems, getPromotedPromos } from '@/lib/api/feed';
import { getServerApi } from '@/lib/api/server';
import { countActiveFilters, readFeedFilters, readPage, writeFeedSearch, type SearchParamsInput } from '@/lib/filters/url';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { FEED_PAGE_SIZE } from '@/lib/schemas/feed-filters';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import styles from './promos.module.css';

export type PromosViewProps = {
  locale: Locale;
  searchParams: SearchParamsInput;
  /** The category of /promos/[categorySlug]; absent on /promos. */
  category?: Category;
};

/**
 * /promos and /promos/[categorySlug]: the newest promos with the filters of the URL (SPEC point 4).
 * The server renders the filtered page the URL asks for (first page, or `?page=N`), so links are
 * shareable, reloads and Back/Forward land on the same list, and crawlers can follow the pages.
 */
export default async function PromosView({ locale, searchParams, category }: PromosViewProps) {
  const filters = readFeedFilters(searchParams);
  const page = readPage(searchParams);
  if (page === null) notFound();
  const t = await getTranslations('Promos');
  const api = await getServerApi();
  const filtered = countActiveFilters(filters) > 0;
  // On a category page the route chooses the category; the URL's own category choice does not apply.
  const apiFilters = category ? { ...filters, categories: [category.id] } : filters;

  const [categories, promoted, feed] = await Promise.all([
    getCategories(api).catch(() => []),
    category && page === 1 && !filtered
      ? getPromotedPromos(api, { section: 'category-hero-section', category: category.id }).catch(() => [])
      : Promise.resolve([]),
    getFeedItems(api, { page, per_page: FEED_PAGE_SIZE, include_filters: true, filters: apiFilters }),
  ]);
  if (page > 1 && feed.data.length === 0) notFound();

  const basePath = category
    ? localizedPath('/promos/[categorySlug]', locale, { categorySlug: category.translation.slug })
    : localizedPath('/promos', locale);
  const crumbs: Crumb[] = category
    ? [await sectionCrumb('/promos', locale), { name: category.translation.title, href: basePath }]
    : [await sectionCrumb('/promos', locale)];
  const heading = category ? category.translation.title : filters.q ? t('searchHeading', { q: filters.q }) : t('heading');
  const intro = category ? (category.translation.description ?? t('categoryIntro', { category: category.translation.title })) : t('intro');
  const count = t('resultCount', { count: feed.meta.total });
  const groups = category ? FILTER_GROUPS.filter((group) => group !== 'categories') : FILTER_GROUPS;
  const panel = { facets: feed.meta, filters, groups };

  return (
    <main className={`container ${styles.page}`}>
      <CategoryStrip categories={categories} active={category?.translation.slug} />
      <Breadcrumbs route={category ? '/promos/[categorySlug]' : '/promos'} items={crumbs} />
      <FilterNavigationProvider>
        <LeftBarLayout leftBar={<LeftBar filters={<FilterPanel {...panel} />} />}>
          <header className={styles.head}>
            <h1 className={styles.title}>{heading}</h1>
            <p className={styles.intro}>{intro}</p>
          </header>
          <MobileFilters {...panel} />
          <PromotedHero items={promoted} title={t('heroTitle')} />
          <ActiveFilters facets={feed.meta} filters={filters} hidden={category ? ['categories'] : []} />
          <PendingRegion>
            <section aria-labelledby="promos-list-title">
              <h2 id="promos-list-title" className={styles.sectionTitle}>
                {t('listTitle')} <span className={styles.count}>{count}</span>
              </h2>
              <InfiniteFeed
                key={`${writeFeedSearch(filters)}|${page}`}
                initialItems={feed.data}
                initialPage={feed.meta.current_page}
                lastPage={feed.meta.last_page}
                query={{ filters: apiFilters, per_page: FEED_PAGE_SIZE }}
                urlFilters={filters}
                label={t('listTitle')}
                priorityCount={promoted.length > 0 ? 0 : 1}
                empty={<EmptyResults filtered={filtered} resetHref={basePath} />}
              />
            </section>
          </PendingRegion>
        </LeftBarLayout>
      </FilterNavigationProvider>
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
