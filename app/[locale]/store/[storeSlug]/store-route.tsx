/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import EntityHeader from '@/components/catalogue/entity-header';
import SubscriptionBox from '@/components/engagement/subscription-box-markup';
import { entityMetadata, entitySlugParam, slugsByLocale, withFeedSearch } from '@/components/catalogue/entity-route';
import FolderStrip from '@/components/catalogue/folder-strip';
import FeedView from '@/components/feed/feed-view';
import { localizedImage } from '@/lib/i18n/localized-image';
import { getStore, type StoreDetail } from '@/lib/api/catalogue';
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

type Props = Pick<PageProps<'/[locale]/store/[storeSlug]'>, 'params' | 'searchParams'>;

/** One API call per store and language per request, shared by the metadata and the page. */
const loadStore = cache(async (locale: Locale, slug: string): Promise<StoreDetail> => getStore(await getServerApi({ locale }), slug));

async function resolve(params: Props['params']) {
  const { locale, storeSlug } = await pageParams(params);
  const slug = entitySlugParam(storeSlug);
  if (slug === null) notFound();
  return { locale, slug, store: await orNotFound(loadStore(locale, slug)) };
}

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, store } = await resolve(params);
  return entityMetadata({
    locale,
    route: '/store/[storeSlug]',
    paramsByLocale: await slugsByLocale(store, locale, loadStore, 'storeSlug'),
    values: { store: store.translation.title },
    searchParams: await searchParams,
    image: store.image_url,
  });
}

/** A store (docs/product.md, Routes): its logo, description, current folders and its promos with filters. */
export default async function StorePage({ params, searchParams }: Props) {
  const { locale, slug, store } = await resolve(params);
  const query = await searchParams;
  // The other language's slug answers too: send it to this language's address.
  if (store.translation.slug !== slug) permanentRedirect(withFeedSearch(store.translation.route, query));

  const t = await getTranslations('CatalogueEntity');
  const name = store.translation.title;
  const logo = localizedImage(store.image_url, locale);
  const foldersHref = { pathname: '/folders/[storeSlug]', params: { storeSlug: store.translation.slug } } as const;
  const hasFolders = store.active_folders.length > 0;
  const subscription = <SubscriptionBox entity="stores" id={store.id} name={name} />;

  return (
    <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, ...SUBSCRIPTION_BOX_NAMESPACES]}>
      <FeedView
        searchParams={query}
        route="/store/[storeSlug]"
        basePath={store.translation.route}
        crumbs={[await sectionCrumb('/store', locale), { name, href: store.translation.route }]}
        header={
          <>
            <EntityHeader
              kindLabel={t('kind', { kind: 'store' })}
              view={{ type: 'store', id: store.id }}
              title={name}
              imageUrl={logo}
              imagePriority={!hasFolders}
              description={store.translation.description ?? t('intro', { kind: 'store', name })}
              facts={[t('foldersCount', { count: store.folders_count })]}
            />
            <div className={styles.mobileOnly}><SubscriptionBox entity="stores" id={store.id} name={name} variant="compact" /></div>
            <section aria-labelledby="store-folders" className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id="store-folders" className={styles.sectionTitle}>
                  {t('foldersTitle', { name })}
                </h2>
                <Link href={foldersHref} className={styles.more}>
                  {t('allFolders', { name })}
                </Link>
              </div>
              {hasFolders ? (
                <FolderStrip folders={store.active_folders} storeTitle={name} storeLogoUrl={store.image_url} priority />
              ) : (
                <p className={styles.empty}>{t('noFolders', { name })}</p>
              )}
            </section>
          </>
        }
        // On a phone the folder strip comes first: its first cover is the picture to load first.
        priorityCount={hasFolders ? 0 : 1}
        fixed={{ stores: [store.id] }}
        hiddenGroups={['stores']}
        leftBar={{ entity: { imageUrl: logo, title: name, href: foldersHref }, subscription }}
        listTitle={t('promosTitle', { name })}
      />
    </ClientMessages>
  );
}
