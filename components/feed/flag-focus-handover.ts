'use client';

import { CARD_FLAGS_ATTRIBUTE } from './card-flag-attributes';

/**
 * A guest's flag buttons are server markup (card-flags.tsx, engagement/promo-controls.tsx); for a
 * member the interactive ones take their place once their code is there. A keyboard user on one of
 * the guest's buttons at that moment would drop to the page's start: the focus moves to the member's
 * button of the same flag on the same promo instead. Both say the flag in `data-flag`; the guest's
 * button names its promo on its container, the member's on itself.
 */

/** The promo (`kind:id`) of a member's flag button. */
export const FLAG_OF_ATTRIBUTE = 'data-flag-of';

let lastFocused: Element | null = null;
let tracking = false;

/** Remembers the focused element from now on (and the one focused already, before the page's scripts ran). */
export function trackFlagFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/** Removed, or hidden by the member's flags (display: none). */
const gone = (element: Element) => !element.isConnected || element.getClientRects().length === 0;

/** Called when a member's flags of `key` are mounted: their button takes the focus a replaced guest button had. */
export function handOverFlagFocus(key: string): void {
  const previous = lastFocused;
  const flag = previous?.getAttribute('data-flag');
  if (!previous || !flag || previous.closest(`[${CARD_FLAGS_ATTRIBUTE}]`)?.getAttribute(CARD_FLAGS_ATTRIBUTE) !== key) return;
  const active = document.activeElement;
  if ((active && active !== document.body && active !== previous) || !gone(previous)) return;
  document.querySelector<HTMLElement>(`[${FLAG_OF_ATTRIBUTE}="${CSS.escape(key)}"][data-flag="${CSS.escape(flag)}"]`)?.focus();
}
