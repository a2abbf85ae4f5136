'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { TABBABLE } from './tabbable';


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
    const initial = element.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(element)[0] ?? element;
    initial.focus();

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
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      // Only take focus back when it is still ours to give: in the dialog, or lost to <body> as it hid.
      const focusIsOurs = !active || active === document.body || element.contains(active);
      if (returnTo?.isConnected && focusIsOurs) returnTo.focus();
    };
  }, [container, open]);
}
