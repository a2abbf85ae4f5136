/* eslint-disable @next/next/no-img-element -- entity logos are SVGs the API draws itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { SEARCH_MIN_LENGTH } from '@/components/layout/site-header';
import { getPopularCategories } from '@/lib/api/catalogue';
import type { SearchEntity } from '@/lib/api/feed';
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
 * Search results (docs/product.md, Routes, /search): the header's search submits here. From 3 characters the
 * matching promos with filters, led by the store, webshop or brand the query names; shorter or
 * empty queries get the search form and popular categories to start from.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const q = queryOf(query);
  const t = await getTranslations('Search');
  const basePath = localizedPath('/search', locale);
  const searchPath = q ? `${basePath}?q=${encodeURIComponent(q)}` : basePath;
  const form = <SearchForm action={basePath} q={q} label={t('label')} placeholder={t('placeholder')} submit={t('submit')} hint={t('hint')} />;

  if (q.length < SEARCH_MIN_LENGTH) {
    const categories = await getPopularCategories(await getServerApi()).catch(() => []);
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
        {categories.length > 0 && (
          <section aria-labelledby="search-popular" className={styles.popular}>
            <h2 id="search-popular" className={styles.sectionTitle}>
              {t('popularCategories')}
            </h2>
            <ul className={styles.chips}>
              {categories.slice(0, 12).map((category) => (
                <li key={category.id}>
                  <NextLink href={category.translation.route} className={styles.chip} prefetch={false}>
                    {category.translation.simplified_title ?? category.translation.title}
                  </NextLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    );
  }

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
          {/* `q` names a store, webshop or brand: lead with it. */}
          {meta.search_entity && <EntityCard entity={meta.search_entity} locale={locale} />}
        </header>
      )}
      search={false}
      listTitle={t('listTitle')}
    />
  );
}

function SearchForm({ action, q, label, placeholder, submit, hint }: { action: string; q: string; label: string; placeholder: string; submit: string; hint: string }) {
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
        aria-describedby="search-page-hint"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        {submit}
      </button>
      <p id="search-page-hint" className={styles.hint}>
        {hint}
      </p>
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
