import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import type { ApiError } from './errors';
import { toApiError } from './to-api-error';
import { buildLogEntry, emptyLogContext, type ApiErrorLogEntry, type LogContext } from './log';
import { serializeQuery } from './query';

/** docs/product.md, API: every call times out after a minute. */
export const API_TIMEOUT_MS = 60_000;
/** Non-idempotent methods are retried once on these statuses; GET/HEAD/OPTIONS never. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const RETRIED_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete']);
export const MAX_RETRIES = 1;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type ApiClientOptions = {
  /** Absolute (`https://api.example/api`) or same-origin (`/api`). */
  baseURL: string;
  /** The configured site domain, sent as the `Domain` header. */
  domain: string;
  /** The current locale, sent as the `Language` header. Read per request because it changes. */
  locale: () => string;
  /** The bearer token, if any. Read per request because login and logout change it. */
  token: () => string | null | undefined;
  /** Who and where, for the error log. */
  logContext?: () => Partial<LogContext> | Promise<Partial<LogContext>>;
  logError?: (entry: ApiErrorLogEntry) => void;
  /** A fetch to use instead of the network, e.g. the API mounted in the same process. */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Delay before the single retry; tests use 0. */
  retryDelayMs?: number;
};

function randomKey(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  // Insecure contexts (plain http on a LAN address) have getRandomValues but not randomUUID.
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isRetriedMethod(config: InternalAxiosRequestConfig | undefined): boolean {
  return RETRIED_METHODS.has((config?.method ?? 'get').toLowerCase());
}

/**
 * The one typed API client (docs/product.md, API). Resource modules take the instance it returns as their
 * first argument, so the same call works in the browser, on the server and in tests.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL.replace(/\/$/, ''),
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    paramsSerializer: { serialize: serializeQuery },
    ...(options.fetch ? { adapter: 'fetch' as const, env: { fetch: options.fetch } } : {}),
  });

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('Accept', 'application/json');
    // A form is multipart: axios then leaves the header with its boundary to fetch. Without this, outside
    // a browser (server code, tests) axios labels a FormData body with its urlencoded POST default.
    headers.set('Content-Type', config.data instanceof FormData ? 'multipart/form-data' : 'application/json');
    headers.set('Domain', options.domain);
    headers.set('Language', options.locale());
    const token = options.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    // The key is set once; the retry reuses this config, so it repeats the same key.
    if (isRetriedMethod(config) && !headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, randomKey());
    config.headers = headers;
    return config;
  });

  axiosRetry(instance, {
    retries: MAX_RETRIES,
    retryDelay: () => options.retryDelayMs ?? 300,
    shouldResetTimeout: true,
    retryCondition: (error) => {
      if (!isRetriedMethod(error.config)) return false;
      const status = error.response?.status;
      if (status === undefined) return false;
      return RETRY_STATUSES.has(status) && !isNetworkError(error);
    },
  });

  // A retry runs the whole chain again, this interceptor included, and its failure then passes
  // through here a second time on the way out of the original call: log each failure only once.
  const logged = new WeakSet<ApiError>();
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error);
    if (logged.has(apiError)) throw apiError;
    logged.add(apiError);
    if (apiError.reason !== 'canceled' && options.logError) {
      // Logging must never hide the original failure.
      try {
        let context: Partial<LogContext> = {};
        try {
          context = (await options.logContext?.()) ?? {};
        } catch {
          // Log what is known rather than nothing.
        }
        options.logError(buildLogEntry(apiError, { ...emptyLogContext, ...context }));
      } catch {
        // A broken logger must not replace the ApiError the caller is waiting for.
      }
    }
    throw apiError;
  });

  return instance;
}

export type ApiClient = AxiosInstance;
