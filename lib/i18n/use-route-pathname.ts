'use client';

import { usePathname as useNextPathname } from 'next/navigation';
import { splitLocale } from './match-route';
import { usePathname } from './navigation';

type RoutePathname = ReturnType<typeof usePathname>;

/**
 * next-intl's `usePathname` (the internal route of the address), except that an address it cannot
 * decode (`/%ZZ`, answered with the 404 view by proxy.ts) is an unknown route instead of a URIError
 * that breaks the whole 404 view. Like next-intl for any path no route matches, it then answers the
 * path without its locale prefix. Client components use this one.
 */
export function useRoutePathname(): RoutePathname {
  // Called first and always, so the hooks run in the same order whichever way this ends.
  const address = useNextPathname();
  try {
    return usePathname();
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    // Not a route: next-intl's own answer for an unmatched path is typed as a route too.
    return splitLocale(address).rest as RoutePathname;
  }
}
