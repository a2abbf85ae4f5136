import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import NotificationsView from '@/components/notifications/notifications-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/account/account.module.css';

// Personal: rendered per request and never stored in the page cache (the list itself loads in the browser).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/notifications'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/notifications' });
}

/** /notifications (logged in only, guarded by the proxy): the member's notifications, 10 at a time. */
export default async function NotificationsPage({ params }: PageProps<'/[locale]/notifications'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Notifications');
  return (
    <main className={`container ${styles.page}`}>
      <Breadcrumbs route="/notifications" items={[{ name: t('title'), href: localizedPath('/notifications', locale) }]} />
      <NotificationsView />
    </main>
  );
}
