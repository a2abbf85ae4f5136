'use client';

import { useTranslations } from '#i18n';
import { useEffect, useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteAllGuestAlerts, deleteGuestAlert, getGuestAlerts, updateGuestAlert } from '@/lib/api/deal-alert-guests';
import type { DealAlert } from '@/lib/api/deal-alerts';
import { Link } from '@/lib/i18n/navigation';
import { alertTitle } from './alert-title';
import styles from './deal-alert-links.module.css';
import { useLinkFailure } from './use-link-failure';

type Failure = { message: string; invalidLink: boolean };
type State = { kind: 'loading' } | { kind: 'list'; email: string; alerts: DealAlert[] } | { kind: 'failed'; failure: Failure };

/**
 * /deal-alerts/manage?token=…: a guest's alerts from the signed link in their mails. Reading the list
 * changes nothing; the period, deleting one and deleting all are explicit actions.
 */
export default function DealAlertManageView({ token }: { token: string | null }) {
  const t = useTranslations('DealAlertLinks');
  const linkFailure = useLinkFailure();
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'failed', failure: { message: t('missingToken'), invalidLink: true } },
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [askAll, setAskAll] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    getGuestAlerts(getBrowserApi(), token)
      .then((data) => current && setState({ kind: 'list', email: data.email, alerts: data.alerts }))
      .catch((error: unknown) => current && setState({ kind: 'failed', failure: linkFailure(error) }));
    return () => {
      current = false;
    };
  }, [token, linkFailure]);

  const act = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setNotice(null);
    setActionError(null);
    try {
      await action();
      setNotice(done);
    } catch (error) {
      const failure = linkFailure(error);
      if (failure.invalidLink) setState({ kind: 'failed', failure });
      else setActionError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const replaceAlerts = (update: (alerts: DealAlert[]) => DealAlert[]) =>
    setState((previous) => (previous.kind === 'list' ? { ...previous, alerts: update(previous.alerts) } : previous));

  const setPeriod = (alert: DealAlert, period: 'daily' | 'weekly') =>
    act(async () => {
      const body = period === 'daily' ? { daily_email_notification: true } : { weekly_email_notification: true };
      const saved = await updateGuestAlert(getBrowserApi(), token ?? '', alert.id, body);
      replaceAlerts((alerts) => alerts.map((item) => (item.id === saved.id ? saved : item)));
    }, t('saved'));

  const remove = (alert: DealAlert) =>
    act(async () => {
      await deleteGuestAlert(getBrowserApi(), token ?? '', alert.id);
      replaceAlerts((alerts) => alerts.filter((item) => item.id !== alert.id));
    }, t('deleted'));

  const removeAll = () =>
    act(async () => {
      await deleteAllGuestAlerts(getBrowserApi(), token ?? '');
      setAskAll(false);
      replaceAlerts(() => []);
    }, t('allDeleted'));

  const named = (alert: DealAlert) => alertTitle(alert, (query) => t('alertForQuery', { query }));

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('manageTitle')}</h1>
      {state.kind === 'loading' && (
        <p className={styles.text} role="status">
          {t('loading')}
        </p>
      )}
      {state.kind === 'failed' && (
        <>
          <p className={styles.failure} role="alert">
            {state.failure.message}
          </p>
          {state.failure.invalidLink && <p className={styles.text}>{t('invalidHelp')}</p>}
          <Link href="/deal-alerts" className="button button--ghost">
            {t('toDealAlerts')}
          </Link>
        </>
      )}
      {state.kind === 'list' && (
        <>
          <p className={styles.text}>{t('manageIntro', { email: state.email })}</p>
          <p className={styles.status} role="status" hidden={notice === null}>
            {notice}
          </p>
          {actionError && (
            <p className={styles.failure} role="alert">
              {actionError}
            </p>
          )}
          {state.alerts.length === 0 ? (
            <p className={styles.text}>{t('none')}</p>
          ) : (
            <ul className={styles.list}>
              {state.alerts.map((alert) => (
                <li key={alert.id} className={styles.alert}>
                  <p className={styles.alertTitle}>{named(alert)}</p>
                  <label className={styles.period}>
                    {t('periodLabel')}
                    <select
                      value={alert.weekly_email_notification ? 'weekly' : 'daily'}
                      disabled={busy}
                      onChange={(event) => void setPeriod(alert, event.target.value === 'weekly' ? 'weekly' : 'daily')}
                    >
                      <option value="daily">{t('daily')}</option>
                      <option value="weekly">{t('weekly')}</option>
                    </select>
                  </label>
                  <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remove(alert)} aria-label={t('deleteNamed', { title: named(alert) })}>
                    {t('delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {state.alerts.length > 0 &&
            (askAll ? (
              <div className={styles.actions} role="group" aria-label={t('deleteAllQuestion')}>
                <p className={styles.text}>{t('deleteAllQuestion')}</p>
                <button type="button" className="button" disabled={busy} onClick={() => void removeAll()}>
                  {t('deleteAllYes')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setAskAll(false)}>
                  {t('cancel')}
                </button>
              </div>
            ) : (
              <button type="button" className="button button--ghost" onClick={() => setAskAll(true)}>
                {t('deleteAll')}
              </button>
            ))}
        </>
      )}
    </div>
  );
}
