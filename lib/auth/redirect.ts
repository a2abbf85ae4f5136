import { hasSecrets } from '@/lib/http/secret-params';

/** Where a visitor may be sent after login: a same-site path, never back to the auth pages themselves. */
const AUTH_PATH = /^\/(?:fr\/)?(?:login|register)(?:[/?#]|$)/;

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  // `//host` and `/\host` are protocol-relative in browsers: another site.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(path)) return null;
  if (AUTH_PATH.test(path)) return null;
  return path;
}

/**
 * Where a visitor came from, as the way back after login: the path and query of a `Referer` on this
 * site (`host` is the request's own), or null. Coming from the login or register page itself, the
 * way back that page was given; never a mail link's page (a reset, a verification, a guest's alert
 * link: its token is single-use and secret, lib/http/secret-params.ts). A link in the header cannot say which page it is on (the HTML of a
 * page is the same for every guest, and the header's code would be in every first load), so the
 * login page asks the request.
 */
export function refererRedirectPath(referer: string | null | undefined, host: string | null | undefined): string | null {
  if (!referer || !host) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== host || hasSecrets(url.search)) return null;
  if (AUTH_PATH.test(url.pathname)) return safeRedirectPath(url.searchParams.get('redirect'));
  return safeRedirectPath(`${url.pathname}${url.search}`);
}
