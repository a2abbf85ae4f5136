import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { createApiClient, type ApiClient } from './client';
import { beaconSink } from '@/lib/log/logger';
import { shareSourceFrom } from './log';

import { browserApiConfig } from './browser-config';

export { configureBrowserApi } from './browser-config';

let client: ApiClient | undefined;
let clientVersion = -1;
let currentUserId: () => number | string | null = () => null;

/** The session store tells the logger who is signed in. */
export function setApiLogUser(getter: () => number | string | null): void {
  currentUserId = getter;
}

/** The browser's API client: same-origin `/api` unless configured otherwise. */
export function getBrowserApi(): ApiClient {
  const { config, version } = browserApiConfig();
  if (client && clientVersion === version) return client;
  clientVersion = version;
  client = createApiClient({
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
    logError: beaconSink(`${config.baseURL.replace(/\/$/, '')}/log`),
  });
  return client;
}
