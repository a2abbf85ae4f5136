import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { createNavigation } from 'next-intl/navigation';
import { hrefPath, type LooseHref } from './localize-href';
import { Link as LocalizedLink, useRouter as useLocalizedRouter } from './localized-link';
import type { Locale, locales, pathnames } from './routing';
import { useRoutePathname } from './use-route-pathname';

/**
 * The navigation helpers of next-intl's `createNavigation(routing)`, with its types, built on our
 * route table (localize-href.ts) instead of its runtime: its client part and a second copy of the
 * table were in every page's first load (docs/performance.md, Session 14).
 */
type Navigation = ReturnType<typeof createNavigation<typeof locales, 'as-needed', typeof pathnames>>;

export const Link = LocalizedLink as unknown as Navigation['Link'];
export const useRouter = useLocalizedRouter as unknown as Navigation['useRouter'];
export const usePathname = useRoutePathname as Navigation['usePathname'];

type PathnameArgs = { href: LooseHref; locale: Locale; forcePrefix?: boolean };

export const getPathname = (({ href, locale, forcePrefix }: PathnameArgs) => hrefPath(href, locale, forcePrefix)) as Navigation['getPathname'];

export const redirect = ((args: PathnameArgs, type?: Parameters<typeof nextRedirect>[1]) => nextRedirect(hrefPath(args.href, args.locale, args.forcePrefix), type)) as Navigation['redirect'];

export const permanentRedirect = ((args: PathnameArgs, type?: Parameters<typeof nextPermanentRedirect>[1]) =>
  nextPermanentRedirect(hrefPath(args.href, args.locale, args.forcePrefix), type)) as Navigation['permanentRedirect'];
