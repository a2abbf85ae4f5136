'use client';

import { useTranslations } from '#i18n';
import { useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { unsubscribeGuestAlert } from '@/lib/api/deal-alert-guests';
import { Link } from '@/lib/i18n/navigation';
import styles from './deal-alert-links.module.css';
import { useLinkFailure } from './use-link-failure';

type State = { kind: 'ready' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string; invalidLink: boolean };

/**
 * /deal-alerts/unsubscribe?token=…: asks first and unsubscribes on the button (opening the page, as a
 * mail scanner does, changes nothing). Mail clients' one-click unsubscribe posts to the API directly.
 */
export default function DealAlertUnsubscribeView({ token }: { token: string | null }) {
  const t = useTranslations('DealAlertLinks');
  const linkFailure = useLinkFailure();
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'failed', message: t('missingToken'), invalidLink: true });

  const unsubscribe = async () => {
    if (!token) return;
    setState({ kind: 'working' });
    try {
      await unsubscribeGuestAlert(getBrowserApi(), token);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', ...linkFailure(error) });
    }
  };

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('unsubscribeTitle')}</h1>
      {(state.kind === 'ready' || state.kind === 'working') && (
        <>
          <p className={styles.text}>{t('unsubscribeIntro')}</p>
          <button type="button" className="button" onClick={unsubscribe} disabled={state.kind === 'working'} aria-busy={state.kind === 'working'}>
            {state.kind === 'working' ? t('working') : t('unsubscribeButton')}
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <p className={styles.status} role="status">
          {t('unsubscribed')}
        </p>
      )}
      {state.kind === 'failed' && (
        <>
          <p className={styles.failure} role="alert">
            {state.message}
          </p>
          {state.invalidLink && <p className={styles.text}>{t('invalidHelp')}</p>}
        </>
      )}
      {state.kind !== 'ready' && state.kind !== 'working' && (
        <Link href="/deal-alerts" className="button button--ghost">
          {t('toDealAlerts')}
        </Link>
      )}
    </div>
  );
}
