'use client';

import { useLocale } from '#i18n';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { dialogActions, useDialogEverOpened } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';

// The dialogs are only downloaded once one of them opens (never on the server: nothing opens there).
// React's own lazy(), not next/dynamic: its loader machinery would be in every page's first load.
const AuthDialog = lazy(() => import('./auth-dialog'));
const UserMenuDialog = lazy(() => import('./user-menu-dialog'));
const VerifyEmailDialog = lazy(() => import('./verify-email-dialog'));
const CreatePostDialog = lazy(() => import('@/components/post-wizard/create-post-dialog'));

/** The #verification and #verified messages open a second after the page. */
export const HASH_MESSAGE_DELAY_MS = 1000;

/** The parameters lib/auth/referral-params.ts reads: only an address with one loads the referral code. */
const REFERRAL_PARAMS = ['campaign_tag', 'tag', 'invited_by', 'ref'];

// The referral cookies' code (and its value checks): not part of every page's first load.
const referral = () => import('@/lib/auth/referral');

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };

/**
 * The account layer of every page: starts the session, keeps the profile's language in step,
 * remembers referral and campaign codes, answers the #signup, #verification and #verified hashes
 * and hosts the account dialogs.
 */
export default function AccountLayer() {
  const locale = useLocale();
  const router = useRouter();
  // Client navigations to `/login#verification` fire no hashchange: look again on every page.
  const pathname = usePathname();
  const status = useSession((state) => state.status);
  const start = useSession((state) => state.start);
  const syncLocale = useSession((state) => state.syncLocale);
  const authOpened = useDialogEverOpened('auth');
  const userMenuOpened = useDialogEverOpened('user-menu');
  const verifyOpened = useDialogEverOpened('verify-email');
  const createPostOpened = useDialogEverOpened('create-post');

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (status === 'guest' && REFERRAL_PARAMS.some((name) => search.has(name))) void referral().then(({ captureReferral }) => captureReferral(search));
    if (status === 'user') {
      void referral().then(({ forgetInvitation }) => forgetInvitation());
      void syncLocale(locale);
    }
  }, [status, locale, syncLocale]);

  useEffect(() => {
    if (status === 'unknown') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onHash = () => {
      const hash = location.hash;
      if (!['#signup', '#verification', '#verified'].includes(hash)) return;
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      if (hash === '#signup') {
        if (status === 'guest') router.push('/register');
        return;
      }
      timer = setTimeout(() => {
        if (hash === '#verification') {
          dialogActions('auth').show({ tab: 'registered' });
        } else {
          dialogActions('auth').show({ tab: 'verified' });
          // Once per registration: the address is taken from its cookie, so a crafted `#verified` link
          // neither repeats the conversion nor sends an address that is not there.
          void referral().then(({ takeRegisteredEmail }) => {
            const email = takeRegisteredEmail();
            if (!email) return;
            const win = window as DataLayerWindow;
            win.dataLayer ??= [];
            win.dataLayer.push({ event: 'new_member', email });
          });
        }
      }, HASH_MESSAGE_DELAY_MS);
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      clearTimeout(timer);
    };
  }, [status, router, pathname]);

  return (
    <>
      {/* One boundary each: a dialog still loading must not hide one already open. */}
      <Suspense fallback={null}>{authOpened && <AuthDialog />}</Suspense>
      <Suspense fallback={null}>{userMenuOpened && <UserMenuDialog />}</Suspense>
      <Suspense fallback={null}>{verifyOpened && <VerifyEmailDialog />}</Suspense>
      <Suspense fallback={null}>{createPostOpened && <CreatePostDialog />}</Suspense>
    </>
  );
}
