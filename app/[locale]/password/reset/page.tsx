import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import PasswordResetForm from '@/components/auth/password-reset-form';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/auth/auth.module.css';

// Reads its query (redirect path, link token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/password/reset'>): Promise<Metadata> {
  const { locale } = await params;
  return routeMetadata({ locale: locale as Locale, route: '/password/reset' });
}

/** /password/reset?token=…&email=…: the reset mail's link (docs/product.md, Routes). */
export default async function PasswordResetPage({ params, searchParams }: PageProps<'/[locale]/password/reset'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { token, email } = await searchParams;
  return (
    <main className={`container ${styles.page}`}>
      <PasswordResetForm token={typeof token === 'string' && token !== '' ? token : null} email={typeof email === 'string' ? email : null} />
    </main>
  );
}
