import { VISITED_COOKIE, VISITED_COOKIE_DAYS } from '@/lib/auth/cookies';
import { readToken } from '@/lib/auth/token';
import { readCookie, setCookie } from '@/lib/cookies/site-cookies';
import { postToNative } from './native-bridge';

/** Whether the app's welcome was seen on this device: the `visited` cookie (docs/app-shell.md, The welcome). */
export function hasVisited(): boolean {
  return readCookie(VISITED_COOKIE) === 'true';
}

/** `update-token` to the app: the session's token (null for a guest) with the visited flag. */
export function postSessionToNative(): void {
  postToNative({ type: 'update-token', token: readToken(), visited: hasVisited() });
}

/** After the welcome: `visited` is kept for a year and the app hears it (a `cookie` and an `update-token` message). */
export function markVisited(): void {
  setCookie(VISITED_COOKIE, 'true', { days: VISITED_COOKIE_DAYS });
  postSessionToNative();
}
