import { lockBodyScroll } from '@/lib/ui/body-scroll';
import { breakpoints } from '@/lib/ui/breakpoints';
import { FILTER_PANEL, FILTER_SHEET, FILTER_SHEET_OPEN } from './filter-markup';

/**
 * The phone's filter sheet (mobile-filters.tsx), opened and closed by the filter controls.
 *
 * One panel per page: while the sheet is open, the left bar's panel (hidden on these screens) is moved
 * into it, and back when it closes. React keeps updating the panel where it is (it holds its elements,
 * not their places). The panel is the only child of its own place (`data-filter-panel-home`, which
 * React removes instead of the panel) and the sheet's body is an element React renders empty, so
 * React never inserts, removes or replaces beside the borrowed panel. A page that goes away takes the
 * sheet and the panel with it.
 *
 * Which page has the sheet open is kept here, outside the page: the first filter choice on a cached
 * list moves it to the per-request query page (lib/i18n/query-view.ts), which remounts the page with
 * a new, closed sheet, and the sheet must stay open while the visitor keeps choosing. Another page
 * never inherits it.
 */

const SMALL_SCREEN = `(max-width: ${breakpoints.md - 0.02}px)`;

let openOn: string | null = null;
/** How far the open sheet's body was scrolled when a filter change went out (the next page's sheet scrolls there). */
let scrolledTo = 0;
const SHEET_BODY = '[data-filter-sheet-body]';
let unlockScroll: (() => void) | null = null;
/** Where the moved panel came from, to put it back. */
let moved: { panel: Element; home: Element } | null = null;
let stopWatchingWidth: (() => void) | null = null;

/** An open sheet stops the page behind it from scrolling. */
function lockScroll(): void {
  if (unlockScroll) return;
  const unlock = lockBodyScroll();
  unlockScroll = () => {
    unlock();
    unlockScroll = null;
  };
}

/** The page goes (its sheet with it): the page behind scrolls again, the width is no longer watched. */
export function releaseScroll(): void {
  unlockScroll?.();
  stopWatchingWidth?.();
  stopWatchingWidth = null;
}

function movePanelIn(dialog: HTMLDialogElement): void {
  const body = dialog.querySelector('[data-filter-sheet-body]');
  const panel = document.querySelector(FILTER_PANEL);
  if (!body || !panel || body.contains(panel) || !panel.parentElement) return;
  moved = { panel, home: panel.parentElement };
  body.append(panel);
}

function movePanelBack(): void {
  if (moved?.home.isConnected && moved.panel.isConnected) moved.home.append(moved.panel);
  moved = null;
}

export function openSheet(dialog: HTMLDialogElement, pathname: string): void {
  openOn = pathname;
  movePanelIn(dialog);
  // A tablet turned wide enough for the left bar: the panel goes back there.
  stopWatchingWidth ??= watchWideScreen(() => closeSheet(dialog));
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

/** The sheet closed (its close button, Escape, the backdrop, a screen grown wide enough for the left bar). */
export function sheetClosed(): void {
  openOn = null;
  stopWatchingWidth?.();
  stopWatchingWidth = null;
  movePanelBack();
  releaseScroll();
  // A dialog gives the focus back to what had it when it opened: after a remount (reopenSheet) that
  // was nothing. The button that opens the sheet takes it then, as it does when the sheet was opened by it.
  if (document.activeElement === document.body || document.activeElement === null) {
    document.querySelector<HTMLElement>(FILTER_SHEET_OPEN)?.focus({ preventScroll: true });
  }
}

/** Before a filter change navigates: notes where the open sheet is scrolled to. */
export function noteSheetScroll(): void {
  const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
  scrolledTo = dialog?.open ? (dialog.querySelector(SHEET_BODY)?.scrollTop ?? 0) : 0;
}

/**
 * After the page mounted: opens its sheet again if it was open on this page before a filter change
 * remounted it, scrolled where it was (the control the visitor used is in view, and the price
 * slider, rendered once its place is on screen, comes back).
 */
export function reopenSheet(pathname: string): void {
  moved = null;
  if (openOn !== pathname) {
    openOn = null;
    return;
  }
  const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
  if (dialog && window.matchMedia?.(SMALL_SCREEN).matches !== false) {
    openSheet(dialog, pathname);
    const body = dialog.querySelector(SHEET_BODY);
    if (body) body.scrollTop = scrolledTo;
  } else openOn = null;
}

/** Calls `onWide` when the screen becomes wide enough for the left bar; returns the unsubscribe. */
function watchWideScreen(onWide: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(SMALL_SCREEN);
  const listener = () => {
    if (!query.matches) onWide();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
