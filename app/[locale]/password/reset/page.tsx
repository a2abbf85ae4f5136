import type { Metadata } from 'next';
import PasswordResetForm from '@/components/auth/password-reset-form';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/auth/auth.module.css';
import ClientMessages from '@/components/providers/client-messages';

// Reads its query (redirect path, link token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/password/reset'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/password/reset' });
}

/** /password/reset?token=…&email=…: the reset mail's link (docs/product.md, Routes). */
export default async function PasswordResetPage({ params, searchParams }: PageProps<'/[locale]/password/reset'>) {
  await pageLocale(params);
  const { token, email } = await searchParams;
  return (
    <ClientMessages namespaces={['PasswordReset']}>
      <main className={`container ${styles.page}`}>
        <PasswordResetForm token={typeof token === 'string' && token !== '' ? token : null} email={typeof email === 'string' ? email : null} />
      </main>
    </ClientMessages>
  );
}
