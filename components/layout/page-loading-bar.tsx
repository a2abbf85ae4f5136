'use client';

import type NProgressApi from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { matchRoute } from '@/lib/i18n/match-route';
import { isPlainClick } from '@/lib/ui/plain-click';
import { FOLDER_VIEWER_ROUTE } from './back-button-action';
import styles from './page-loading-bar.module.css';

/** docs/product.md, Limits: duration 1000 ms, height 3, colour #f7a9ac (in the CSS), no throttle (shown at once). */
export const LOADING_BAR_SPEED_MS = 1000;
const HOST_ID = 'page-loading-bar';
/** A click that started no navigation after all (a handler cancelled it) must not leave the bar running. */
const STALL_TIMEOUT_MS = 15_000;

let stallTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * nprogress is loaded with the first navigation that shows the bar, not with every page; once
 * loaded, the bar starts at once. `running` is what was asked last, so a navigation that ends
 * before the module arrives shows no bar.
 */
let progress: typeof NProgressApi | undefined;
let loading: Promise<typeof NProgressApi> | undefined;
let running = false;

function loadProgress(): Promise<typeof NProgressApi> {
  loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      parent: `#${HOST_ID}`,
      speed: LOADING_BAR_SPEED_MS,
      showSpinner: false,
      // The stock template marks the bar with role="bar", which is not an ARIA role.
      template: '<div class="bar" data-bar><div class="peg"></div></div>',
      barSelector: '[data-bar]',
    });
    progress = NProgress;
    return NProgress;
  });
  return loading;
}

function finish(): void {
  running = false;
  clearTimeout(stallTimer);
  progress?.done();
}

function isFolderViewer(pathname: string): boolean {
  return matchRoute(pathname)?.route === FOLDER_VIEWER_ROUTE;
}

/**
 * Starts the bar for a client navigation that code starts itself (`router.push`), which no link click
 * announces. Skipped on and towards the folder viewer, which has its own progress.
 */
export function startNavigationProgress(target?: string): void {
  if (typeof document === 'undefined' || !document.getElementById(HOST_ID)) return;
  if (isFolderViewer(location.pathname) || (target && isFolderViewer(new URL(target, location.href).pathname))) return;
  running = true;
  if (progress) progress.start();
  else
    void loadProgress().then((NProgress) => {
      if (running && document.getElementById(HOST_ID)) NProgress.start();
    });
  clearTimeout(stallTimer);
  stallTimer = setTimeout(finish, STALL_TIMEOUT_MS);
}

function navigationTarget(event: MouseEvent): URL | null {
  if (!isPlainClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute('data-no-progress')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return null;
  // Same page (a hash link, or the page already shown) starts no navigation.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/**
 * The page-loading bar (docs/product.md, Routes) (nprogress). The App Router has no router events, so it starts
 * on clicks on internal links (and back/forward) and finishes when the path or query changes.
 */
export default function PageLoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The address the page shows: a Back or Forward that stays on it (a dialog's own history entry,
  // e.g. the phone search dialog closing) navigates nowhere and starts no bar.
  const shown = useRef('');

  useEffect(() => {
    shown.current = `${pathname}${search ? `?${search}` : ''}`;
    finish();
  }, [pathname, search]);

  useEffect(() => {
    // Capture phase: next/link cancels the browser's navigation (preventDefault) to run its own, so a
    // later listener could not tell a link click from a cancelled one. Links that open something
    // else instead of navigating carry data-no-progress.
    const onClick = (event: MouseEvent) => {
      const url = navigationTarget(event);
      if (url) startNavigationProgress(url.href);
    };
    const onPopState = () => {
      if (`${location.pathname}${location.search}` !== shown.current) startNavigationProgress(location.href);
    };
    const onError = () => finish();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      clearTimeout(stallTimer);
      running = false;
      // The host may be gone already (the layout unmounts), and nprogress reads it.
      if (document.getElementById(HOST_ID)) progress?.remove();
    };
  }, []);

  return <div id={HOST_ID} className={styles.host} />;
}
