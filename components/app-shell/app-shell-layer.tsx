'use client';

import { useLocale } from '#i18n';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { reportCookie } from '@/lib/cookies/site-cookies';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { mayBeNativeApp, postToNative } from '@/lib/webview/native-bridge';

// The welcome and update dialogs and what decides them: downloaded only inside the app.
const AppShell = lazy(() => import('./app-shell'));

let mounted = false;
let reportedLocale: string | null = null;

const noSubscription = () => () => {};
const notInApp = () => false;

/**
 * The app shell's part of every page (docs/app-shell.md, The native bridge): tells the app the shell
 * mounted (`beforeMount`, once per page load) and the page's language (`update-locale`, at start and
 * on every change, with the `locale` cookie's new value on a change); in the app only, it loads the
 * rest of the shell. In an ordinary browser the messages go nowhere and nothing else is loaded.
 */
export default function AppShellLayer() {
  const locale = useLocale();
  // False in the server's HTML and while hydrating, then the browser's answer (it never changes).
  const inApp = useSyncExternalStore(noSubscription, mayBeNativeApp, notInApp);

  useEffect(() => {
    if (!mounted) {
      mounted = true;
      postToNative({ type: 'beforeMount' });
    }
  }, []);

  useEffect(() => {
    if (reportedLocale === locale) return;
    const changed = reportedLocale !== null;
    reportedLocale = locale;
    postToNative({ type: 'update-locale', locale });
    // The `locale` cookie is written by next-intl (the proxy's answer, its locale links), not by our
    // cookie helper: its new value is reported here.
    if (changed) reportCookie(LOCALE_COOKIE);
  }, [locale]);

  return <Suspense fallback={null}>{inApp && <AppShell />}</Suspense>;
}
