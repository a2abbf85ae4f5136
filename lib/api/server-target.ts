import { env } from '@/lib/env';
import { inProcessFetch } from './in-process';

export type ServerApiTarget = { baseURL: string; fetch?: ReturnType<typeof inProcessFetch> };

function isAbsolute(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * Where server-side code (rendering, route handlers, the proxy) sends API calls: a configured
 * absolute API, else the API mounted in this process (no network hop), else this server over
 * loopback. Free of `server-only` and `next/headers` so the proxy can use it too.
 */
export function serverApiTarget(): ServerApiTarget {
  const config = env();
  if (isAbsolute(config.API_BASE_URL)) return { baseURL: config.API_BASE_URL };
  const baseURL = `http://localhost:${config.PORT}${config.API_BASE_URL}`;
  const fetch = inProcessFetch();
  return fetch ? { baseURL, fetch } : { baseURL };
}

/**
 * Whether server code has an API to call: the in-process one (registered once the server started)
 * or a configured absolute URL. False during `next build`, where only the loopback guess remains
 * and nothing listens on it, so build-time code can skip API calls instead of failing.
 */
export function hasServerApi(): boolean {
  const target = serverApiTarget();
  return Boolean(target.fetch) || isAbsolute(env().API_BASE_URL);
}
