'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { useErrorMessage } from '@/components/ui/use-error-message';
import styles from './auth.module.css';

type State = { kind: 'checking' } | { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

/** /verify: confirms the address with the mail's token (single use) and says how it went. */
export default function VerifyEmailView({ token }: { token: string | null }) {
  const t = useTranslations('VerifyPage');
  const errorMessage = useErrorMessage();
  const loggedIn = useSession((state) => state.status === 'user');
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'failed', message: t('missingToken') });
  const sent = useRef(false);

  useEffect(() => {
    // The token is single use: Strict Mode's second effect run must not spend it twice.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(getBrowserApi(), { token })
      .then((answer) => setState({ kind: 'verified', message: answer.message }))
      .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }));
  }, [token, errorMessage]);

  return (
    <div className={styles.pageCard}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {state.kind === 'checking' && (
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('checking')}
        </p>
      )}
      {state.kind === 'verified' && (
        <>
          <p className={styles.success} role="status">
            {state.message}
          </p>
          <Link href={loggedIn ? '/' : '/login'} className={`button ${styles.submit}`}>
            {loggedIn ? t('toHome') : t('toLogin')}
          </Link>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p className={styles.failure} role="alert">
            {state.message}
          </p>
          <p className={styles.text}>{t('failedHelp')}</p>
          <Link href="/login" className={`button ${styles.submit}`}>
            {t('toLogin')}
          </Link>
        </>
      )}
    </div>
  );
}
