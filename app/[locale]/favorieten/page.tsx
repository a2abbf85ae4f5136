import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import FavouritesView from '@/components/favourites/favourites-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/favourites/favourites.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/favorieten'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/favorieten' });
}

/**
 * /favorieten (members only, guarded by the proxy): what the member saved, by kind. Personal, so the
 * lists load in the browser with the member's session; the page itself is the same for everyone
 * (prerendered per language), and the browser opens the tab the address names (`?tab=`).
 */
export default async function FavouritesPage({ params }: PageProps<'/[locale]/favorieten'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Favourites');
  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'ArticleCard', 'Favourites']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs route="/favorieten" items={[{ name: t('title'), href: localizedPath('/favorieten', locale) }]} />
        <h1 className={styles.title}>{t('title')}</h1>
        <FavouritesView />
      </main>
    </ClientMessages>
  );
}
