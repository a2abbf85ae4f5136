'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

/** The parts of the Navigation API used here; TypeScript's DOM library does not describe it yet. */
type NavigationApi = EventTarget & { canGoBack?: boolean };

const DEPTH_KEY = 'site-history-depth';

function navigationApi(): NavigationApi | null {
  const api = (window as Window & { navigation?: NavigationApi }).navigation;
  return api && typeof api.canGoBack === 'boolean' ? api : null;
}

function readDepth(): number {
  try {
    return Number(sessionStorage.getItem(DEPTH_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeDepth(depth: number): number {
  try {
    sessionStorage.setItem(DEPTH_KEY, String(depth));
  } catch {
    // Storage can be off (private mode, some webviews): the count then lives only as long as the page.
  }
  return depth;
}

function cameFromThisSite(): boolean {
  try {
    return Boolean(document.referrer) && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

let lastPathname: string | null = null;
let poppedSinceLast = false;
let memoryDepth = 0;

/** The fallback: counts the site's own navigations in this tab; back and forward both count as back. */
function fallbackDepth(pathname: string): number {
  if (lastPathname === null) {
    // A fresh document (reload, or a link from elsewhere): only a visit from our own pages keeps the count.
    memoryDepth = cameFromThisSite() ? readDepth() : 0;
  } else if (lastPathname !== pathname) {
    memoryDepth = poppedSinceLast ? Math.max(0, memoryDepth - 1) : memoryDepth + 1;
  }
  lastPathname = pathname;
  poppedSinceLast = false;
  return writeDepth(memoryDepth);
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedSinceLast = true;
  });
}

const listeners = new Set<() => void>();
let fallbackHasPrevious = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const api = navigationApi();
  // The App Router pushes history entries inside an insertion effect, where React forbids updates:
  // take the news after that commit.
  const onEntryChange = () => queueMicrotask(listener);
  api?.addEventListener('currententrychange', onEntryChange);
  return () => {
    listeners.delete(listener);
    api?.removeEventListener('currententrychange', onEntryChange);
  };
}

function snapshot(): boolean {
  const api = navigationApi();
  return api ? Boolean(api.canGoBack) : fallbackHasPrevious;
}

/**
 * Whether the browser history holds a previous entry of this site, so "back" stays on the site.
 * With the Navigation API the answer is exact (`navigation.canGoBack` only counts same-origin
 * entries); other browsers fall back to counting client navigations in this tab, which errs on the
 * side of hiding the button. Always false while rendering on the server.
 */
export function useInSiteHistory(): boolean {
  const pathname = usePathname();

  useEffect(() => {
    if (navigationApi()) return;
    fallbackHasPrevious = fallbackDepth(pathname) > 0;
    listeners.forEach((listener) => listener());
  }, [pathname]);

  return useSyncExternalStore(subscribe, snapshot, () => false);
}
