'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { mayBeNativeApp } from '@/lib/webview/native-bridge';

// Each layer, and what decides it exactly (lib/webview/environment.ts), loads only where it may apply.
const AppShellLayer = lazy(() => import('./app-shell-layer'));
const InAppBrowserLayer = lazy(() => import('./in-app-browser-layer'));

/**
 * A first look for the tokens of the social networks' in-app browsers (lib/webview/environment.ts,
 * inAppNetwork, reads them exactly once InAppBrowserLayer is loaded): it may match more, never less.
 */
export const MAY_BE_IN_APP_BROWSER = /Instagram|FBAN|FBAV|FB_IAB|FB4A|FBIOS|Orca-Android|MessengerLite/i;

const noSubscription = () => () => undefined;
const never = () => false;
const mayBeInAppBrowser = () => MAY_BE_IN_APP_BROWSER.test(navigator.userAgent);

/**
 * The app shell's and the in-app browsers' slot in the layout (docs/app-shell.md): the HTML is the
 * same for everyone (cached), so after hydration the browser takes a cheap look (the app's handler
 * or user agent token, the networks' tokens) and only then loads AppShellLayer or InAppBrowserLayer;
 * an ordinary browser loads neither.
 */
export default function ShellLayers() {
  // False in the server's HTML and while hydrating, then the browser's answer (it never changes).
  const app = useSyncExternalStore(noSubscription, mayBeNativeApp, never);
  const inAppBrowser = useSyncExternalStore(noSubscription, mayBeInAppBrowser, never);
  return (
    <>
      <Suspense fallback={null}>{app && <AppShellLayer />}</Suspense>
      <Suspense fallback={null}>{inAppBrowser && <InAppBrowserLayer />}</Suspense>
    </>
  );
}
