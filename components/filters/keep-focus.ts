/**
 * Keeps keyboard focus on a filter control across a filter change (and on an order or posts' language
 * link across its change, components/feed/list-controls.tsx). The first change on a cached list
 * page moves it to the per-request page (lib/i18n/query-view.ts), another route tree, so React
 * remounts the page and the focused control disappears with it: focus would drop to `<body>`. The
 * filter controls name the focused control before they navigate (by what it is, not by an element
 * id, which another tree may number differently) and, when the next page's controls mount, focus the
 * control of that name (restore-focus.ts).
 */

/** How long after the change a mounting panel may still take the focus (a slow network included). */
const PENDING_FOR_MS = 30_000;
export type PendingFocus = { key: string; scope: string; pathname: string; until: number };

let pending: PendingFocus | null = null;

export const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex], [role="slider"]';

/** What a control is, the same in any tree: its group, kind, name, value for a choice, label and text (the price fields differ only by their labels). */
export function focusKey(element: Element): string {
  const input = element instanceof HTMLInputElement ? element : null;
  const choice = input && (input.type === 'checkbox' || input.type === 'radio') ? input.value : '';
  return [
    element.closest('[role="group"], nav[aria-label]')?.getAttribute('aria-label') ?? '',
    element.tagName,
    element.getAttribute('role') ?? '',
    element.getAttribute('name') ?? '',
    input?.type ?? '',
    choice,
    element.getAttribute('aria-label') ?? '',
    // A choice's label carries its count, which the change alters; its value names it already.
    choice ? '' : (input?.labels?.[0]?.textContent ?? '').trim(),
    element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement ? (element.textContent ?? '').trim() : '',
  ].join('|');
}

/** A panel in the page and one in the phone's sheet are different places. */
export function scopeOf(element: Element): string {
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

/** What to focus on the page mounting now, if a filter change of this page remembered a control. */
export function pendingFocusFor(pathname: string): PendingFocus | null {
  return pending && pending.pathname === pathname && pending.until >= Date.now() ? pending : null;
}
