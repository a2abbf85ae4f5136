import type { Metadata } from 'next';
import { headers } from 'next/headers';
import AuthPage from '@/components/auth/auth-page';
import { refererRedirectPath, safeRedirectPath } from '@/lib/auth/redirect';
import { pageLocale } from '@/lib/i18n/page-locale';
import { REDIRECT_PARAM } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/auth/auth.module.css';
import ClientMessages from '@/components/providers/client-messages';

// Reads its query (redirect path, link token), so it renders per request: a cached page may not.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/login' });
}

/** /login (guests only, guarded by the proxy): the same form as the auth dialog's login tab. */
export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  await pageLocale(params);
  const redirect = (await searchParams)[REDIRECT_PARAM];
  const request = await headers();
  // Without a redirect (the header's login link), back to the page the visitor came from.
  const back = safeRedirectPath(typeof redirect === 'string' ? redirect : null) ?? refererRedirectPath(request.get('referer'), request.get('host'));
  return (
    <ClientMessages namespaces={['AuthPage']}>
      <main className={`container ${styles.page}`}>
        <AuthPage mode="login" redirect={back} />
      </main>
    </ClientMessages>
  );
}
