import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ReferralView from '@/components/referral/referral-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/account/account.module.css';
import ClientMessages from '@/components/providers/client-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/verwijs-een-vriend'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/verwijs-een-vriend' });
}

/**
 * /verwijs-een-vriend (fr /parrainez-un-ami; members only, guarded by the proxy): the member's
 * invitation link and what it brought (docs/referral.md). Personal, so it loads in the browser.
 */
export default async function ReferFriendPage({ params }: PageProps<'/[locale]/verwijs-een-vriend'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('referral');
  return (
    <ClientMessages namespaces={['referral', 'Share']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs route="/verwijs-een-vriend" items={[{ name: t('title'), href: localizedPath('/verwijs-een-vriend', locale) }]} />
        <ReferralView />
      </main>
    </ClientMessages>
  );
}
