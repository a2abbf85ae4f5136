import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import SettingsView from '@/components/account/settings-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/account/account.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/settings'>): Promise<Metadata> {
  const { locale } = await params;
  return routeMetadata({ locale: locale as Locale, route: '/settings' });
}

/** /settings (logged in only, guarded by the proxy): the member's data come from the session in the browser. */
export default async function SettingsPage({ params }: PageProps<'/[locale]/settings'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Settings');
  return (
    <main className={`container ${styles.page}`}>
      <Breadcrumbs route="/settings" items={[{ name: t('title'), href: localizedPath('/settings', locale as Locale) }]} />
      <SettingsView />
    </main>
  );
}
