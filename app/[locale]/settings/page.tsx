import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import SettingsView from '@/components/account/settings-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/account/account.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/settings'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/settings' });
}

/** /settings (logged in only, guarded by the proxy): the member's data come from the session in the browser. */
export default async function SettingsPage({ params }: PageProps<'/[locale]/settings'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Settings');
  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'Settings', 'points']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs route="/settings" items={[{ name: t('title'), href: localizedPath('/settings', locale) }]} />
        <SettingsView />
      </main>
    </ClientMessages>
  );
}
