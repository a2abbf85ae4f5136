import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { createApiClient, type ApiClient } from './client';
import { logWithBeacon, shareSourceFrom } from './log';

type BrowserApiConfig = { baseURL: string; domain: string };

let config: BrowserApiConfig = { baseURL: '/api', domain: typeof location === 'undefined' ? 'localhost' : location.hostname };
let client: ApiClient | undefined;
let currentUserId: () => number | string | null = () => null;

/** Called once by the app providers with the run-time public configuration. */
export function configureBrowserApi(next: BrowserApiConfig): void {
  if (next.baseURL === config.baseURL && next.domain === config.domain && client) return;
  config = next;
  client = undefined;
}

/** The session store tells the logger who is signed in. */
export function setApiLogUser(getter: () => number | string | null): void {
  currentUserId = getter;
}

/** The browser's API client: same-origin `/api` unless configured otherwise. */
export function getBrowserApi(): ApiClient {
  client ??= createApiClient({
    baseURL: config.baseURL,
    domain: config.domain,
    locale: () => document.documentElement.lang || 'nl',
    token: () => Cookies.get(AUTH_COOKIE),
    logContext: () => ({
      userId: currentUserId(),
      referrer: document.referrer || null,
      pageUrl: location.href,
      userAgent: navigator.userAgent,
      shareSource: shareSourceFrom(location.href),
    }),
    logError: logWithBeacon(`${config.baseURL.replace(/\/$/, '')}/log`),
  });
  return client;
}
