import Cookies from 'js-cookie';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from './cookies';

/** The bearer token lives in a cookie so the proxy's route guards see it too (docs/product.md, Limits: 31 days). */
export function readToken(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

export function storeToken(token: string): void {
  Cookies.set(AUTH_COOKIE, token, {
    expires: AUTH_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

export function clearToken(): void {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
}
