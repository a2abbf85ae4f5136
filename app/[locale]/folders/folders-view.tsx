import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import FilterControls from '@/components/filters/filter-controls-loader';
import FilterPanel from '@/components/filters/filter-panel';
import MobileFilters from '@/components/filters/mobile-filters';
import { PendingRegion } from '@/components/filters/pending-region';
import FolderList from '@/components/folders/folder-list';
import FolderListItems from '@/components/folders/folder-list-items';
import PopularStoreList, { type PopularStoreTile } from '@/components/folders/popular-store-list';
import LeftBar, { POPULAR_STORES_LOADED } from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { getStores } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import { countActiveFilters, normaliseFilters, readFeedFilters, writeFeedSearch, type SearchParamsInput, type UrlFilters } from '@/lib/filters/url';
import { loadFolderPage } from '@/lib/cache/lists';
import { loadOrNotFound } from '@/lib/cache/not-found';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { Link } from '@/lib/i18n/navigation';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './folders.module.css';
import ClientMessages from '@/components/providers/client-messages';

/** Props of /folders, cached and through the per-request query page (filters, `?page=N`, see lib/i18n/query-view.ts). */
type Props = Pick<PageProps<'/[locale]/folders'>, 'params' | 'searchParams'>;

/** Folders filter by category and store only. */
const FOLDER_FILTER_GROUPS = ['categories', 'stores'] as const;

function folderFilters(searchParams: SearchParamsInput): Pick<UrlFilters, 'categories' | 'stores'> {
  const { categories, stores } = readFeedFilters(searchParams);
  return normaliseFilters({ categories, stores });
}

export async function foldersMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const query = await searchParams;
  const page = pageNumberOf(query) ?? 1;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    route: '/folders',
    query: { page: page > 1 ? page : undefined },
    title: t('foldersTitle'),
    description: t('foldersDescription'),
    // Filter combinations are endless; the unfiltered pages are the ones to index.
    noIndex: countActiveFilters(folderFilters(query)) > 0,
  });
}

/** docs/product.md, Limits: popular stores are paid clients, most current folders first. */
async function loadPopularStores(): Promise<PopularStoreTile[]> {
  try {
    const { data } = await getStores(await getServerApi(), { filters: { paid: true }, sort: 'popular', per_page: POPULAR_STORES_LOADED });
    return data
      .filter((store) => store.is_paid_client)
      .sort((a, b) => b.folders_count - a.folders_count)
      .map((store) => ({
        id: store.id,
        slug: store.translation.slug,
        title: store.translation.title,
        imageUrl: store.image_url,
        foldersCount: store.folders_count,
      }));
  } catch {
    // The block is an extra: the folders matter more than a failing store list.
    return [];
  }
}

/**
 * The folder overview (docs/product.md, Routes): popular stores, then the current folders 9 at a time with
 * "show more", filtered by category and store through the URL (`categories[]`, `stores[]`).
 */
export default async function FoldersView({ params, searchParams }: Props) {
  const { locale } = await pageParams(params);
  const query = await searchParams;
  const filters = folderFilters(query);
  const page = pageNumberOf(query);
  if (page === null) notFound();
  const t = await getTranslations('FoldersPage');
  const [list, popularStores] = await Promise.all([
    loadOrNotFound(loadFolderPage({ locale, page, categories: filters.categories, stores: filters.stores })),
    loadPopularStores(),
  ]);

  const count = t('count', { count: list.meta.total });
  const panel = {
    facets: { categories: list.meta.categories ?? [], stores: list.meta.stores ?? [] },
    filters,
    groups: FOLDER_FILTER_GROUPS,
    search: false,
    countUnit: 'folders' as const,
    action: localizedPath('/folders', locale),
  };

  return (
    <ClientMessages namespaces={['FolderCard', 'FoldersPage', 'LeftBar']}>
      <main className="container">
        <Breadcrumbs route="/folders" items={[await sectionCrumb('/folders', locale)]} />
        <FilterControls current={writeFeedSearch(filters)} />
        <LeftBarLayout leftBar={<LeftBar popularStores={false} filters={<FilterPanel {...panel} />} />}>
          <header className={styles.header}>
            <h1 className={styles.heading}>{t('heading')}</h1>
            <p className={styles.intro}>{t('intro')}</p>
          </header>

          {popularStores.length > 0 && (
            <section aria-labelledby="popular-stores" className={styles.section}>
              <h2 id="popular-stores" className={styles.sectionHeading}>
                {t('popularStores')}
              </h2>
              <PopularStoreList stores={popularStores} headingId="popular-stores" />
            </section>
          )}

          <MobileFilters filters={filters} />
          <PendingRegion>
            <section aria-labelledby="current-folders" className={styles.section}>
              <h2 id="current-folders" className={styles.sectionHeading}>
                {t('currentFolders')} <span className={styles.count}>{count}</span>
              </h2>
              {list.data.length > 0 ? (
                <FolderList
                  key={`${writeFeedSearch(filters)}|${page}`}
                  firstPage={<FolderListItems folders={list.data} firstIsPriority={list.meta.current_page === 1} />}
                  firstIds={list.data.map((folder) => folder.id)}
                  page={list.meta.current_page}
                  lastPage={list.meta.last_page}
                  total={list.meta.total}
                  filters={filters}
                />
              ) : (
                <div className={styles.empty}>
                  <p>{t('empty')}</p>
                  <Link href="/folders" className="button button--ghost">
                    {t('emptyAction')}
                  </Link>
                </div>
              )}
            </section>
          </PendingRegion>
          </LeftBarLayout>
      </main>
    </ClientMessages>
  );
}
