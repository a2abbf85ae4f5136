import { FILTER_PANEL } from './filter-dom';

/**
 * Keeps keyboard focus on a filter control across a filter change. The first change on a cached list
 * page moves it to the per-request page (lib/i18n/query-view.ts), another route tree, so React
 * remounts the page and the focused control disappears with it: focus would drop to `<body>`. The
 * filter controls name the focused control before they navigate (by what it is, not by an element
 * id, which another tree may number differently) and, when the next page's controls mount, focus the
 * control of that name.
 */

/** How long after the change a mounting panel may still take the focus (a slow network included). */
const PENDING_FOR_MS = 30_000;
/** Frames to keep trying: a phone's sheet becomes a modal dialog (and focusable) after its content mounts. */
const ATTEMPTS = 10;

type Pending = { key: string; scope: string; pathname: string; until: number };

let pending: Pending | null = null;

const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex], [role="slider"]';

/** What a control is, the same in any tree: its group, kind, name, value for a choice, label and text (the price fields differ only by their labels). */
export function focusKey(element: Element): string {
  const input = element instanceof HTMLInputElement ? element : null;
  const choice = input && (input.type === 'checkbox' || input.type === 'radio') ? input.value : '';
  return [
    element.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
    element.tagName,
    element.getAttribute('role') ?? '',
    element.getAttribute('name') ?? '',
    input?.type ?? '',
    choice,
    element.getAttribute('aria-label') ?? '',
    // A choice's label carries its count, which the change alters; its value names it already.
    choice ? '' : (input?.labels?.[0]?.textContent ?? '').trim(),
    element instanceof HTMLButtonElement ? (element.textContent ?? '').trim() : '',
  ].join('|');
}

/** A panel in the page and one in the phone's sheet are different places. */
function scopeOf(element: Element): string {
  return element.closest('dialog') ? 'dialog' : 'page';
}

/** Called before a filter change navigates: remembers the focused control if it is inside `container`. */
export function rememberFocus(container: Element | null, pathname: string): void {
  const active = document.activeElement;
  if (!container || !active || active === document.body || !container.contains(active)) return;
  pending = { key: focusKey(active), scope: scopeOf(container), pathname, until: Date.now() + PENDING_FOR_MS };
}

/** Forgets what was remembered (tests, and a change that kept its tree). */
export function forgetFocus(): void {
  pending = null;
}

/**
 * When a page's filter controls mount after a filter change of the same page: focuses the control
 * that had the focus, in the same place (left bar or sheet), unless the visitor has meanwhile put the
 * focus somewhere of their own. Returns a function that stops trying.
 */
export function restoreFocus(pathname: string): () => void {
  const wanted = pending;
  if (!wanted || wanted.pathname !== pathname || wanted.until < Date.now()) return () => {};
  const target = Array.from(document.querySelectorAll<HTMLElement>(FILTER_PANEL))
    .filter((panel) => scopeOf(panel) === wanted.scope)
    .flatMap((panel) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)))
    .find((element) => focusKey(element) === wanted.key);
  if (!target) return () => {};
  pending = null;
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
