'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { subscribeEntity, type SubscribableEntity } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { Icon } from '@/components/layout/icons';
import { whenSignedIn } from './login-gate';
import { loadSubscription, setSubscribed, subscriptionKey, subscriptionLoad, useSubscriptions } from './subscription-state';
import styles from './subscription-box.module.css';

const KINDS = { stores: 'store', webshops: 'webshop', brands: 'brand', products: 'product' } as const satisfies Record<SubscribableEntity, string>;

export type SubscriptionBoxProps = {
  entity: SubscribableEntity;
  id: number;
  /** The slug of the detail call (`GET /store/{slug}`…) that tells whether the viewer follows it. */
  slug: string;
  name: string;
};

/**
 * "Deal alerts for {name}" on a store, webshop, brand or product page (docs/product.md, Routes, "Left bar";
 * point 4, "Subscription box"). The page is the same for everyone, so it renders the guest box;
 * a signed-in visitor's state is asked in the browser. Followed shows a pressed "Followed" button and
 * an unfollow action; a guest's click opens the auth dialog.
 */
export default function SubscriptionBox({ entity, id, slug, name }: SubscriptionBoxProps) {
  const t = useTranslations('SubscriptionBox');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const key = subscriptionKey(entity, id);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const known = useSubscriptions((state) => state[key]);
  const authOpen = useDialogs((state) => state.dialogs.auth.open);
  const [busy, setBusy] = useState(false);
  const followButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (viewerId !== null) void loadSubscription(entity, id, slug, viewerId);
  }, [viewerId, entity, id, slug]);

  const signedIn = viewerId !== null;
  const followed = signedIn && known === true;

  async function change(on: boolean | 'toggle') {
    setBusy(true);
    let next = on === true;
    try {
      if (viewerId !== null) await subscriptionLoad(entity, id, viewerId);
      next = on === 'toggle' ? useSubscriptions.getState()[key] !== true : on;
      const result = await subscribeEntity(await loadBrowserApi(), entity, id, next);
      setSubscribed(key, result.is_subscribed);
      // The unfollow button goes away with the followed state: keep the keyboard focus in the box.
      if (on === false) followButton.current?.focus();
      toast.success(result.is_subscribed ? t('followedToast', { name }) : t('unfollowedToast', { name }));
    } catch (error) {
      toast.error(next ? t('followFailed', { name }) : t('unfollowFailed', { name }), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function onClick(on: boolean | 'toggle') {
    if (busy) return;
    void whenSignedIn(() => change(on));
  }

  return (
    <section aria-labelledby={headingId} className={`${styles.box} ${followed ? styles.isFollowed : ''}`}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            <Icon name={followed ? 'bellCheck' : 'bell'} size={20} className={styles.icon} />
            {t('title', { name })}
          </h2>
          <p className={styles.lead}>{followed ? t('followedText', { name }) : t('text', { kind: KINDS[entity], name })}</p>
        </div>
        <div className={styles.actions}>
          <button
            ref={followButton}
            type="button"
            className={`${styles.follow} ${followed ? styles.followed : ''}`}
            aria-pressed={signedIn ? followed : undefined}
            aria-haspopup={signedIn ? undefined : 'dialog'}
            aria-expanded={signedIn ? undefined : authOpen}
            aria-busy={busy || undefined}
            onClick={() => onClick('toggle')}
          >
            {followed && <Icon name="bellCheck" size={18} />}
            {followed ? t('followed') : t('follow')}
          </button>
          {followed && (
            <button type="button" className={styles.unfollow} aria-busy={busy || undefined} onClick={() => onClick(false)}>
              {t('unfollow')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
