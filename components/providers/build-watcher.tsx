'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isChunkLoadError, reloadOnce, sessionStorageOrNull } from '@/lib/build/reload-guard';

/** After the page settled: the poller is not needed for the first paint (at most this long a wait). */
const POLLER_IDLE_TIMEOUT_MS = 5_000;

/**
 * Keeps a visitor off a stale build (docs/app-shell.md, New builds). A script chunk that fails to
 * load reloads the page once (reload-guard.ts), from the start. The rest (build-poller.ts: asking
 * for the server's build id, sending link clicks on a stale build to their address) loads once the
 * browser is idle, so it is not part of the first load; once the build is stale, a route change
 * made by code (router.push) loads that page anew, here.
 */
export default function BuildWatcher({ buildId, apiBaseUrl }: { buildId: string | null; apiBaseUrl: string }) {
  const stale = useRef(false);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (stale.current) window.location.reload();
  }, [pathname]);

  useEffect(() => {
    if (!buildId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      void import('./build-poller').then(({ watchBuild }) => {
        if (!cancelled) stop = watchBuild(buildId, apiBaseUrl, stale);
      });
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: POLLER_IDLE_TIMEOUT_MS }) : window.setTimeout(start, 1_000);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [buildId, apiBaseUrl]);

  useEffect(() => {
    const reload = () => reloadOnce(sessionStorageOrNull(), Date.now(), () => window.location.reload());
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    const onError = (event: ErrorEvent | Event) => {
      if ('error' in event && isChunkLoadError(event.error ?? event.message)) reload();
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);

  return null;
}
