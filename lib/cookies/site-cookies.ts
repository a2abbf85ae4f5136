import Cookies from 'js-cookie';
import { AUTH_COOKIE, VISITED_COOKIE } from '@/lib/auth/cookies';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { postToNative } from '@/lib/webview/native-bridge';
import { browserCookieDomain } from './cookie-domain';

/**
 * The one place the browser writes the site's cookies: every cookie gets the site's defaults (path
 * `/`, `SameSite=Lax`, `Secure` on https, a lifetime in days, the parent domain when one is set), and
 * a change to a cookie the native app mirrors is posted to it (docs/app-shell.md, The native bridge:
 * `cookie`). Reads go through here too, so a value is decoded the way it was written.
 */

/** The cookies the apps keep in step with the webview: the session, the language, the welcome and the consent. */
export const APP_COOKIES: ReadonlySet<string> = new Set([AUTH_COOKIE, LOCALE_COOKIE, VISITED_COOKIE, CONSENT_COOKIE]);

export type CookieOptions = {
  days: number;
  /** The value is cookie-safe already (URI-encoded): written as it is, not encoded again. */
  encoded?: boolean;
};

const raw = Cookies.withConverter<string>({ write: (value) => value });

function attributes(days: number, domain: string | undefined) {
  return { expires: days, path: '/', domain, sameSite: 'lax' as const, secure: typeof location !== 'undefined' && location.protocol === 'https:' };
}

/** The value as the page's `document.cookie` holds it (still encoded), or null. */
function storedValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Tells the app a cookie it mirrors now holds this value (or is gone). Called for every write here,
 * and for the `locale` cookie, which next-intl writes (components/app-shell/app-shell-layer.tsx).
 */
export function reportCookie(name: string): void {
  if (APP_COOKIES.has(name)) postToNative({ type: 'cookie', name, value: storedValue(name) });
}

export function setCookie(name: string, value: string, { days, encoded = false }: CookieOptions): void {
  const domain = browserCookieDomain(name);
  (encoded ? raw : Cookies).set(name, value, attributes(days, domain));
  reportCookie(name);
}

export function removeCookie(name: string): void {
  // On the parent domain its host-only copy goes too (browserCookieDomain).
  Cookies.remove(name, { path: '/', domain: browserCookieDomain(name) });
  reportCookie(name);
}

export function readCookie(name: string): string | null {
  return Cookies.get(name) ?? null;
}
