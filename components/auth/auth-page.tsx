'use client';

import { useLocale, useTranslations } from '#i18n';
import { useRouter as useBrowserRouter } from 'next/navigation';
import { REDIRECT_PARAM } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { Link } from '@/lib/i18n/navigation';
import { useAuthFlow } from './auth-flow-store';
import LoginStep from './login-step';
import RegisterFlow from './register-flow';
import styles from './auth.module.css';

/** The /login and /register pages: the dialog's forms in a page card. */
export default function AuthPage({ mode, redirect }: { mode: 'login' | 'register'; redirect: string | null }) {
  const t = useTranslations('AuthPage');
  const locale = useLocale();
  const browserRouter = useBrowserRouter();
  const social = useAuthFlow((state) => state.social);

  const loggedIn = () => browserRouter.push(redirect ?? localizedPath('/', locale));
  // docs/product.md, Routes: after registering, the login route opens with #verification.
  const registered = () => browserRouter.push(`${localizedPath('/login', locale)}#verification`);
  const keepRedirect = redirect ? { query: { [REDIRECT_PARAM]: redirect } } : {};

  return (
    <div className={styles.pageCard}>
      <h1 className={styles.pageTitle}>{mode === 'login' ? t('loginTitle') : t('registerTitle')}</h1>
      <p className={styles.pageLead}>{mode === 'login' ? t('loginLead') : t('registerLead')}</p>
      {mode === 'login' ? (
        <LoginStep onLoggedIn={loggedIn} onRegister={() => browserRouter.push(localizedPath('/register', locale))} />
      ) : (
        <RegisterFlow key={social?.cacheId ?? 'email'} onRegistered={registered} onLoggedIn={loggedIn} />
      )}
      <p className={styles.toggle}>
        {mode === 'login' ? t('noAccount') : t('haveAccount')}{' '}
        <Link href={{ pathname: mode === 'login' ? '/register' : '/login', ...keepRedirect }} className={styles.tag}>
          {mode === 'login' ? t('toRegister') : t('toLogin')}
        </Link>
      </p>
    </div>
  );
}
