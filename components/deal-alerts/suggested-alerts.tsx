'use client';

/* eslint-disable @next/next/no-img-element -- the API's logos are SVGs it serves itself; next/image adds nothing for them. */
import { useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { setMemberAlert, subscriptionKey } from '@/components/engagement/subscription-state';
import { focusWhenDropped } from '@/components/ui/focus-when-dropped';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { subscribeEntity, type FollowableEntity } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { alertPeriod, type AlertTarget, type AlertTargetType, type DealAlert } from '@/lib/api/deal-alerts';
import { getSuggestedSubscriptions } from '@/lib/api/deal-alerts-client';
import { toast } from '@/lib/stores/toasts';
import AlertTargetLink from './alert-target-link';
import styles from './deal-alerts-panels.module.css';

const ENTITY: Record<AlertTargetType, FollowableEntity> = { Store: 'stores', Webshop: 'webshops', Brand: 'brands', Product: 'products', Category: 'categories' };
const GROUPS = ['categories', 'stores', 'webshops', 'brands'] as const;

/** What the member may want to follow (their favourites, votes and views), one click each, by page. */
export default function SuggestedAlerts({ onFollowed }: { onFollowed: (alert: DealAlert) => void }) {
  const t = useTranslations('DealAlertsManager');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [targets, setTargets] = useState<AlertTarget[]>([]);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A followed suggestion leaves the list with its button: the keyboard goes on to the suggestion that
  // took its place (or the one before it, or the section's title).
  function keepFocus(index: number) {
    focusWhenDropped(() => {
      const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('li button') ?? []);
      return buttons[index] ?? buttons[buttons.length - 1] ?? heading.current;
    });
  }

  useEffect(() => {
    let live = true;
    loadBrowserApi()
      .then((api) => getSuggestedSubscriptions(api, page))
      .then((answer) => {
        if (!live) return;
        const next = GROUPS.flatMap((group) => answer.data[group] ?? []);
        setTargets((previous) => (page === 1 ? next : [...previous, ...next.filter((item) => !previous.some((p) => p.type === item.type && p.id === item.id))]));
        setLastPage(answer.meta.last_page);
      })
      // Suggestions are a bonus: without them the section stays empty.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [page]);

  async function follow(target: AlertTarget) {
    if (busy !== null) return;
    const key = `${target.type}:${target.id}`;
    setBusy(key);
    try {
      const result = await subscribeEntity(await loadBrowserApi(), ENTITY[target.type], target.id, true, { daily_email_notification: true });
      const index = targets.findIndex((item) => item.type === target.type && item.id === target.id);
      setTargets((previous) => previous.filter((item) => !(item.type === target.type && item.id === target.id)));
      keepFocus(Math.max(index, 0));
      if (result.subscription) {
        setMemberAlert(subscriptionKey(ENTITY[target.type], target.id), { id: result.subscription.id, period: alertPeriod(result.subscription) });
        onFollowed(result.subscription);
      }
      toast.success(t('followed', { title: target.data.title }));
    } catch (error) {
      toast.error(t('followFailed', { title: target.data.title }), errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  if (targets.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {t('suggestedTitle')}
      </h2>
      <p className={styles.panelIntro}>{t('suggestedIntro')}</p>
      <ul ref={list} className={styles.suggestions}>
        {targets.map((target) => (
          <li key={`${target.type}:${target.id}`} className={styles.suggestion}>
            {target.data.image_url ? (
              <img src={target.data.image_url} alt="" width={32} height={32} className={styles.suggestionLogo} loading="lazy" />
            ) : (
              <span className={styles.suggestionLogo} aria-hidden="true">
                {target.data.title.slice(0, 1)}
              </span>
            )}
            <span className={styles.suggestionText}>
              <AlertTargetLink target={target} className={styles.suggestionTitle} />
              <span className={styles.alertKind}>{t('kind', { type: target.type })}</span>
            </span>
            <button
              type="button"
              className={styles.followButton}
              aria-label={t('followLabel', { title: target.data.title })}
              aria-busy={busy === `${target.type}:${target.id}` || undefined}
              // Not `disabled` while another follows: that would drop the keyboard focus to the page.
              aria-disabled={busy !== null || undefined}
              onClick={() => void follow(target)}
            >
              {t('follow')}
            </button>
          </li>
        ))}
      </ul>
      {page < lastPage && (
        <button type="button" className={styles.more} onClick={() => setPage(page + 1)}>
          {t('moreSuggestions')}
        </button>
      )}
    </section>
  );
}
