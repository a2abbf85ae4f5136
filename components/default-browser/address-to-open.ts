import { safeInternalPath } from '@/lib/navigation/safe-url';

/** The query parameter of `/default-browser` that names the page to open (a path or URL on this site). */
export const URL_PARAM = 'url';

/**
 * The address to open in the default browser: the `?url=` of the page when it points to this site,
 * else `fallback`. A foreign or dangerous value is ignored, so the page cannot hand out someone
 * else's link.
 */
export function addressToOpen(search: string, origin: string, fallback: string): string {
  const requested = new URLSearchParams(search).get(URL_PARAM);
  const path = requested === null ? null : safeInternalPath(requested, origin);
  return path === null ? fallback : `${origin}${path}`;
}
