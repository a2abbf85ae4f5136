'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { createPortal } from 'react-dom';
import { startNavigationProgress } from '@/components/layout/page-loading-bar';
import { isPlainClick } from '@/lib/ui/plain-click';
import type { FilterHost } from './filter-actions';
import { FILTER_MARKUP } from './filter-markup';
import type { PriceSliderProps } from './price-slider';

declare global {
  interface Window {
    /** Filter buttons clicked while the page loaded (mobile-filters.tsx); null once the controls took them. */
    __filterClicks?: Element[] | null;
  }
}

export type FilterControlsProps = {
  /** The filters the server rendered (`writeFeedSearch(filters)`): when it changes, the boxes follow it. */
  current: string;
} & Pick<PriceSliderProps, 'value' | 'available'>;

type FilterActions = typeof import('./filter-actions');
let actions: FilterActions | null = null;
let loading: Promise<FilterActions> | null = null;

/** The actions module, loaded once and kept (its state outlives a remounted page); tests wait for it. */
export function loadFilterActions(): Promise<FilterActions> {
  loading ??= import('./filter-actions').then((module) => (actions = module));
  return loading;
}


// The price slider and its texts load when its place comes on screen (price-slot.tsx).
const PriceSlider = lazy(() => import('./price-slider'));

/** Calls `onShown` with each price slot once it is on screen (its group open, the sheet open). */
function watchPriceSlots(onShown: (slot: HTMLElement) => void): () => void {
  const slots = document.querySelectorAll<HTMLElement>('[data-price-slider]');
  if (slots.length === 0) return () => {};
  if (typeof IntersectionObserver !== 'function') {
    slots.forEach(onShown);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      onShown(entry.target as HTMLElement);
    }
  });
  slots.forEach((slot) => observer.observe(slot));
  return () => observer.disconnect();
}

/**
 * The one listener behind a page's filter markup (filter-panel.tsx and its parts, the phone's sheet,
 * the chips), rendered once per page. It listens on the document; what an event does (a box, a
 * submitted form or a chip becomes a client navigation to the filtered address, groups, long lists
 * and the sheet open and close, the focus and the sheet survive the remount the first filter brings)
 * is in filter-actions.ts, which these controls load as they mount; only what must happen at once
 * is here: stopping a form's submit and a chip's own navigation. This part holds the navigation's
 * transition (the results are marked busy meanwhile) and renders the price slider into its place
 * once that comes on screen. The controls themselves come when the page has loaded and is idle or
 * at the first touch, click or key press (filter-controls-loader.tsx). Nothing in the filter markup
 * waits for them: without JavaScript the forms submit as they are.
 */
export default function FilterControls({ current, value, available }: FilterControlsProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [priceSlots, setPriceSlots] = useState<HTMLElement[]>([]);

  useEffect(() => {
    const host: FilterHost = {
      navigate(href) {
        startNavigationProgress(href);
        startTransition(() => router.push(href, { scroll: false }));
      },
    };
    const onEvent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(FILTER_MARKUP)) return;
      if (event.type === 'submit') event.preventDefault();
      if (event.type === 'click' && target.closest('a[data-filter-link]') && isPlainClick(event as MouseEvent)) event.preventDefault();
      if (actions) actions.handle(event, host);
      else void loadFilterActions().then((module) => module.handle(event, host));
    };
    const types = ['change', 'submit', 'click'] as const;
    for (const type of types) document.addEventListener(type, onEvent);
    // `close` does not bubble: listen while it travels down.
    document.addEventListener('close', onEvent, true);

    // Filter buttons clicked before this listener (kept by the script in mobile-filters.tsx), taken
    // once: the script keeps no more, later clicks reach the listener.
    const clicked = window.__filterClicks ?? [];
    window.__filterClicks = null;
    let stopActions = () => {};
    let unmounted = false;
    const start = () => {
      if (actions) stopActions = actions.mount(host, clicked);
      else
        void loadFilterActions().then((module) => {
          if (!unmounted) stopActions = module.mount(host, clicked);
        });
    };
    // The loader (filter-controls-loader.tsx) mounts these controls once the page has loaded and is
    // idle or the visitor reaches for it: the actions are wanted now.
    start();
    const stopPriceSlots = watchPriceSlots((slot) => setPriceSlots((shown) => (shown.includes(slot) ? shown : [...shown, slot])));

    return () => {
      for (const type of types) document.removeEventListener(type, onEvent);
      document.removeEventListener('close', onEvent, true);
      unmounted = true;
      stopActions();
      stopPriceSlots();
    };
  }, [router]);

  // What the last run below saw: a mount is no navigation landing (a box changed before the controls
  // came is being applied then, and keeps its focus for the next page).
  const seen = useRef({ pending, current });
  useEffect(() => {
    const before = seen.current;
    seen.current = { pending, current };
    if (!actions) return;
    actions.markPending(document, pending);
    // The change landed (or Back/Forward came): show what the server rendered.
    if (!pending && (before.pending || before.current !== current)) actions.afterNavigation(document);
  }, [pending, current]);

  // The price range applied now and the prices of the selection: from the server, like the slot.
  return priceSlots.map((slot, index) =>
    createPortal(
      <Suspense fallback={null}>
        <PriceSlider value={value} available={available} slot={slot} />
      </Suspense>,
      slot,
      String(index),
    ),
  );
}
