import type { Metadata } from 'next';
import VerifyEmailView from '@/components/auth/verify-email-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/auth/auth.module.css';
import ClientMessages from '@/components/providers/client-messages';

// Reads its query (redirect path, link token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/verify'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/verify' });
}

/** /verify?token=…: the verification mail's link (docs/product.md, Routes). */
export default async function VerifyPage({ params, searchParams }: PageProps<'/[locale]/verify'>) {
  await pageLocale(params);
  const token = (await searchParams).token;
  return (
    <ClientMessages namespaces={['VerifyPage']}>
      <main className={`container ${styles.page}`}>
        <VerifyEmailView token={typeof token === 'string' && token !== '' ? token : null} />
      </main>
    </ClientMessages>
  );
}
