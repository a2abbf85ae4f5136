/* eslint-disable @next/next/no-img-element -- store logos are SVGs the API draws itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { preload } from 'react-dom';
import FolderViewer from '@/components/folder-viewer/folder-viewer';
import { toViewerFolder } from '@/components/folder-viewer/viewer-folder';
import { readViewerState } from '@/components/folder-viewer/viewer-query';
import { folderRouteParams } from '@/components/folders/folder-params';
import { localizedImage } from '@/lib/i18n/localized-image';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { getStore } from '@/lib/api/catalogue';
import { getStoreFolder, type Folder } from '@/lib/api/folders';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import { folderTitle, folderTitleValues, type FolderTitleSource } from '@/lib/seo/folder-title';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './folder-page.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

type Props = Pick<PageProps<'/[locale]/folders/[storeSlug]/[folderDate]'>, 'params' | 'searchParams'>;

/** One call per request for the metadata and the page; a folder slug of another store is the API's 404. */
const loadFolder = cache(async (locale: Locale, slug: string, folderSlug: string): Promise<Folder> =>
  getStoreFolder(await getServerApi({ locale }), slug, folderSlug),
);

/** The store's slug in another language, for hreflang; undefined when that language cannot be asked. */
const storeSlugIn = cache(async (locale: Locale, slug: string): Promise<string | undefined> => {
  try {
    return (await getStore(await getServerApi({ locale }), slug)).translation.slug;
  } catch {
    return undefined;
  }
});

function titleSource(folder: Folder): FolderTitleSource {
  return { storeTitle: folder.store?.translation.title ?? folder.translation.title, valid_from: folder.valid_from, valid_to: folder.valid_to };
}

/** The query the viewer opens with ('' on the cached page, which renders without one). */
async function viewerQuery(searchParams: Props['searchParams']): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  return query.toString();
}

export async function routeMetadataOf({ params }: Props): Promise<Metadata> {
  const routeParams = await pageParams(params);
  const { locale } = routeParams;
  // Params that cannot name a folder are a 404 without asking the API.
  const checked = folderRouteParams(routeParams.storeSlug, routeParams.folderDate);
  if (!checked) return {};
  const folder = await orNotFound(loadFolder(locale, checked.storeSlug, checked.folderSlug));
  const ownSlug = folder.store?.translation.slug ?? checked.storeSlug;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const paramsByLocale: Partial<Record<Locale, { storeSlug: string; folderDate: string }>> = {};
  for (const other of locales) {
    const slug = other === locale ? ownSlug : await storeSlugIn(other, ownSlug);
    if (slug) paramsByLocale[other] = { storeSlug: slug, folderDate: folder.slug };
  }
  return pageMetadata({
    locale,
    route: '/folders/[storeSlug]/[folderDate]',
    paramsByLocale,
    title: await folderTitle(titleSource(folder), locale),
    description: t('folderDescription', folderTitleValues(titleSource(folder))),
    image: folder.image_url,
  });
}

/**
 * The folder viewer page. The bare address is cached and shared by every visitor (the first page, no
 * sub-view; a query is applied in the browser). A deep link with a query (`?page=3`, a sub-view flag)
 * renders through the generic query page with that state, so its first paint is already the page
 * or view it names.
 */
export default async function FolderRoute({ params, searchParams }: Props) {
  const routeParams = await pageParams(params);
  const { locale } = routeParams;
  // Params that cannot name a folder are a 404 without asking the API.
  const checked = folderRouteParams(routeParams.storeSlug, routeParams.folderDate);
  if (!checked) notFound();
  const folder = await orNotFound(loadFolder(locale, checked.storeSlug, checked.folderSlug));
  const store = folder.store;
  // The other language's store slug answers too, and so does a bare date that is not this folder's own
  // key (an address from before folders had keys): send both to the folder's own address.
  const query = await viewerQuery(searchParams);
  if (store && (store.translation.slug !== checked.storeSlug || folder.slug !== checked.folderSlug)) {
    // With its query: a deep link (`?page=5`) opens the same page at the folder's own address.
    const path = localizedPath('/folders/[storeSlug]/[folderDate]', locale, { storeSlug: store.translation.slug, folderDate: folder.slug });
    permanentRedirect(query ? `${path}?${query}` : path);
  }

  const t = await getTranslations('FolderViewer');
  const tCard = await getTranslations('FolderCard');
  const data = toViewerFolder(folder, locale);
  const opening = readViewerState(new URLSearchParams(query), data.pages.length);
  const storeTitle = data.storeTitle;
  const logo = localizedImage(store?.image_url, locale);
  const openingPage = data.pages[opening.page - 1];
  // The page on screen is the largest thing there: fetch it before the body is even parsed.
  if (opening.subView === null && openingPage?.imageUrl) preload(openingPage.imageUrl, { as: 'image', fetchPriority: 'high' });

  const header = (
    <div className={styles.header}>
      <Breadcrumbs
        route="/folders/[storeSlug]/[folderDate]"
        items={[
          await sectionCrumb('/folders', locale),
          ...(store ? [{ name: storeTitle, href: store.translation.folders_route }] : []),
          { name: folder.translation.title, href: folder.route },
        ]}
      />
      <div className={styles.titleRow}>
        {logo && <img src={logo} alt="" width={44} height={44} className={styles.logo} />}
        <div className={styles.titleText}>
          <h1 className={styles.title}>{folder.translation.title}</h1>
          <p className={styles.meta}>
            <span className={styles.valid}>{folder.valid_text}</span>
            <span aria-hidden="true"> · </span>
            <span>{tCard('pages', { count: data.pages.length })}</span>
          </p>
        </div>
        {store && (
          <NextLink href={store.translation.folders_route} className={styles.storeFolders}>
            {t('storeFolders', { store: storeTitle })}
          </NextLink>
        )}
      </div>
      {folder.status !== 'current' && (
        <p className={`${styles.notice} ${folder.status === 'expired' ? styles.expired : ''}`} role="note">
          {folder.status === 'expired' ? t('expired') : t('upcoming')}{' '}
          {store && <NextLink href={store.translation.folders_route}>{t('storeFolders', { store: storeTitle })}</NextLink>}
        </p>
      )}
    </div>
  );

  // The cached page renders without a query: the visitor's own (tracking tags at most, see the proxy)
  // is read in the browser, and the HTML hydrates as it is — the first page image stays the element on
  // screen. The query page hands its query on, so the browser starts in the state the server rendered.
  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'FolderMenuBar', 'FolderViewer']}>
      <FolderViewer folder={data} header={header} initialSearch={query || null} />
    </ClientMessages>
  );
}
