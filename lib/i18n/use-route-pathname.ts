'use client';

import { usePathname as useNextPathname } from 'next/navigation';
import { useMemo } from 'react';
import { matchRoute, splitLocale } from './match-route';
import type { usePathname } from './navigation';

type RoutePathname = ReturnType<typeof usePathname>;

/**
 * The internal route of the address (`/fr/depliants/aldi` → `/folders/[storeSlug]`), like next-intl's
 * `usePathname`, from our own route table (match-route.ts, the one the proxy uses). An address no
 * route matches, or one that cannot be decoded (`/%ZZ`, answered with the 404 view by proxy.ts),
 * answers its path without the locale prefix, as next-intl does for unmatched paths.
 *
 * Not next-intl's hook: it throws a URIError from inside a `useMemo` for `/%ZZ`; catching that left
 * the memo without state, so the component's next render (a store update, a scroll) crashed the
 * whole 404 view with a TypeError.
 */
export function useRoutePathname(): RoutePathname {
  const address = useNextPathname();
  return useMemo(() => (matchRoute(address)?.route ?? splitLocale(address).rest) as RoutePathname, [address]);
}
