import { browserCookieDomain } from '@/lib/cookies/cookie-domain';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, pathnames, type Locale } from './routing';

/** A query as next-intl's navigation takes it (`{ q: 'x', tag: ['a', 'b'] }`). */
export type QueryParams = Record<string, string | number | boolean | ReadonlyArray<string | number | boolean> | undefined>;

/** A route key of `pathnames` (or any other path), or one with its params, query and hash. */
export type LooseHref = string | { pathname: string; params?: Record<string, string | number | ReadonlyArray<string | number>>; query?: QueryParams; hash?: string };

/** An address next/link or the router leaves alone: another site (`https:`, `mailto:`) or a relative one. */
export function isLocalizable(pathname: string): boolean {
  return pathname.startsWith('/') && !/^[a-z]+:/i.test(pathname);
}

export function serializeQuery(query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value as ReadonlyArray<string | number | boolean>) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

/**
 * The external path of a route (`/folders/[storeSlug]` with its params) in a locale, exactly as
 * next-intl's `getPathname` built it for our routing (docs/architecture.md, "Folder layout",
 * `lib/i18n/`): the locale's template, params filled in, non-ASCII characters encoded, no trailing
 * slash, the `/fr` prefix (or `/nl` too with `forcePrefix`, which a locale switch uses: the proxy
 * then keeps the address in step with the locale cookie). A path that is no route key is only
 * prefixed.
 */
export function localizePathname(
  route: string,
  locale: Locale,
  params?: Record<string, string | number | ReadonlyArray<string | number>>,
  forcePrefix?: boolean,
): string {
  // Another site or a relative address: as given (next-intl's Link passes them through).
  if (!isLocalizable(route)) return route;
  let path = route;
  if (Object.hasOwn(pathnames, route)) {
    const value = pathnames[route as keyof typeof pathnames];
    path = typeof value === 'string' ? value : value[locale];
    for (const [name, param] of Object.entries(params ?? {})) {
      const replacement = Array.isArray(param) ? param.map(String).join('/') : String(param);
      path = path.replace(new RegExp(`\\[${name}\\]`, 'g'), () => replacement);
    }
    if (path.includes('[')) throw new Error(`Missing params for ${route}`);
    path = new URL(path, 'http://l').pathname;
  }
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  const prefix = forcePrefix ?? locale !== defaultLocale;
  if (!prefix) return path;
  return /^\/(\?.*)?$/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** next-intl's `getPathname({ href, locale })`: the whole address (path and query) of an href in a locale. */
export function hrefPath(href: LooseHref, locale: Locale, forcePrefix?: boolean): string {
  if (typeof href === 'string') return localizePathname(href, locale, undefined, forcePrefix);
  const path = localizePathname(href.pathname, locale, href.params, forcePrefix);
  return href.query ? `${path}${serializeQuery(href.query)}` : path;
}

/**
 * A language switch writes the locale cookie before it navigates: the router may answer from its
 * cache without asking the server, whose proxy would otherwise set it (next-intl's syncLocaleCookie).
 */
export function syncLocaleCookie(current: Locale, next: Locale | undefined): void {
  if (!next || next === current) return;
  const domain = browserCookieDomain(LOCALE_COOKIE);
  document.cookie = `${LOCALE_COOKIE}=${next};sameSite=lax;max-age=${LOCALE_COOKIE_MAX_AGE};path=/;${domain ? `domain=${domain};` : ''}`;
}
