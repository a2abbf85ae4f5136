'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { inPlaceLinkTarget, isChunkLoadError, reloadOnce, sessionStorageOrNull } from '@/lib/build/reload-guard';

/** How often an open tab asks whether a new build is out (and whenever it becomes visible again). */
export const BUILD_POLL_MS = 5 * 60_000;

/** The build the server runs now; null when it cannot say (no build, offline, an error answer). */
async function latestBuildId(apiBaseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/build-id`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { build_id?: unknown } };
    return typeof body.data?.build_id === 'string' ? body.data.build_id : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a visitor off a stale build (docs/app-shell.md, New builds). It asks for the server's build
 * id every 5 minutes and when the tab becomes visible; once that differs from the build this page
 * came with, the next navigation is a full page load (a link click is sent to its address, a
 * programmatic route change reloads), so nothing is interrupted mid-form: only leaving the page
 * loads the new build. A script chunk that fails to load reloads the page once (reload-guard.ts).
 */
export default function BuildWatcher({ buildId, apiBaseUrl }: { buildId: string | null; apiBaseUrl: string }) {
  const stale = useRef(false);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // A route change made by code (router.push) after the build went stale: load that page anew.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (stale.current) window.location.reload();
  }, [pathname]);

  useEffect(() => {
    if (!buildId) return;
    let stopped = false;
    const check = async () => {
      if (stale.current || document.visibilityState === 'hidden') return;
      const latest = await latestBuildId(apiBaseUrl);
      if (!stopped && latest && latest !== buildId) stale.current = true;
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // Capture phase: before Next's Link turns the click into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      if (!stale.current) return;
      const href = inPlaceLinkTarget(event, window.location);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(href);
    };
    const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('click', onClick, true);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
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
