import type { Metadata } from 'next';
import DealAlertUnsubscribeView from '@/components/deal-alerts/deal-alert-unsubscribe-view';
import styles from '@/components/deal-alerts/deal-alert-links.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Reads its query (the link's token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/deal-alerts/unsubscribe'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/deal-alerts/unsubscribe' });
}

/** /deal-alerts/unsubscribe?token=…: the unsubscribe link of deal-alert mails: asks, then unsubscribes (docs/deal-alerts.md, Guests). */
export default async function DealAlertUnsubscribePage({ params, searchParams }: PageProps<'/[locale]/deal-alerts/unsubscribe'>) {
  await pageLocale(params);
  const token = (await searchParams).token;
  return (
    <ClientMessages namespaces={['DealAlertLinks']}>
      <main className={`container ${styles.page}`}>
        <DealAlertUnsubscribeView token={typeof token === 'string' && token !== '' ? token : null} />
      </main>
    </ClientMessages>
  );
}
