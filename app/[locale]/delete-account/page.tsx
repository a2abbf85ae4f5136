import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import DeleteAccountView from '@/components/account/delete-account-view';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/account/account.module.css';
import ClientMessages from '@/components/providers/client-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/delete-account'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/delete-account' });
}

/** /delete-account (logged in only, under settings): explanation, confirmation and the deletion request. */
export default async function DeleteAccountPage({ params }: PageProps<'/[locale]/delete-account'>) {
  const locale = await pageLocale(params);
  const settings = await getTranslations('Settings');
  const t = await getTranslations('DeleteAccount');
  return (
    <ClientMessages namespaces={['DeleteAccount']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs
          route="/delete-account"
          items={[
            { name: settings('title'), href: localizedPath('/settings', locale) },
            { name: t('title'), href: localizedPath('/delete-account', locale) },
          ]}
        />
        <DeleteAccountView />
      </main>
    </ClientMessages>
  );
}
