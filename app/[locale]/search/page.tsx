/* eslint-disable @next/next/no-img-element -- entity logos are SVGs the API draws itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { SEARCH_MIN_LENGTH } from '@/components/layout/site-header';
import DidYouMean from '@/components/search/did-you-mean';
import PopularCategories from '@/components/search/popular-categories';
import SearchAlertButton from '@/components/search/search-alert-button';
import { groupSectionId, SearchResultGroup, shownGroups } from '@/components/search/search-result-groups';
import resultStyles from '@/components/search/search-results.module.css';
import type { FeedMeta, SearchEntity } from '@/lib/api/feed';
import { getSearchResults, RESULT_GROUPS, type ResultGroup, type SearchResultsResponse } from '@/lib/api/search';
import { getServerApi } from '@/lib/api/server';
import { cleanQuery, readFeedFilters } from '@/lib/filters/url';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './search.module.css';

// Results depend on `q` and the filters; search pages are not cached or indexed (noIndexRoutes).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/search'>;

function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  return cleanQuery(readFeedFilters(searchParams).q ?? '');
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const q = queryOf(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return routeMetadata({ locale, route: '/search', ...(q.length >= SEARCH_MIN_LENGTH ? { title: t('resultsTitle', { q }) } : {}) });
}

/**
 * Search results (docs/product.md, Routes, /search; docs/search.md, "The results page"): the header's
 * search submits here. From 3 characters: the store, webshop or brand the query names, the matching
 * promos with filters and infinite pages, then the other groups (folders, products, brands, stores,
 * webshops, news), "did you mean" when the engine corrected a typo, and an alert for the search.
 * `group=` lists one group alone ("more"). Shorter or empty queries get the search form and popular
 * categories to start from.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const q = queryOf(query);
  const t = await getTranslations('Search');
  const tResults = await getTranslations('SearchResults');
  const basePath = localizedPath('/search', locale);
  const searchPath = q ? `${basePath}?q=${encodeURIComponent(q)}` : basePath;
  const form = <SearchForm action={basePath} q={q} label={t('label')} placeholder={t('placeholder')} submit={t('submit')} hint={q.length < SEARCH_MIN_LENGTH ? t('hint') : undefined} />;

  if (q.length < SEARCH_MIN_LENGTH) {
    return (
      <main className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('heading')}</h1>
          {form}
          {q.length > 0 && (
            <p className={styles.tooShort} role="status">
              {t('tooShort', { min: SEARCH_MIN_LENGTH })}
            </p>
          )}
        </header>
        <PopularCategories />
      </main>
    );
  }

  const group = resultGroupOf(query.group);
  const results = await loadResults(q, group);
  const moreHref = (name: ResultGroup) => `${searchPath}&group=${name}`;

  if (group) {
    const items = results.data[group];
    return (
      <main className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{tResults(`groupHeading.${group}`, { q })}</h1>
          {form}
          <p>
            <NextLink href={searchPath} prefetch={false}>
              {tResults('allResults', { q })}
            </NextLink>
          </p>
        </header>
        {items.length > 0 ? <SearchResultGroup group={group} items={items} locale={locale} q={q} heading={false} /> : <p>{tResults('groupEmpty')}</p>}
      </main>
    );
  }

  const searchable = results.meta.query !== '';
  // A folder search ("bouwhuis folder") shows the folders before the promos.
  const above: ResultGroup[] = results.meta.folder_jump ? ['folder'] : [];
  const section = (name: ResultGroup, meta: FeedMeta) => {
    // The store, webshop or brand the page leads with is not repeated in its group.
    const items = results.data[name].filter((item) => item.url !== meta.search_entity?.translation.route);
    if (items.length === 0) return null;
    return <SearchResultGroup key={name} group={name} items={items} locale={locale} q={q} moreHref={results.meta.more[name] ? moreHref(name) : null} />;
  };
  const below = shownGroups(results, above);

  return (
    <FeedView
      searchParams={query}
      route="/search"
      basePath={searchPath}
      crumbs={[{ name: t('resultsTitle', { q }), href: searchPath }]}
      header={(meta) => (
        <header className={styles.head}>
          <h1 className={styles.title}>{t('resultsHeading', { q })}</h1>
          {form}
          <DidYouMean suggestions={results.meta.did_you_mean} basePath={basePath} />
          {!searchable && (
            <p className={styles.tooShort} role="status">
              {tResults('noWords', { q })}
            </p>
          )}
          {/* `q` names a store, webshop or brand: lead with it. */}
          {meta.search_entity && <EntityCard entity={meta.search_entity} locale={locale} />}
          {searchable && <SearchAlertButton query={q} />}
          {below.length > 0 && (
            <nav aria-label={tResults('jumpLabel')}>
              <ul className={resultStyles.jump}>
                <li>
                  <a href="#promos-list-title">{tResults('promos')}</a>
                </li>
                {below.map((name) => (
                  <li key={name}>
                    <a href={`#${groupSectionId(name)}`}>{tResults(`groups.${name}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {above.map((name) => section(name, meta))}
        </header>
      )}
      afterList={(meta) => (
        <>
          {below.map((name) => section(name, meta))}
          {meta.total === 0 && below.length === 0 && above.every((name) => results.data[name].length === 0) && (
            <section aria-labelledby="search-nothing" className={resultStyles.group}>
              <h2 id="search-nothing" className={resultStyles.groupTitle}>
                {tResults('nothing', { q })}
              </h2>
              <p>{tResults('nothingHint')}</p>
              <PopularCategories />
            </section>
          )}
        </>
      )}
      search={false}
      listTitle={t('listTitle')}
    />
  );
}

function resultGroupOf(value: string | string[] | undefined): ResultGroup | undefined {
  return typeof value === 'string' && (RESULT_GROUPS as readonly string[]).includes(value) ? (value as ResultGroup) : undefined;
}

const noResults = (): SearchResultsResponse => ({
  data: { folder: [], product: [], brand: [], store: [], webshop: [], article: [] },
  meta: { query: '', folder_jump: false, did_you_mean: [], more: { folder: false, product: false, brand: false, store: false, webshop: false, article: false } },
});

/** The other groups; the promos still show when they cannot be had (the API client logs the failure). */
async function loadResults(q: string, group: ResultGroup | undefined): Promise<SearchResultsResponse> {
  return getSearchResults(await getServerApi(), q, group).catch(noResults);
}

/** The page's own field; `hint` (the minimum length) only where no results show, so it does not linger under them. */
function SearchForm({ action, q, label, placeholder, submit, hint }: { action: string; q: string; label: string; placeholder: string; submit: string; hint?: string }) {
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor="search-page-q" className="visually-hidden">
        {label}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
        autoComplete="off"
        minLength={SEARCH_MIN_LENGTH}
        maxLength={200}
        required
        enterKeyHint="search"
        aria-describedby={hint ? 'search-page-hint' : undefined}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        {submit}
      </button>
      {hint && (
        <p id="search-page-hint" className={styles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}

async function EntityCard({ entity, locale }: { entity: SearchEntity; locale: Locale }) {
  const t = await getTranslations('Search');
  const logo = localizedImage(entity.image_url, locale);
  return (
    <aside className={styles.entity} aria-label={t(`entity.${entity.type}`)}>
      {logo && <img src={logo} alt="" width={56} height={56} className={styles.entityLogo} />}
      <div>
        <p className={styles.entityKind}>{t(`entity.${entity.type}`)}</p>
        <NextLink href={entity.translation.route} className={styles.entityLink}>
          {t('entityLink', { title: entity.translation.title })}
        </NextLink>
      </div>
    </aside>
  );
}
