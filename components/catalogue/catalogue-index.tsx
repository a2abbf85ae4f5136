import { getTranslations } from 'next-intl/server';
import { CATALOGUE_PAGE_SIZE } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import AzList from './az-list';
import { listCatalogueEntries, type CatalogueKind } from './catalogue-entries';
import PopularGrid from './popular-grid';
import styles from './catalogue-index.module.css';
import ClientMessages from '@/components/providers/client-messages';

/** The A–Z list loads this many at a time: the API's largest page, so most lists come in one go. */
export const AZ_PAGE_SIZE = 100;

/**
 * /store, /webshop, /brand and /product (docs/product.md, Routes): the popular ones first (previews of 13,
 * docs/product.md, Limits), then all of them from A to Z. The same HTML for every visitor (ISR); the A–Z list's
 * later pages and its name filter load in the browser. No breadcrumbs on these routes (docs/product.md).
 */
export default async function CatalogueIndex({ kind }: { kind: CatalogueKind }) {
  const t = await getTranslations('Catalogue');
  const api = await getServerApi();
  const [popular, az] = await Promise.all([
    listCatalogueEntries(api, kind, { per_page: CATALOGUE_PAGE_SIZE, sort: 'popular' }),
    listCatalogueEntries(api, kind, { per_page: AZ_PAGE_SIZE, sort: 'az' }),
  ]);
  const popularId = `popular-${kind}`;
  const allId = `all-${kind}`;

  return (
    <ClientMessages namespaces={['Catalogue']}>
      <main className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{t('heading', { kind })}</h1>
          <p className={styles.intro}>{t('intro', { kind })}</p>
        </header>

        {popular.entries.length > 0 && (
          <section aria-labelledby={popularId} className={styles.section}>
            <h2 id={popularId} className={styles.sectionHeading}>
              {t('popular', { kind })}
            </h2>
            <PopularGrid kind={kind} entries={popular.entries} labelledBy={popularId} priorityCount={kind === 'product' ? 2 : 0} />
          </section>
        )}

        <section aria-labelledby={allId} className={styles.section}>
          <h2 id={allId} className={styles.sectionHeading}>
            {t('all', { kind })} <span className={styles.count}>{t('count', { kind, count: az.total })}</span>
          </h2>
          <AzList kind={kind} initial={az} pageSize={AZ_PAGE_SIZE} />
        </section>
      </main>
    </ClientMessages>
  );
}
