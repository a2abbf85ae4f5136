import { FOCUS_HOMES } from './filter-markup';
import { FOCUSABLE, focusKey, forgetFocus, scopeOf, type PendingFocus } from './keep-focus';

/** Frames to keep trying: a phone's sheet becomes a modal dialog (and focusable) after its content mounts. */
const ATTEMPTS = 10;
/**
 * How long to wait for a control that is not there yet: the price slider is rendered into its place
 * only once that place is on screen, after the panel (filter-controls.tsx).
 */
export const WAIT_FOR_CONTROL_MS = 5_000;

function findControl(wanted: PendingFocus): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(FOCUS_HOMES))
    .filter((home) => scopeOf(home) === wanted.scope)
    .flatMap((home) => Array.from(home.querySelectorAll<HTMLElement>(FOCUSABLE)))
    .find((element) => focusKey(element) === wanted.key);
}

const lostFocus = () => document.activeElement === document.body || document.activeElement === null;

/**
 * When a page's filter controls mount after a filter change of the same page (keep-focus.ts): focuses the control
 * that had the focus, in the same place (left bar or sheet), unless the visitor has meanwhile put the
 * focus somewhere of their own. A control rendered later (the price slider) is waited for a while.
 * Returns a function that stops trying.
 */
export function restoreFocus(wanted: PendingFocus): () => void {
  let frame = 0;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    observer?.disconnect();
    observer = null;
    clearTimeout(timer);
  };

  const focus = (target: HTMLElement) => {
    stopWaiting();
    forgetFocus();
    let attempts = 0;
    const tryFocus = () => {
      if (!target.isConnected) return;
      const dialog = target.closest('dialog');
      // A sheet's dialog focuses its own first control when it opens; ours comes after that.
      if (lostFocus() || (dialog?.open && dialog.contains(document.activeElement) && document.activeElement !== target)) target.focus({ preventScroll: true });
      if (document.activeElement !== target && ++attempts < ATTEMPTS) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
  };

  const found = findControl(wanted);
  if (found) focus(found);
  else {
    // What has the focus now: nothing, or what a reopened sheet focused by itself (its first control).
    const unchosen = document.activeElement;
    observer = new MutationObserver(() => {
      // The visitor went on elsewhere meanwhile: their focus stays.
      if (!lostFocus() && document.activeElement !== unchosen) return stopWaiting();
      const target = findControl(wanted);
      if (target) focus(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(stopWaiting, WAIT_FOR_CONTROL_MS);
  }
  return () => {
    stopWaiting();
    cancelAnimationFrame(frame);
  };
}
