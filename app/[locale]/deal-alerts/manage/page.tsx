import type { Metadata } from 'next';
import DealAlertManageView from '@/components/deal-alerts/deal-alert-manage-view';
import styles from '@/components/deal-alerts/deal-alert-links.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Reads its query (the link's token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/deal-alerts/manage'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/deal-alerts/manage' });
}

/** /deal-alerts/manage?token=…: the manage link of deal-alert mails: the address's alerts (docs/deal-alerts.md, Guests). */
export default async function DealAlertManagePage({ params, searchParams }: PageProps<'/[locale]/deal-alerts/manage'>) {
  await pageLocale(params);
  const token = (await searchParams).token;
  return (
    <ClientMessages namespaces={['DealAlertLinks']}>
      <main className={`container ${styles.page}`}>
        <DealAlertManageView token={typeof token === 'string' && token !== '' ? token : null} />
      </main>
    </ClientMessages>
  );
}
