import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { createApiClient, type ApiClient } from './client';
import { logToConsole } from './log';
import { serverApiTarget } from './server-target';

/**
 * The proxy sits in front of every page view: an API that hangs must cost the visitor seconds at
 * most, never the client's full minute.
 */
export const PROXY_API_TIMEOUT_MS = 3_000;

/**
 * An API client for `proxy.ts`: no request context (no cookies, no token: the lookups it makes are
 * public), the in-process API when it is registered, else loopback or the configured API. Built per
 * call because the in-process API registers itself only once the mount module has loaded.
 */
export function getProxyApi(locale: Locale): ApiClient {
  const client = createApiClient({
    ...serverApiTarget(),
    domain: env().SITE_DOMAIN,
    locale: () => locale,
    token: () => undefined,
    // Most paths have no redirect: the API's 404 answers "none", it is not a failure worth a log line.
    logError: (entry) => {
      if (entry.status !== 404) logToConsole(entry);
    },
  });
  client.defaults.timeout = PROXY_API_TIMEOUT_MS;
  return client;
}
