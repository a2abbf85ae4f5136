/* eslint-disable @next/next/no-img-element -- store logos are SVGs the API draws itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import FolderCard from '@/components/folders/folder-card';
import { parseStoreSlug } from '@/components/folders/folder-params';
import { localizedImage } from '@/lib/i18n/localized-image';
import SubscriptionBox from '@/components/engagement/subscription-box-markup';
import LeftBar from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { getStore, type StoreDetail } from '@/lib/api/catalogue';
import type { FolderStatus, FolderSummary } from '@/lib/api/folders';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { Link, permanentRedirect } from '@/lib/i18n/navigation';
import { pageParams } from '@/lib/i18n/page-locale';
import { locales, type Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import grid from '@/components/folders/folder-grid.module.css';
import styles from './store-folders.module.css';
import { SUBSCRIPTION_BOX_NAMESPACES } from '@/lib/i18n/messages';
import ClientMessages from '@/components/providers/client-messages';

// Cached per params on first request (see lib/cache/on-demand.ts).
export { generateStaticParams } from '@/lib/cache/on-demand';

export const revalidate = 300;

type Props = PageProps<'/[locale]/folders/[storeSlug]'>;

/** One API call per store and language per request, shared by the metadata and the page. */
const loadStore = cache(async (locale: Locale, slug: string): Promise<StoreDetail> => getStore(await getServerApi({ locale }), slug));

/** The store's slug in every language, for the hreflang alternates (a language that fails is left out). */
async function slugsByLocale(store: StoreDetail, locale: Locale): Promise<Partial<Record<Locale, { storeSlug: string }>>> {
  const entries = await Promise.all(
    locales.map(async (other) => {
      if (other === locale) return [other, { storeSlug: store.translation.slug }] as const;
      try {
        return [other, { storeSlug: (await loadStore(other, store.translation.slug)).translation.slug }] as const;
      } catch {
        return [other, undefined] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter(([, params]) => params !== undefined));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, storeSlug: raw } = await pageParams(params);
  const storeSlug = parseStoreSlug(raw);
  if (storeSlug === null) return {};
  const store = await orNotFound(loadStore(locale, storeSlug));
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const values = { store: store.translation.title };
  return pageMetadata({
    locale,
    route: '/folders/[storeSlug]',
    paramsByLocale: await slugsByLocale(store, locale),
    title: t('storeFoldersTitle', values),
    description: t('storeFoldersDescription', values),
    image: store.active_folders[0]?.image_url ?? store.image_url,
  });
}

export default async function StoreFoldersPage({ params }: Props) {
  const { locale, storeSlug: raw } = await pageParams(params);
  const storeSlug = parseStoreSlug(raw);
  if (storeSlug === null) notFound();
  const store = await orNotFound(loadStore(locale, storeSlug));
  const slug = store.translation.slug;
  // The other language's slug answers too: send it to this language's address.
  if (slug !== storeSlug) permanentRedirect({ href: { pathname: '/folders/[storeSlug]', params: { storeSlug: slug } }, locale });

  const t = await getTranslations('StoreFolders');
  const title = store.translation.title;
  const logo = localizedImage(store.image_url, locale);
  const subscription = <SubscriptionBox entity="stores" id={store.id} name={title} />;
  const sections: Array<{ status: FolderStatus; heading: string; folders: FolderSummary[] }> = [
    { status: 'current', heading: t('current'), folders: store.active_folders },
    { status: 'upcoming', heading: t('upcoming'), folders: store.upcoming_folders },
    { status: 'expired', heading: t('expired'), folders: store.expired_folders },
  ];

  return (
    <ClientMessages namespaces={['LeftBar', ...SUBSCRIPTION_BOX_NAMESPACES]}>
      <main className="container">
        <Breadcrumbs
          route="/folders/[storeSlug]"
          items={[await sectionCrumb('/folders', locale), { name: title, href: store.translation.folders_route }]}
        />
        <LeftBarLayout
          leftBar={
            <LeftBar
              entity={{ imageUrl: logo, title, href: { pathname: '/store/[storeSlug]', params: { storeSlug: slug } } }}
              subscription={subscription}
            />
          }
        >
          <header className={styles.header}>
            {logo && <img src={logo} alt="" width={64} height={64} className={styles.logo} />}
            <div className={styles.headerText}>
              <h1 className={styles.heading}>{t('heading', { store: title })}</h1>
              <Link href={{ pathname: '/store/[storeSlug]', params: { storeSlug: slug } }} className={styles.storeLink}>
                {t('storePage', { store: title })}
              </Link>
            </div>
          </header>
          <div className={styles.mobileSubscription}><SubscriptionBox entity="stores" id={store.id} name={title} variant="compact" /></div>

          {sections.map(({ status, heading, folders }) =>
            folders.length === 0 && status !== 'current' ? null : (
              <section key={status} aria-labelledby={`folders-${status}`} className={styles.section}>
                <h2 id={`folders-${status}`} className={styles.sectionHeading}>
                  {heading}
                </h2>
                {folders.length === 0 ? (
                  <p className={styles.empty}>
                    {t('noCurrent', { store: title })} {store.upcoming_folders.length > 0 && t('noCurrentUpcoming')}
                  </p>
                ) : (
                  <ul className={grid.grid}>
                    {folders.map((folder, index) => (
                      <li key={folder.id}>
                        <FolderCard
                          href={folder.route}
                          coverUrl={folder.image_url}
                          storeTitle={title}
                          storeLogoUrl={store.image_url}
                          validText={folder.valid_text}
                          status={status}
                          priority={status === 'current' && index === 0}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ),
          )}
        </LeftBarLayout>
      </main>
    </ClientMessages>
  );
}
