'use client';

import { takeEarlyClicks } from '@/components/engagement/early-clicks';
import { CARD_FLAGS_ATTRIBUTE } from './card-flag-attributes';
import { trackFocus } from '@/components/ui/focus-handover';

let listening = false;

/**
 * One listener for the whole page: a click on a guest's flag (server markup under
 * `[data-card-flags="kind:id"]` with `data-flag`: a feed card's flags, card-flags.tsx, or the promo
 * page's votes and member controls, engagement/promo-controls.tsx) loads the login gate and opens the
 * login dialog; the flag is set by the member's controls once they logged in (card-flag-requests.ts).
 */
export function listenToGuestFlagClicks(): void {
  if (listening) return;
  listening = true;
  // A member's flags may take these buttons' place: the focus is kept (ui/focus-handover.ts).
  trackFocus();
  const selector = `[${CARD_FLAGS_ATTRIBUTE}] button[data-flag]`;
  const open = (button: HTMLButtonElement) => void import('./card-flag-click').then((module) => module.guestFlagClick(button));
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(selector) : null;
    if (button) open(button);
  });
  // A click before this module ran (engagement/early-clicks.ts) counts too: the last one.
  const early = takeEarlyClicks(selector).at(-1);
  if (early instanceof HTMLButtonElement) open(early);
}
