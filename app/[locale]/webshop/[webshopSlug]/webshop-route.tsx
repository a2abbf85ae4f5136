/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import AffiliateLink from '@/components/catalogue/affiliate-link';
import EntityHeader from '@/components/catalogue/entity-header';
import { entityMetadata, entitySlugParam, slugsByLocale, withFeedSearch } from '@/components/catalogue/entity-route';
import SubscriptionBox from '@/components/engagement/subscription-box-markup';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { getWebshop, type WebshopDetail } from '@/lib/api/catalogue';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import styles from '@/components/catalogue/entity-page.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { FEED_LIST_NAMESPACES, SUBSCRIPTION_BOX_NAMESPACES } from '@/lib/i18n/messages';

// The promo feed reads `searchParams` (filters, `?page=N`), so the page renders per request.

type Props = Pick<PageProps<'/[locale]/webshop/[webshopSlug]'>, 'params' | 'searchParams'>;

/** One API call per webshop and language per request, shared by the metadata and the page. */
const loadWebshop = cache(async (locale: Locale, slug: string): Promise<WebshopDetail> => getWebshop(await getServerApi({ locale }), slug));

async function resolve(params: Props['params']) {
  const { locale, webshopSlug } = await pageParams(params);
  const slug = entitySlugParam(webshopSlug);
  if (slug === null) notFound();
  return { locale, slug, webshop: await orNotFound(loadWebshop(locale, slug)) };
}

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, webshop } = await resolve(params);
  return entityMetadata({
    locale,
    route: '/webshop/[webshopSlug]',
    paramsByLocale: await slugsByLocale(webshop, locale, loadWebshop, 'webshopSlug'),
    values: { webshop: webshop.translation.title },
    searchParams: await searchParams,
    image: webshop.image_url,
  });
}

/** A webshop (docs/product.md, Routes): its logo, description, the way to the shop through `/goto`, and its promos. */
export default async function WebshopPage({ params, searchParams }: Props) {
  const { locale, slug, webshop } = await resolve(params);
  const query = await searchParams;
  // The other language's slug answers too: send it to this language's address.
  if (webshop.translation.slug !== slug) permanentRedirect(withFeedSearch(webshop.translation.route, query));

  const t = await getTranslations('CatalogueEntity');
  const name = webshop.translation.title;
  const logo = localizedImage(webshop.image_url, locale);
  const subscription = <SubscriptionBox entity="webshops" id={webshop.id} name={name} />;

  return (
    <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, ...SUBSCRIPTION_BOX_NAMESPACES]}>
      <FeedView
        searchParams={query}
        route="/webshop/[webshopSlug]"
        basePath={webshop.translation.route}
        crumbs={[await sectionCrumb('/webshop', locale), { name, href: webshop.translation.route }]}
        header={
          <>
            <EntityHeader
              kindLabel={t('kind', { kind: 'webshop' })}
              view={{ type: 'webshop', id: webshop.id }}
              title={name}
              imageUrl={logo}
              description={webshop.translation.description ?? t('intro', { kind: 'webshop', name })}
              action={
                <AffiliateLink
                  gotoUrl={webshop.goto_url}
                  affiliateUrl={webshop.translation.affiliate_url}
                  label={t('visitWebshop', { name })}
                  newTabText={t('newTab')}
                  note={t('affiliateNote')}
                />
              }
            />
            <div className={styles.mobileOnly}><SubscriptionBox entity="webshops" id={webshop.id} name={name} variant="compact" /></div>
          </>
        }
        fixed={{ webshops: [webshop.id] }}
        hiddenGroups={['webshops']}
        leftBar={{ entity: { imageUrl: logo, title: name }, subscription }}
        listTitle={t('promosTitle', { name })}
      />
    </ClientMessages>
  );
}
