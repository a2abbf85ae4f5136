'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { whenSignedIn } from '@/components/engagement/login-gate';
import { BellIcon } from '@/components/icons/bell';
import { BellCheckIcon } from '@/components/icons/bell-check';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getSearchSubscriptions, subscribeToSearch } from '@/lib/api/search-alerts';
import { Link } from '@/lib/i18n/navigation';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import styles from './search-alert-button.module.css';

/** The API keeps one keyword alert per member and query in any case (docs/search.md). */
const sameQuery = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * "Alert me for this search" on the results page (docs/search.md, "The results page"): a member's
 * click makes a daily keyword deal alert (`PUT /search/subscribe`); a member who has one for this
 * query sees it active (`GET /search/subscriptions`, asked in the browser so the page stays the same
 * for everyone). A guest gets the auth dialog, and the alert is made once they log in from it; or,
 * without an account, the e-mail alert of /deal-alerts with the words filled in. A member's line under
 * the button links to their alerts there instead.
 */
export default function SearchAlertButton({ query }: { query: string }) {
  const t = useTranslations('SearchAlert');
  const errorMessage = useErrorMessage();
  const viewerId = useSession((state) => state.user?.id ?? null);
  const authOpen = useDialogs((state) => state.dialogs.auth.open);
  const [activeFor, setActiveFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Set when the button had the focus as the alert was made: the active alert that replaces it takes it.
  const focusActive = useRef(false);

  useEffect(() => {
    if (viewerId === null) return;
    let live = true;
    loadBrowserApi()
      .then(getSearchSubscriptions)
      .then((alerts) => {
        if (live && alerts.some((alert) => sameQuery(alert.query, query))) setActiveFor(viewerId);
      })
      // On a failure the button stays: a click answers with the real state (asking again updates the alert).
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [viewerId, query]);

  const active = viewerId !== null && activeFor === viewerId;

  async function subscribe() {
    setBusy(true);
    try {
      await subscribeToSearch(await loadBrowserApi(), query);
      focusActive.current = document.activeElement === button.current;
      setActiveFor(useSession.getState().user?.id ?? null);
      toast.success(t('createdTitle'), t('createdText', { query }));
    } catch (error) {
      toast.error(t('failed'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (active) {
    return (
      // Focusable from script only: it keeps a keyboard user's place (the toast announces the success).
      <p
        className={`${styles.alert} ${styles.active}`}
        role="status"
        tabIndex={-1}
        ref={(node) => {
          if (!node || !focusActive.current) return;
          focusActive.current = false;
          node.focus();
        }}
      >
        <BellCheckIcon size={20} className={styles.icon} />
        <span>
          <strong>{t('active')}</strong> {t('activeText', { query })}
        </span>
      </p>
    );
  }

  const signedIn = viewerId !== null;
  return (
    <p className={styles.alert}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup={signedIn ? undefined : 'dialog'}
        aria-expanded={signedIn ? undefined : authOpen}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) void whenSignedIn(() => subscribe());
        }}
      >
        <BellIcon size={20} />
        {t('button')}
      </button>
      <span className={styles.text}>{t('text', { query })}</span>
      {/* The same line for both (no shift when the session turns out a member's): a guest's e-mail alert, a member's alerts. */}
      {signedIn ? (
        <Link href="/deal-alerts" className={styles.byMail}>
          {t('yourAlerts')}
        </Link>
      ) : (
        <Link href={{ pathname: '/deal-alerts', query: { query } }} className={styles.byMail}>
          {t('byMail')}
        </Link>
      )}
    </p>
  );
}
