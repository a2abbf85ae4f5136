'use client';

import { lazy, Suspense } from 'react';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import { useSession } from '@/lib/stores/session';
import { listenToGuestFlagClicks } from './guest-flag-clicks';

// The member's flags (and the engagement store, the actions, the toasts' strings) load once the
// session check finds a member, not with a guest's page (docs/performance-history.md, Session 13).
const MemberCardFlagsLayer = lazy(() => import('./member-card-flags'));

// A guest's click is heard from the moment this module runs, before the page hydrated.
if (typeof document !== 'undefined') listenToGuestFlagClicks();

/**
 * The client part of a list of cards (one per list, not one per card): the cards' flags are server
 * markup (card-flags.tsx); a guest's click on one opens the login dialog, and a member's flags on the
 * list's cards load in one call and make those flags interactive, leaving out the cards they hid.
 */
export function CardFlagsLoader({ items }: { items: readonly FlagItemRef[] }) {
  const member = useSession((state) => state.user !== null);
  return member ? (
    <Suspense fallback={null}>
      <MemberCardFlagsLayer items={items} />
    </Suspense>
  ) : null;
}
