import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import VerifyEmailView from '@/components/auth/verify-email-view';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/auth/auth.module.css';

// Reads its query (redirect path, link token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/verify'>): Promise<Metadata> {
  const { locale } = await params;
  return routeMetadata({ locale: locale as Locale, route: '/verify' });
}

/** /verify?token=…: the verification mail's link (docs/product.md, Routes). */
export default async function VerifyPage({ params, searchParams }: PageProps<'/[locale]/verify'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const token = (await searchParams).token;
  return (
    <main className={`container ${styles.page}`}>
      <VerifyEmailView token={typeof token === 'string' && token !== '' ? token : null} />
    </main>
  );
}
