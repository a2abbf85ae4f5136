import { readCookie, removeCookie, setCookie } from '@/lib/cookies/site-cookies';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from './cookies';

/** The bearer token lives in a cookie so the proxy's route guards see it too (docs/product.md, Limits: 31 days). */
export function readToken(): string | null {
  return readCookie(AUTH_COOKIE);
}

export function storeToken(token: string): void {
  setCookie(AUTH_COOKIE, token, { days: AUTH_COOKIE_DAYS });
}

export function clearToken(): void {
  removeCookie(AUTH_COOKIE);
}
