'use client';

import { useFormatter, useTranslations } from '#i18n';
import { useEffect, useState } from 'react';
import { getProfile, setFollowing } from '@/lib/api/profile';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { whenSignedIn } from '@/components/engagement/login-gate';
import { setFollowEntry, useFollowState } from './follow-state';
import styles from './profile-header.module.css';

/**
 * Follow a member. The page is the same for every visitor, so whether the signed-in visitor already
 * follows them is asked in the browser; a guest gets the auth dialog on its default tab. Nobody
 * follows themselves: the button is not shown on your own profile.
 */
export default function FollowButton({ userId }: { userId: number }) {
  const t = useTranslations('Profile');
  const errorMessage = useErrorMessage();
  const viewer = useSession((state) => state.user);
  const entry = useFollowState((state) => state[userId]);
  const authOpen = useDialogs((state) => state.dialogs.auth.open);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!viewer || viewer.id === userId) return;
    let live = true;
    void loadBrowserApi()
      .then((api) => getProfile(api, userId))
      .then((profile) => live && setFollowEntry(userId, { followed: profile.is_followed, followers: profile.followers }))
      // The button then stays "follow"; clicking it sets the real state.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [viewer, userId]);

  if (viewer?.id === userId) return null;
  const followed = Boolean(viewer && entry?.followed);

  async function toggle() {
    setBusy(true);
    try {
      const profile = await setFollowing(await loadBrowserApi(), userId, !followed);
      setFollowEntry(userId, { followed: profile.is_followed, followers: profile.followers });
      toast.success(profile.is_followed ? t('followedToast', { name: profile.fname }) : t('unfollowedToast', { name: profile.fname }));
    } catch (error) {
      toast.error(t('followFailed'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`button ${styles.follow} ${followed ? styles.following : ''}`}
      aria-pressed={viewer ? followed : undefined}
      aria-haspopup={viewer ? undefined : 'dialog'}
      aria-expanded={viewer ? undefined : authOpen}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void whenSignedIn(toggle)}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {followed ? (
          <path d="M15 19c0-2.8-2.7-5-6-5s-6 2.2-6 5M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM16 11l2 2 4-4" />
        ) : (
          <path d="M15 19c0-2.8-2.7-5-6-5s-6 2.2-6 5M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM19 8v6M16 11h6" />
        )}
      </svg>
      {followed ? t('followed') : t('follow')}
    </button>
  );
}

/** The followers count, updated in place when the visitor follows or unfollows. */
export function FollowerCount({ userId, initial }: { userId: number; initial: number }) {
  const format = useFormatter();
  const followers = useFollowState((state) => state[userId]?.followers ?? initial);
  return <>{format.number(followers)}</>;
}
