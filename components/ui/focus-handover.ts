'use client';

/**
 * Guest markup rendered on the server gives way to interactive code for a member (the feed's card
 * flags, the promo page's controls, the subscription box: docs/architecture.md, "Guest markup, member
 * code on demand"). A keyboard user on one of the guest's buttons at that moment would drop to the
 * page's start; instead the interactive code's stand-in for that button takes the focus.
 */

let lastFocused: Element | null = null;
let tracking = false;

/** Remembers the focused element from now on (and the one focused already, before the page's scripts ran). */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/**
 * The element focused last while tracking (null before), even when it lost the focus since without
 * a `focusin` elsewhere: a focused button that got `display: none` leaves the focus on <body>.
 */
export function focusedLast(): Element | null {
  return lastFocused;
}

/** In the page and laid out: not removed, not hidden (display: none, as by what replaced it). */
export const isShown = (element: Element) => element.isConnected && element.getClientRects().length > 0;

/**
 * Called when interactive code replaced the markup under `[attribute="key"]`: if the focus was on an
 * element there and went with it, `standIn(thatElement)` gets it.
 */
export function handOverFocus(attribute: string, key: string, standIn: (previous: Element) => HTMLElement | null | undefined): void {
  const previous = lastFocused;
  if (!previous || previous.closest(`[${attribute}]`)?.getAttribute(attribute) !== key) return;
  const active = document.activeElement;
  if ((active && active !== document.body && active !== previous) || isShown(previous)) return;
  standIn(previous)?.focus();
}
