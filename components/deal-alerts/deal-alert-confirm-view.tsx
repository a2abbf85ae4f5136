'use client';

import { useTranslations } from '#i18n';
import { useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { confirmGuestAlert } from '@/lib/api/deal-alert-guests';
import type { DealAlert } from '@/lib/api/deal-alerts';
import { Link } from '@/lib/i18n/navigation';
import { alertTitle } from './alert-title';
import styles from './deal-alert-links.module.css';
import { useLinkFailure } from './use-link-failure';

type State =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'confirmed'; alert: DealAlert; manageToken: string | null }
  | { kind: 'failed'; message: string; invalidLink: boolean };

/**
 * /deal-alerts/confirm?token=…: confirms a guest's alert when they press the button. Opening the page
 * changes nothing, as mail scanners open links too.
 */
export default function DealAlertConfirmView({ token }: { token: string | null }) {
  const t = useTranslations('DealAlertLinks');
  const linkFailure = useLinkFailure();
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', message: t('missingToken'), invalidLink: true });

  const confirm = async () => {
    if (!token) return;
    setState({ kind: 'working' });
    try {
      const answer = await confirmGuestAlert(getBrowserApi(), token);
      setState({ kind: 'confirmed', alert: answer.alert, manageToken: new URL(answer.manage_url).searchParams.get('token') });
    } catch (error) {
      setState({ kind: 'failed', ...linkFailure(error) });
    }
  };

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('confirmTitle')}</h1>
      {(state.kind === 'ready' || state.kind === 'working') && (
        <>
          <p className={styles.text}>{t('confirmIntro')}</p>
          <button type="button" className="button" onClick={confirm} disabled={state.kind === 'working'} aria-busy={state.kind === 'working'}>
            {state.kind === 'working' ? t('working') : t('confirmButton')}
          </button>
        </>
      )}
      {state.kind === 'confirmed' && (
        <>
          <p className={styles.status} role="status">
            {t('confirmed')}
          </p>
          <p className={styles.text}>{alertTitle(state.alert, (query) => t('alertForQuery', { query }))}</p>
          {state.manageToken && (
            <Link href={{ pathname: '/deal-alerts/manage', query: { token: state.manageToken } }} className="button">
              {t('manageLink')}
            </Link>
          )}
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p className={styles.failure} role="alert">
            {state.message}
          </p>
          {state.invalidLink && <p className={styles.text}>{t('invalidHelp')}</p>}
          <Link href="/deal-alerts" className="button button--ghost">
            {t('toDealAlerts')}
          </Link>
        </>
      )}
    </div>
  );
}
