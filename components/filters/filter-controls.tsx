'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { createPortal } from 'react-dom';
import { startNavigationProgress } from '@/components/layout/page-loading-bar';
import { changedByHand, FILTER_FORM, FILTER_PANEL, FILTER_SHEET, formHref, keepChoiceRules, markPending, syncForms, toggleGroup, toggleMore } from './filter-dom';
import { closeSheet, openSheet, releaseScroll, reopenSheet, sheetClosed, watchWideScreen } from './filter-sheet';
import { forgetFocus, pendingFocusFor, rememberFocus } from './keep-focus';
import type { PriceSliderProps } from './price-slider';

export type FilterControlsProps = {
  /** The filters the server rendered (`writeFeedSearch(filters)`): when it changes, the boxes follow it. */
  current: string;
} & Pick<PriceSliderProps, 'value' | 'available'>;

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

/** A plain click: one that modifiers or another button would turn into "open in a new tab". */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The one listener behind a page's filter markup (filter-panel.tsx and its parts, the phone's sheet,
 * the chips): rendered once per page, it listens on the document and turns a box, a submitted form, a
 * price or a chip into a client navigation to the canonical filtered address (a new history entry,
 * without scrolling), opens and closes groups, long lists and the sheet, renders the price slider into
 * its place once that comes on screen, marks the results busy while
 * the next page renders, and keeps the keyboard focus and the sheet across the remount the first
 * filter brings (keep-focus.ts, filter-sheet.ts). Nothing in the filter markup waits for it to hydrate:
 * without JavaScript the forms submit as they are.
 */
export default function FilterControls({ current, value, available }: FilterControlsProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [priceSlots, setPriceSlots] = useState<HTMLElement[]>([]);

  useEffect(() => {
    const pathname = () => window.location.pathname;

    function go(href: string, from: Element | null) {
      rememberFocus(from?.closest(FILTER_PANEL) ?? null, pathname());
      startNavigationProgress(href);
      startTransition(() => router.push(href, { scroll: false }));
    }

    function onChange(event: Event) {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
      const form = box.closest<HTMLFormElement>(FILTER_FORM);
      if (!form) return;
      keepChoiceRules(box);
      go(formHref(form, pathname()), box);
    }

    function onSubmit(event: SubmitEvent) {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form?.matches(FILTER_FORM)) return;
      event.preventDefault();
      go(formHref(form, pathname()), document.activeElement ?? form);
    }

    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const control = target.closest<HTMLElement>('[data-filter-toggle], [data-filter-more], [data-filter-sheet-open], [data-filter-sheet-close], a[data-filter-link]');
      if (control?.hasAttribute('data-filter-toggle')) toggleGroup(control);
      else if (control?.hasAttribute('data-filter-more')) toggleMore(control);
      else if (control?.hasAttribute('data-filter-sheet-open')) {
        const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
        if (dialog) openSheet(dialog, pathname());
      } else if (control?.hasAttribute('data-filter-sheet-close')) {
        const dialog = control.closest<HTMLDialogElement>(FILTER_SHEET);
        if (dialog) closeSheet(dialog);
      } else if (control instanceof HTMLAnchorElement && plainClick(event)) {
        event.preventDefault();
        go(control.pathname + control.search, null);
      } else if (target.matches(FILTER_SHEET)) {
        // A click on the backdrop (the dialog element itself, outside its content) closes the sheet.
        closeSheet(target as HTMLDialogElement);
      }
    }

    function onClose(event: Event) {
      // Escape or close(); a sheet taken out with its page (the remount) stays open for the next one.
      if (event.target instanceof Element && event.target.matches(FILTER_SHEET) && event.target.isConnected) sheetClosed();
    }

    document.addEventListener('change', onChange);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick);
    // `close` does not bubble: listen while it travels down.
    document.addEventListener('close', onClose, true);

    const stopWatching = watchWideScreen(() => {
      const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
      if (dialog?.open) closeSheet(dialog);
    });
    reopenSheet(pathname());
    const stopPriceSlots = watchPriceSlots((slot) => setPriceSlots((shown) => (shown.includes(slot) ? shown : [...shown, slot])));
    // The focus a change of this page remembered before the remount (restore-focus.ts comes only then).
    let stopRestoring = () => {};
    let unmounted = false;
    const wanted = pendingFocusFor(pathname());
    if (wanted) {
      void import('./restore-focus').then(({ restoreFocus }) => {
        if (!unmounted) stopRestoring = restoreFocus(wanted);
      });
    }
    // A box clicked while the page loaded has not been applied yet.
    const early = Array.from(document.querySelectorAll<HTMLFormElement>(FILTER_FORM)).find(changedByHand);
    if (early) go(formHref(early, pathname()), null);

    return () => {
      document.removeEventListener('change', onChange);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick);
      document.removeEventListener('close', onClose, true);
      unmounted = true;
      stopRestoring();
      stopWatching();
      stopPriceSlots();
      releaseScroll();
    };
  }, [router]);

  useEffect(() => {
    markPending(document, pending);
    if (pending) return;
    // The change landed (or Back/Forward came): show what the server rendered.
    syncForms(document);
    forgetFocus();
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
