import { breakpoints } from '@/lib/ui/breakpoints';
import { FILTER_SHEET } from './filter-dom';

/**
 * The phone's filter sheet (mobile-filters.tsx), opened and closed by the filter controls. Which page
 * has it open is kept here, outside the page: the first filter choice on a cached list moves it to the
 * per-request query page (lib/i18n/query-view.ts), which remounts the page with a new, closed sheet,
 * and the sheet must stay open while the visitor keeps choosing. Another page never inherits it.
 */

let openOn: string | null = null;
let unlockScroll: (() => void) | null = null;

/** Under the width where the left bar shows, an open sheet stops the page behind it from scrolling. */
function lockScroll(): void {
  if (unlockScroll || typeof window.matchMedia !== 'function' || !window.matchMedia(`(max-width: ${breakpoints.md - 0.02}px)`).matches) return;
  const { body } = document;
  const previous = body.style.overflow;
  body.style.overflow = 'hidden';
  unlockScroll = () => {
    body.style.overflow = previous;
    unlockScroll = null;
  };
}

export function releaseScroll(): void {
  unlockScroll?.();
}

export function openSheet(dialog: HTMLDialogElement, pathname: string): void {
  openOn = pathname;
  if (!dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  lockScroll();
}

export function closeSheet(dialog: HTMLDialogElement): void {
  if (dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  sheetClosed();
}

/** The sheet closed (its close button, Escape, the backdrop). */
export function sheetClosed(): void {
  openOn = null;
  releaseScroll();
}

/** After the page mounted: opens its sheet again if it was open on this page before a filter change remounted it. */
export function reopenSheet(pathname: string): void {
  if (openOn !== pathname) {
    openOn = null;
    return;
  }
  const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
  if (dialog) openSheet(dialog, pathname);
  else openOn = null;
}
