'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus on a filter control across a filter change. The first change on a cached list
 * page moves it to the per-request page (lib/i18n/query-view.ts), another route tree, so React
 * remounts the page and the focused control disappears with it: focus would drop to `<body>`. The
 * panel names the focused control before it navigates (by what it is, not by a generated id, which
 * another tree numbers differently) and the panel that mounts next focuses the control of that name.
 */

/** How long after the change a mounting panel may still take the focus (a slow network included). */
const PENDING_FOR_MS = 30_000;
/** Frames to keep trying: a phone's sheet becomes a modal dialog (and focusable) after its content mounts. */
const ATTEMPTS = 10;

type Pending = { key: string; scope: string; pathname: string; until: number };

let pending: Pending | null = null;

const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex], [role="slider"]';

/** What a control is, the same in any tree: its group, kind, name, value for a choice, label and text. */
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
 * In a filter panel: when it mounts after a filter change of the same page, focuses the control that
 * had the focus, unless the visitor has meanwhile put the focus somewhere of their own.
 */
export function useRestoreFocus(container: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const root = container.current;
    const wanted = pending;
    if (!root || !wanted || wanted.pathname !== pathname || wanted.until < Date.now() || wanted.scope !== scopeOf(root)) return;
    const target = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).find((element) => focusKey(element) === wanted.key);
    if (!target) return;
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
  }, [container, pathname]);
}
