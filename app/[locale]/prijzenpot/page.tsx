import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import PrizePotView from '@/components/prizes/prize-pot-view';
import ClientMessages from '@/components/providers/client-messages';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { getPrizes } from '@/lib/api/prizes';
import { getPublicApi } from '@/lib/api/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/prizes/prizes.module.css';

// Members only (the proxy guards it) and the stock changes with every request: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/prijzenpot'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/prijzenpot' });
}

/** /prijzenpot: the prizes with their cost and stock; the member's balance comes from the session in the browser. */
export default async function PrizePotPage({ params }: PageProps<'/[locale]/prijzenpot'>) {
  const locale = await pageLocale(params);
  const [t, prizes] = await Promise.all([getTranslations('prizes'), getPrizes(await getPublicApi(locale))]);
  return (
    <ClientMessages namespaces={['prizes']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs route="/prijzenpot" items={[{ name: t('title'), href: localizedPath('/prijzenpot', locale) }]} />
        <PrizePotView prizes={prizes} />
      </main>
    </ClientMessages>
  );
}
