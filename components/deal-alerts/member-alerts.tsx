'use client';

import { useTranslations } from '#i18n';
import { useCallback, useEffect, useId, useState } from 'react';
import { keyOfAlert, setMemberAlert, setMemberAlerts } from '@/components/engagement/subscription-state';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { alertPeriod, type DealAlert } from '@/lib/api/deal-alerts';
import { deleteSubscription, getSubscriptions, updateSubscription } from '@/lib/api/deal-alerts-client';
import type { AlertPatchInput as DealAlertPatch } from '@/lib/api/deal-alerts-schemas';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import AlertItem from './alert-item';
import AlertPromos from './alert-promos';
import { alertTitle } from './alert-title';
import SuggestedAlerts from './suggested-alerts';
import styles from './deal-alerts-panels.module.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; alerts: DealAlert[] };

/**
 * A member's part of /deal-alerts: their alerts (period, a keyword alert's limits, delete), what to
 * follow next, and the current promos their alerts match.
 */
export default function MemberAlerts() {
  const t = useTranslations('DealAlertsManager');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const viewerId = useSession((state) => state.user?.id ?? null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Refreshes the promos once the alerts they come from change.
  const [version, setVersion] = useState(0);

  const fetchAlerts = useCallback(() => {
    if (viewerId === null) return () => undefined;
    let live = true;
    loadBrowserApi()
      .then(getSubscriptions)
      .then((alerts) => {
        setMemberAlerts(viewerId, alerts);
        if (live) setLoad({ status: 'ready', alerts });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [viewerId]);

  useEffect(fetchAlerts, [fetchAlerts]);

  const alerts = load.status === 'ready' ? load.alerts : [];

  /**
   * Changes the list as it is when the answer comes, not as it was when the call went out: two calls
   * under way at once (a period saved while another alert is deleted) must not undo each other.
   */
  function replace(change: (alerts: DealAlert[]) => DealAlert[]) {
    setLoad((current) => ({ status: 'ready', alerts: change(current.status === 'ready' ? current.alerts : []) }));
  }

  async function patch(alert: DealAlert, change: DealAlertPatch) {
    try {
      const updated = await updateSubscription(await loadBrowserApi(), alert.id, change);
      replace((list) => list.map((item) => (item.id === alert.id ? updated : item)));
      const key = keyOfAlert(updated);
      if (key) setMemberAlert(key, { id: updated.id, period: alertPeriod(updated) });
      toast.success(t('saved'));
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(t('saveFailed'), errorMessage(error));
      throw error;
    }
  }

  async function remove(alert: DealAlert) {
    try {
      await deleteSubscription(await loadBrowserApi(), alert.id);
      replace((list) => list.filter((item) => item.id !== alert.id));
      const key = keyOfAlert(alert);
      if (key) setMemberAlert(key, null);
      else {
        const user = useSession.getState().user;
        if (user) useSession.setState({ user: { ...user, subscriptions_count: Math.max(0, user.subscriptions_count - 1) } });
      }
      toast.success(t('deleted', { title: alertTitle(alert, (query) => t('queryTitle', { query })) }));
      setVersion((value) => value + 1);
      // The list item and its buttons are gone: land on the list's heading.
      document.getElementById(headingId)?.focus();
    } catch (error) {
      toast.error(t('deleteFailed'), errorMessage(error));
    }
  }

  function added(alert: DealAlert) {
    replace((list) => [alert, ...list.filter((item) => item.id !== alert.id)]);
    setVersion((value) => value + 1);
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby={headingId} aria-busy={load.status === 'loading' || undefined}>
        <h2 id={headingId} className={styles.panelTitle} tabIndex={-1}>
          {t('mineTitle')}
        </h2>
        {load.status === 'error' ? (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className={styles.textButton} onClick={() => {
                setLoad({ status: 'loading' });
                fetchAlerts();
              }}>
              {t('retry')}
            </button>
          </p>
        ) : load.status === 'ready' && alerts.length === 0 ? (
          <p className={styles.panelIntro}>{t('mineEmpty')}</p>
        ) : (
          <ul className={styles.alerts}>
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onPatch={patch} onDelete={remove} />
            ))}
          </ul>
        )}
      </section>
      <SuggestedAlerts onFollowed={added} />
      <AlertPromos key={version} />
    </>
  );
}
