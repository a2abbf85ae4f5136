'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { usePublicConfig } from '@/components/providers/app-providers';
import LazyClientMessages from '@/components/providers/lazy-client-messages';
import { dialogActions, useDialogEverOpened } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { hasVisited } from '@/lib/webview/app-session';
import { isOutdated } from '@/lib/webview/app-update';
import { nativeApp } from '@/lib/webview/native-app';

// Each dialog and its messages are downloaded when it opens: the welcome once per device, the update rarely.
const AppWelcomeDialog = lazy(() => import('./app-welcome-dialog'));
const UpdateAppDialog = lazy(() => import('./update-app-dialog'));

/**
 * The app shell inside the apps' webviews (loaded by AppShellLayer only there; docs/app-shell.md):
 * an app below the operator's minimum version gets the update dialog and nothing else; otherwise a
 * guest who has not seen the welcome (no `visited` cookie) gets the welcome, once. The update
 * dialog is not in the dialog store: nothing (a logout's "close all", a route change) may close it.
 */
export default function AppShell() {
  const { appMinVersion } = usePublicConfig();
  const status = useSession((state) => state.status);
  // Read once: the user agent and the handlers do not change while the page lives.
  const [app] = useState(nativeApp);
  const outdated = app !== null && isOutdated(app, appMinVersion);
  const welcomeOpened = useDialogEverOpened('app-welcome');

  useEffect(() => {
    if (app && !outdated && status === 'guest' && !hasVisited()) dialogActions('app-welcome').show();
  }, [app, outdated, status]);

  if (!app) return null;
  return (
    <>
      <Suspense fallback={null}>
        {outdated && (
          <LazyClientMessages namespaces={['AppShell']}>
            <UpdateAppDialog platform={app.platform} />
          </LazyClientMessages>
        )}
      </Suspense>
      <Suspense fallback={null}>
        {welcomeOpened && (
          <LazyClientMessages namespaces={['AppShell']}>
            <AppWelcomeDialog />
          </LazyClientMessages>
        )}
      </Suspense>
    </>
  );
}
