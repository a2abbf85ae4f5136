'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { listenToGuestFlagClicks } from '@/components/feed/guest-flag-clicks';
import { useSession } from '@/lib/stores/session';
import type { MemberPromoControlsProps } from './member-promo-controls';

// The interactive votes and controls (the engagement store, the actions, the toasts' strings) load
// once the session check finds a member, not with a guest's page (docs/performance.md, Session 14).
const MemberPromoControls = lazy(() => import('./member-promo-controls'));

// A guest's click is heard from the moment this module runs, before the page hydrated.
if (typeof document !== 'undefined') listenToGuestFlagClicks();

/**
 * The client part of the promo page's controls: `children` is their guest markup (promo-controls.tsx).
 * A guest's click opens the login dialog (the page's delegated listener); for a member the interactive
 * controls take the markup's place, the markup staying until their code is there (a click on it
 * meanwhile is run by them once mounted: feed/card-flag-requests.ts).
 */
export default function PromoControlsLoader({ children, ...props }: MemberPromoControlsProps & { children: ReactNode }) {
  const member = useSession((state) => state.user !== null);
  return member ? (
    <Suspense fallback={children}>
      <MemberPromoControls {...props} />
    </Suspense>
  ) : (
    children
  );
}
