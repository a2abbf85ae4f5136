'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { TABBABLE } from './tabbable';


/** Whether an element is on the page and not hidden by itself or an ancestor (`hidden`, an inline `display: none`). */
function shown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/**
 * The element to give the focus back to: the one that had it, or, when that one was hidden or
 * replaced meanwhile, the shown element of the same kind and label that stands in for it (a guest's
 * vote button becomes the member's when the dialog was a login).
 */
function returnTarget(element: HTMLElement | null): HTMLElement | null {
  if (!element || shown(element)) return element;
  const label = element.getAttribute('aria-label');
  if (!label) return null;
  const candidates = document.querySelectorAll<HTMLElement>(`${element.tagName}[aria-label]`);
  return Array.from(candidates).find((candidate) => candidate.getAttribute('aria-label') === label && shown(candidate)) ?? null;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.closest('[hidden]') && !element.hasAttribute('inert'),
  );
}

/**
 * Modal keyboard behaviour for a dialog element (role="dialog" aria-modal="true"): focus moves into it
 * when it opens, Tab and Shift+Tab stay inside, Escape calls `onClose`, and focus returns to the
 * element that had it (usually the toggle button) when it closes.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before the browser paints the open dialog: a key pressed the moment it shows (Escape) finds its
  // listener there (after paint it once went to the page, under load, and the dialog stayed open).
  useLayoutEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const autofocus = () => element.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus() ?? focusableIn(element)[0] ?? element).focus();
    // Content that changes inside (a prompt's button that leads to a form) took the focus with it to
    // <body>: the new content's marked control, else its first one (past the dialog's own header:
    // `data-dialog-content`), gets it.
    const contentChanged = new MutationObserver(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const content = element.querySelector<HTMLElement>('[data-dialog-content]') ?? element;
      (autofocus() ?? focusableIn(content)[0] ?? element).focus();
    });
    contentChanged.observe(element, { childList: true, subtree: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!element) return;
      if (event.key === 'Escape') {
        // A control inside that used the key itself (a combobox closing its list) keeps the dialog open.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && element.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      contentChanged.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      // Only take focus back when it is still ours to give: in the dialog, or lost to <body> as it hid.
      const focusIsOurs = !active || active === document.body || element.contains(active);
      if (focusIsOurs) returnTarget(returnTo)?.focus();
    };
  }, [container, open]);
}
