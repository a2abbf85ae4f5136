'use client';

import { lazy, Suspense, useEffect } from 'react';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import { useSession } from '@/lib/stores/session';
import { CARD_FLAGS_ATTRIBUTE } from './card-flag-attributes';

// The member's flags (and the engagement store, the actions, the toasts' strings) load once the
// session check finds a member, not with a guest's page (docs/performance-history.md, Session 13).
const MemberCardFlagsLayer = lazy(() => import('./member-card-flags'));

let listening = false;

/** One listener for every card of the page: a click on a guest's flag loads the login gate and opens the login dialog. */
function listenToGuestClicks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`[${CARD_FLAGS_ATTRIBUTE}] button[data-flag]`) : null;
    if (button) void import('./card-flag-click').then((module) => module.guestFlagClick(button));
  });
}

/**
 * The client part of a list of cards (one per list, not one per card): the cards' flags are server
 * markup (card-flags.tsx); a guest's click on one opens the login dialog, and a member's flags on the
 * list's cards load in one call and make those flags interactive, leaving out the cards they hid.
 */
export function CardFlagsLoader({ items }: { items: readonly FlagItemRef[] }) {
  const member = useSession((state) => state.user !== null);
  useEffect(listenToGuestClicks, []);
  return member ? (
    <Suspense fallback={null}>
      <MemberCardFlagsLayer items={items} />
    </Suspense>
  ) : null;
}
