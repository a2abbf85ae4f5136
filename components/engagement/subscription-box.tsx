'use client';

import { useLocale, useTranslations } from '#i18n';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { handOverFocus } from '@/components/ui/focus-handover';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { FOLLOWABLE_TYPES, subscribeEntity, type FollowableEntity } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { alertPeriod, type AlertPeriod } from '@/lib/api/deal-alerts';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { BellIcon } from '@/components/icons/bell';
import { BellCheckIcon } from '@/components/icons/bell-check';
import { whenSignedIn } from './login-gate';
import { SUBSCRIPTION_BOX_ATTRIBUTE, SUBSCRIPTION_KINDS, subscriptionBoxKey } from './subscription-box-shared';
import { loadMemberAlerts, setGuestAlert, setMemberAlert, subscriptionKey, useSubscriptions } from './subscription-state';
import styles from './subscription-box.module.css';

// The form (react-hook-form, zod) loads on the first interaction: the box is on every entity page's first load.
const loadForm = () => import('./subscription-form');
const SubscriptionForm = lazy(loadForm);
export const preloadForm = () => void loadForm().catch(() => undefined);

export type SubscriptionBoxProps = {
  entity: FollowableEntity;
  id: number;
  name: string;
  /** `expanded` in the left bar (title, explanation, form); `compact` in lists and on phones (one row until opened). */
  variant?: 'expanded' | 'compact';
  /** Opens the form at once: Follow was clicked on the box's server markup (subscription-box-loader.tsx). */
  openOnMount?: boolean;
};

type FocusTarget = 'follow' | 'followed' | null;

/**
 * "Deal alerts for {name}" (docs/deal-alerts.md, "Subscribing in the site"). The page is the same for
 * everyone, so it renders the guest box; a member's alerts are asked in the browser. Not followed:
 * "Follow" opens the form (e-mail channel, period, a guest's address). Followed: a pressed "Followed"
 * button (a click unfollows), edit and unfollow; a guest's alert waits for the mail's confirmation.
 * Pages render subscription-box-markup.tsx, which loads this box on first use or for a member.
 */
export default function SubscriptionBox({ entity, id, name, variant = 'expanded', openOnMount = false }: SubscriptionBoxProps) {
  const t = useTranslations('SubscriptionBox');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const key = subscriptionKey(entity, id);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const signedIn = viewerId !== null;
  const memberAlert = useSubscriptions((state) => (signedIn && state.loadedFor === viewerId ? state.member[key] : undefined));
  const guestAlert = useSubscriptions((state) => (signedIn ? undefined : state.guest[key]));
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const followButton = useRef<HTMLButtonElement>(null);
  const followedButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  useEffect(() => {
    if (viewerId !== null) void loadMemberAlerts(viewerId);
  }, [viewerId]);

  const followed = memberAlert !== undefined || guestAlert !== undefined;

  // In place of the server markup (subscription-box-markup.tsx): its focused Follow hands the focus on.
  useLayoutEffect(() => handOverFocus(SUBSCRIPTION_BOX_ATTRIBUTE, subscriptionBoxKey(entity, id, variant), () => followButton.current ?? followedButton.current), [entity, id, variant]);

  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    // Once, on the mount that follows the click on the server markup.
    void open();
  }, [openOnMount]);

  useEffect(() => {
    // The button pressed goes away with the state it belonged to: keep the keyboard focus in the box.
    if (focusNext.current === 'followed') followedButton.current?.focus();
    if (focusNext.current === 'follow') followButton.current?.focus();
    focusNext.current = null;
  });

  function close(focus: FocusTarget) {
    focusNext.current = focus;
    setEditing(false);
  }

  async function open() {
    preloadForm();
    if (useSession.getState().status === 'unknown') await useSession.getState().start();
    const viewer = useSession.getState().user?.id;
    if (viewer !== undefined) await loadMemberAlerts(viewer);
    setEditing(true);
  }

  async function save({ period, email }: { period: AlertPeriod; email: string }) {
    const api = await loadBrowserApi();
    const payload = { daily_email_notification: period === 'daily', weekly_email_notification: period === 'weekly' };
    if (useSession.getState().user) {
      const result = await subscribeEntity(api, entity, id, true, payload);
      const alert = result.subscription;
      setMemberAlert(key, { id: alert?.id ?? null, period: alert ? alertPeriod(alert) : period });
      toast.success(t('followedToast', { name }));
    } else {
      const { subscribeAsGuest } = await import('@/lib/api/deal-alert-guests');
      await subscribeAsGuest(api, { email, locale: locale === 'fr' ? 'fr' : 'nl', target: { type: FOLLOWABLE_TYPES[entity], id }, ...payload });
      setGuestAlert(key, email, period);
    }
    close('followed');
  }

  async function unfollow() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await subscribeEntity(await loadBrowserApi(), entity, id, false);
      if (!result.is_subscribed) setMemberAlert(key, null);
      close('follow');
      toast.success(t('unfollowedToast', { name }));
    } catch (error) {
      toast.error(t('unfollowFailed', { name }), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const lead = memberAlert
    ? t('followedPeriod', { name, period: memberAlert.period })
    : guestAlert
      ? t('checkMailbox', { email: guestAlert.email })
      : t('text', { kind: SUBSCRIPTION_KINDS[entity], name });
  const showLead = variant === 'expanded' || followed || editing;

  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.box} ${variant === 'compact' ? styles.compact : ''} ${followed ? styles.isFollowed : ''}`}
      onPointerEnter={followed ? undefined : preloadForm}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {followed ? <BellCheckIcon size={20} className={styles.icon} /> : <BellIcon size={20} className={styles.icon} />}
            {t('title', { name })}
          </h2>
          {showLead && (
            <p className={styles.lead} role={guestAlert ? 'status' : undefined}>
              {lead}
            </p>
          )}
        </div>
        {!editing && (
          <div className={styles.actions}>
            {followed ? (
              <>
                <button
                  ref={followedButton}
                  type="button"
                  className={`${styles.follow} ${styles.followed}`}
                  aria-pressed="true"
                  aria-disabled={guestAlert ? true : undefined}
                  aria-busy={busy || undefined}
                  onClick={() => (memberAlert ? void unfollow() : undefined)}
                >
                  <BellCheckIcon size={18} />
                  {t('followed')}
                </button>
                <button type="button" className={styles.unfollow} onClick={() => void open()}>
                  {t('edit')}
                </button>
                {memberAlert && (
                  <button type="button" className={styles.unfollow} aria-busy={busy || undefined} onClick={() => void unfollow()}>
                    {t('unfollow')}
                  </button>
                )}
              </>
            ) : (
              <button ref={followButton} type="button" className={styles.follow} aria-pressed={signedIn ? false : undefined} onFocus={preloadForm} onClick={() => void open()}>
                {t('follow')}
              </button>
            )}
          </div>
        )}
      </div>
      {editing && (
        <Suspense fallback={<p className={styles.lead}>{t('loading')}</p>}>
          <SubscriptionForm
            guest={!signedIn}
            name={name}
            initial={{ period: memberAlert?.period ?? guestAlert?.period ?? 'daily', email: guestAlert?.email ?? '' }}
            onSubmit={save}
            onCancel={() => close(followed ? 'followed' : 'follow')}
            onLogin={
              signedIn
                ? undefined
                : () => {
                    setEditing(false);
                    void whenSignedIn(() => setEditing(true));
                  }
            }
          />
        </Suspense>
      )}
    </section>
  );
}
