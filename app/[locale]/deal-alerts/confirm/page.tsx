import type { Metadata } from 'next';
import DealAlertConfirmView from '@/components/deal-alerts/deal-alert-confirm-view';
import styles from '@/components/deal-alerts/deal-alert-links.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Reads its query (the link's token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/deal-alerts/confirm'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/deal-alerts/confirm' });
}

/** /deal-alerts/confirm?token=…: the confirmation mail's link: the guest confirms with a button (docs/deal-alerts.md, Guests). */
export default async function DealAlertConfirmPage({ params, searchParams }: PageProps<'/[locale]/deal-alerts/confirm'>) {
  await pageLocale(params);
  const token = (await searchParams).token;
  return (
    <ClientMessages namespaces={['DealAlertLinks']}>
      <main className={`container ${styles.page}`}>
        <DealAlertConfirmView token={typeof token === 'string' && token !== '' ? token : null} />
      </main>
    </ClientMessages>
  );
}
