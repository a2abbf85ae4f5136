import { FILTER_PANEL } from './filter-markup';
import { FOCUSABLE, focusKey, forgetFocus, scopeOf, type PendingFocus } from './keep-focus';

/** Frames to keep trying: a phone's sheet becomes a modal dialog (and focusable) after its content mounts. */
const ATTEMPTS = 10;

/**
 * When a page's filter controls mount after a filter change of the same page (keep-focus.ts): focuses the control
 * that had the focus, in the same place (left bar or sheet), unless the visitor has meanwhile put the
 * focus somewhere of their own. Returns a function that stops trying.
 */
export function restoreFocus(wanted: PendingFocus): () => void {
  const target = Array.from(document.querySelectorAll<HTMLElement>(FILTER_PANEL))
    .filter((panel) => scopeOf(panel) === wanted.scope)
    .flatMap((panel) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)))
    .find((element) => focusKey(element) === wanted.key);
  if (!target) return () => {};
  forgetFocus();
  let attempts = 0;
  let frame = 0;
  const lostFocus = () => document.activeElement === document.body || document.activeElement === null;
  const tryFocus = () => {
    if (!target.isConnected) return;
    const dialog = target.closest('dialog');
    // A sheet's dialog focuses its own first control when it opens; ours comes after that.
    if (lostFocus() || (dialog?.open && dialog.contains(document.activeElement) && document.activeElement !== target)) target.focus({ preventScroll: true });
    if (document.activeElement !== target && ++attempts < ATTEMPTS) frame = requestAnimationFrame(tryFocus);
  };
  tryFocus();
  return () => cancelAnimationFrame(frame);
}
