'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentEnvironment } from '@/lib/webview/environment';

// Fetched only inside a social network's in-app browser; React's own lazy(), as in account-layer.tsx.
const InAppBrowserDialogs = lazy(() => import('./in-app-browser-dialogs'));

const noSubscription = () => () => undefined;

/**
 * The in-app browsers' part of every page (docs/app-shell.md, In-app browsers). The HTML is the same
 * for everyone (cached), so the user agent is read in the browser, after hydration; an ordinary
 * browser or the app's webview stops here and loads nothing more.
 */
export default function InAppBrowserLayer() {
  const inAppBrowser = useSyncExternalStore(
    noSubscription,
    () => currentEnvironment().kind === 'in-app-browser',
    () => false,
  );
  if (!inAppBrowser) return null;
  return (
    <Suspense fallback={null}>
      <InAppBrowserDialogs />
    </Suspense>
  );
}
