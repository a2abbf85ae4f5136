import { MAX_REDIRECT_PATH_LENGTH, type RedirectTarget } from '@/lib/api/content';
import { matchRoute, splitLocale } from '@/lib/i18n/match-route';
import { defaultLocale, locales, pathnames } from '@/lib/i18n/routing';
import { errorMessage, logger } from '@/lib/log/logger';
import { safeExternalUrl, safeInternalPath } from './safe-url';
import { TtlCache } from './ttl-cache';

/** How long a lookup (hit or miss) is reused: the API answers with `max-age=60` as well. */
export const REDIRECT_CACHE_TTL_MS = 60_000;
export const REDIRECT_CACHE_MAX_ENTRIES = 1_000;

/**
 * Single-segment paths that are routes in some locale (`folders`, `depliants`, `promos`…) or a
 * locale prefix. In the wrong locale they match the CMS `/[page]` route, but next-intl redirects
 * them to the right slug, so they never need a lookup.
 */
const knownSegments: ReadonlySet<string> = new Set([
  ...locales,
  ...Object.values(pathnames)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .map((template) => template.slice(1))
    .filter((path) => path !== '' && !path.includes('/') && !path.includes('[')),
]);

/**
 * Whether a page request may be a stored redirect: only paths that are not one of the app's static
 * routes, i.e. no route matches or only the catch-all CMS route `/[page]` does.
 */
export function isRedirectCandidate(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.length > MAX_REDIRECT_PATH_LENGTH) return false;
  // `/nl/…` is never served: next-intl strips the default locale first, then the lookup runs.
  const first = pathname.split('/')[1];
  if (first === defaultLocale) return false;
  let matched: ReturnType<typeof matchRoute>;
  try {
    matched = matchRoute(pathname);
  } catch {
    // A malformed percent-encoding in a param: no route can serve it, a stored redirect might.
    return true;
  }
  if (!matched) return true;
  if (matched.route !== '/[page]') return false;
  const segment = splitLocale(pathname).rest.replace(/^\/+|\/+$/g, '');
  return !knownSegments.has(segment);
}

export type RedirectLookup = (path: string) => Promise<RedirectTarget | null>;

export type RedirectResolverOptions = {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Where a failed lookup is reported; the page is served as if there were no redirect. */
  onError?: (error: unknown, path: string) => void;
};

function logLookupFailure(error: unknown, path: string): void {
  logger.warn('redirect_lookup_failed', { path, message: errorMessage(error) });
}

/**
 * Memoises redirect lookups per path (hits and misses) for a minute in a bounded LRU, and shares
 * one in-flight call between simultaneous requests, so a page view usually costs no API call.
 * A failing lookup resolves to null (not cached) and never throws.
 */
export function createRedirectResolver(lookup: RedirectLookup, options: RedirectResolverOptions = {}) {
  const cache = new TtlCache<RedirectTarget | null>({
    maxEntries: options.maxEntries ?? REDIRECT_CACHE_MAX_ENTRIES,
    ttlMs: options.ttlMs ?? REDIRECT_CACHE_TTL_MS,
    now: options.now,
  });
  const inFlight = new Map<string, Promise<RedirectTarget | null>>();
  const onError = options.onError ?? logLookupFailure;

  async function run(path: string): Promise<RedirectTarget | null> {
    try {
      const target = await lookup(path);
      cache.set(path, target);
      return target;
    } catch (error) {
      onError(error, path);
      return null;
    } finally {
      inFlight.delete(path);
    }
  }

  return function resolveRedirect(path: string): Promise<RedirectTarget | null> {
    const cached = cache.get(path);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = inFlight.get(path);
    if (!pending) {
      pending = run(path);
      inFlight.set(path, pending);
    }
    return pending;
  };
}

/**
 * The absolute URL a stored redirect sends a request to, or null when it must not be followed:
 * internal targets stay on the request's origin (keeping the request's query when the target has
 * none), external ones must be plain http(s) URLs, and a redirect to the path itself is ignored.
 */
export function redirectLocation(target: RedirectTarget, requestUrl: URL): string | null {
  if (target.external) return safeExternalUrl(target.to);
  const path = safeInternalPath(target.to);
  if (path === null) return null;
  const url = new URL(path, requestUrl.origin);
  if (!url.search && requestUrl.search) url.search = requestUrl.search;
  if (url.pathname === requestUrl.pathname && url.search === requestUrl.search) return null;
  return url.toString();
}
