/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { listCatalogueEntries } from '@/components/catalogue/catalogue-entries';
import EntityHeader from '@/components/catalogue/entity-header';
import { entityMetadata, entitySlugParam, slugsByLocale, withFeedSearch } from '@/components/catalogue/entity-route';
import PopularGrid from '@/components/catalogue/popular-grid';
import SubscriptionBox from '@/components/engagement/subscription-box-markup';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { CATALOGUE_PAGE_SIZE, getBrand, type Brand } from '@/lib/api/catalogue';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import styles from '@/components/catalogue/entity-page.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { FEED_LIST_NAMESPACES, SUBSCRIPTION_BOX_NAMESPACES } from '@/lib/i18n/messages';

// The promo feed reads `searchParams` (filters, `?page=N`), so the page renders per request.

type Props = Pick<PageProps<'/[locale]/brand/[brandSlug]'>, 'params' | 'searchParams'>;

/** One API call per brand and language per request, shared by the metadata and the page. */
const loadBrand = cache(async (locale: Locale, slug: string): Promise<Brand> => getBrand(await getServerApi({ locale }), slug));

async function resolve(params: Props['params']) {
  const { locale, brandSlug } = await pageParams(params);
  const slug = entitySlugParam(brandSlug);
  if (slug === null) notFound();
  return { locale, slug, brand: await orNotFound(loadBrand(locale, slug)) };
}

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, brand } = await resolve(params);
  return entityMetadata({
    locale,
    route: '/brand/[brandSlug]',
    paramsByLocale: await slugsByLocale(brand, locale, loadBrand, 'brandSlug'),
    values: { brand: brand.translation.title },
    searchParams: await searchParams,
    image: brand.image_url,
  });
}

/** A brand (docs/product.md, Routes): its logo, description, a preview of its products and its promos. */
export default async function BrandPage({ params, searchParams }: Props) {
  const { locale, slug, brand } = await resolve(params);
  const query = await searchParams;
  // The other language's slug answers too: send it to this language's address.
  if (brand.translation.slug !== slug) permanentRedirect(withFeedSearch(brand.translation.route, query));

  const t = await getTranslations('CatalogueEntity');
  const name = brand.translation.title;
  const logo = localizedImage(brand.image_url, locale);
  const subscription = <SubscriptionBox entity="brands" id={brand.id} name={name} />;
  const products = await listCatalogueEntries(await getServerApi(), 'product', { per_page: CATALOGUE_PAGE_SIZE, sort: 'az', brands: [brand.id] }).catch(() => null);

  return (
    <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, ...SUBSCRIPTION_BOX_NAMESPACES]}>
      <FeedView
        searchParams={query}
        route="/brand/[brandSlug]"
        basePath={brand.translation.route}
        crumbs={[await sectionCrumb('/brand', locale), { name, href: brand.translation.route }]}
        header={
          <>
            <EntityHeader
              kindLabel={t('kind', { kind: 'brand' })}
              view={{ type: 'brand', id: brand.id }}
              title={name}
              imageUrl={logo}
              description={brand.translation.description ?? t('intro', { kind: 'brand', name })}
            />
            <div className={styles.mobileOnly}><SubscriptionBox entity="brands" id={brand.id} name={name} variant="compact" /></div>
            {products && products.entries.length > 0 && (
              <section aria-labelledby="brand-products" className={styles.section}>
                <div className={styles.sectionHead}>
                  <h2 id="brand-products" className={styles.sectionTitle}>
                    {t('brandProducts', { name })}
                  </h2>
                  <Link href="/product" className={styles.more}>
                    {t('allProducts')}
                  </Link>
                </div>
                <PopularGrid kind="product" entries={products.entries} labelledBy="brand-products" layout="strip" />
              </section>
            )}
          </>
        }
        fixed={{ brands: [brand.id] }}
        hiddenGroups={['brands']}
        leftBar={{ entity: { imageUrl: logo, title: name }, subscription }}
        listTitle={t('promosTitle', { name })}
      />
    </ClientMessages>
  );
}
