/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import EntityHeader from '@/components/catalogue/entity-header';
import { entityMetadata, entitySlugParam, slugsByLocale, withFeedSearch } from '@/components/catalogue/entity-route';
import SubscriptionBox from '@/components/engagement/subscription-box-markup';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { getProduct, type ProductDetail } from '@/lib/api/catalogue';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { cleanQuery } from '@/lib/filters/url';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import styles from '@/components/catalogue/entity-page.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { FEED_LIST_NAMESPACES, SUBSCRIPTION_BOX_NAMESPACES } from '@/lib/i18n/messages';

// The promo feed reads `searchParams` (filters, `?page=N`), so the page renders per request.

type Props = Pick<PageProps<'/[locale]/product/[productSlug]'>, 'params' | 'searchParams'>;

/** One API call per product and language per request, shared by the metadata and the page. */
const loadProduct = cache(async (locale: Locale, slug: string): Promise<ProductDetail> => getProduct(await getServerApi({ locale }), slug));

async function resolve(params: Props['params']) {
  const { locale, productSlug } = await pageParams(params);
  const slug = entitySlugParam(productSlug);
  if (slug === null) notFound();
  return { locale, slug, product: await orNotFound(loadProduct(locale, slug)) };
}

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, product } = await resolve(params);
  return entityMetadata({
    locale,
    route: '/product/[productSlug]',
    paramsByLocale: await slugsByLocale(product, locale, loadProduct, 'productSlug'),
    values: { product: product.translation.title },
    searchParams: await searchParams,
    image: product.image_url,
  });
}

/**
 * A product (docs/product.md, Routes): its picture, brand and category, and the promos that name it. The feed
 * has no product key: the product's name, searched in the page's language, finds its folder items,
 * the folders that carry it and the online promos and posts about it.
 */
export default async function ProductPage({ params, searchParams }: Props) {
  const { locale, slug, product } = await resolve(params);
  const query = await searchParams;
  // The other language's slug answers too: send it to this language's address.
  if (product.translation.slug !== slug) permanentRedirect(withFeedSearch(product.translation.route, query));

  const t = await getTranslations('CatalogueEntity');
  const name = product.translation.title;
  const picture = localizedImage(product.image_url, locale);
  const subscription = <SubscriptionBox entity="products" id={product.id} name={name} />;
  const facts: ReactNode[] = [];
  const { brand, category } = product;
  if (brand) {
    facts.push(
      t.rich('brand', {
        brand: brand.translation.title,
        link: (chunks) => <Link href={{ pathname: '/brand/[brandSlug]', params: { brandSlug: brand.translation.slug } }}>{chunks}</Link>,
      }),
    );
  }
  if (category) {
    facts.push(
      t.rich('category', {
        category: category.translation.title,
        link: (chunks) => <Link href={{ pathname: '/promos/[categorySlug]', params: { categorySlug: category.translation.slug } }}>{chunks}</Link>,
      }),
    );
  }

  return (
    <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, ...SUBSCRIPTION_BOX_NAMESPACES]}>
      <FeedView
        searchParams={query}
        route="/product/[productSlug]"
        basePath={product.translation.route}
        crumbs={[await sectionCrumb('/product', locale), { name, href: product.translation.route }]}
        header={
          <>
            <EntityHeader
              kindLabel={t('kind', { kind: 'product' })}
              view={{ type: 'product', id: product.id }}
              title={name}
              imageUrl={picture}
              picture
              description={product.translation.description ?? t('intro', { kind: 'product', name })}
              facts={facts}
            />
            <div className={styles.mobileOnly}><SubscriptionBox entity="products" id={product.id} name={name} variant="compact" /></div>
          </>
        }
        fixed={{ q: cleanQuery(name) }}
        hiddenGroups={[]}
        search={false}
        leftBar={{ entity: { imageUrl: picture, title: name }, subscription }}
        listTitle={t('promosTitle', { name })}
      />
    </ClientMessages>
  );
}
