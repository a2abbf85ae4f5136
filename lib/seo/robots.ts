import type { MetadataRoute } from 'next';
import { localizedPath } from '@/lib/i18n/paths';
import { loggedInOnlyRoutes, locales, pathnames, type AppPathname } from '@/lib/i18n/routing';

/** Routes crawlers should skip: personal (logged-in only) pages and search results. */
const DISALLOWED_ROUTES: readonly AppPathname[] = [...loggedInOnlyRoutes, '/search'];

/** A public route lives under this one (`/prijzenpot/[prizeId]` under `/prijzenpot`). */
function hasPublicChildren(route: AppPathname): boolean {
  return (Object.keys(pathnames) as AppPathname[]).some((other) => other.startsWith(`${route}/`) && !DISALLOWED_ROUTES.includes(other));
}

/**
 * The robots.txt rules of a route in a locale. Rules are prefixes, and `/search` alone would also
 * block a CMS page `/searching-tips`: the path is matched exactly (`$`), with its query variants
 * (`?`) and, unless public pages live there (`/prijzenpot/[prizeId]`), everything below it (`/`).
 */
function routeRules(route: AppPathname, locale: (typeof locales)[number]): string[] {
  const path = localizedPath(route, locale);
  return [`${path}$`, `${path}?`, ...(hasPublicChildren(route) ? [] : [`${path}/`])];
}

/**
 * Path rules robots.txt disallows, in both locales: the API, logged-in-only routes, `/search`, and
 * the `/goto/` short links (redirects to affiliate sites, not pages).
 */
export function disallowedPaths(): string[] {
  const routes = DISALLOWED_ROUTES.flatMap((route) => locales.flatMap((locale) => routeRules(route, locale)));
  const gotoPrefixes = locales.map((locale) => `${localizedPath('/', locale).replace(/\/$/, '')}/goto/`);
  return [...new Set(['/api/', ...routes, ...gotoPrefixes])];
}

/** robots.txt: everything allowed except the paths above, and where the sitemap index is. */
export function robotsFile(sitemapUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths() }],
    sitemap: sitemapUrl,
  };
}
