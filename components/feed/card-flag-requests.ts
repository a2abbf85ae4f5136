'use client';

import type { PromoFlag } from '@/components/engagement/use-promo-flags';

/**
 * A click on a card's flag before the member's flags were there (a guest who then logged in, or a
 * member whose session check was under way): card-flag-click.ts asks for it here, and the member's
 * flags of that card (member-card-flags.tsx) run it once they are mounted.
 */

/** A flag to flip, or the promo page's "report expired" (engagement/promo-member-controls.tsx). */
export type GuestFlag = PromoFlag | 'report-expired';
export type FlagRequest = { flag: GuestFlag; afterLogin: boolean };
type Runner = (request: FlagRequest) => void;

const runners = new Map<string, Runner>();
const waiting = new Map<string, FlagRequest>();

export function requestCardFlag(key: string, request: FlagRequest): void {
  const runner = runners.get(key);
  if (runner) runner(request);
  else waiting.set(key, request);
}

/** The member's flags of a card take its requests (one card per key runs them); returns the unregister. */
export function takeCardFlagRequests(key: string, runner: Runner): () => void {
  runners.set(key, runner);
  const request = waiting.get(key);
  waiting.delete(key);
  if (request) runner(request);
  return () => {
    if (runners.get(key) === runner) runners.delete(key);
  };
}
