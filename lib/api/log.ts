import type { ApiError } from './errors';

/** What docs/product.md, Errors asks to record for every failed call. */
export type ApiErrorLogEntry = {
  /** `warn` for answers the caller expects to handle (4xx: a missing page, a form error), `error` otherwise. */
  level: 'warn' | 'error';
  event: 'api_call_failed';
  status: number;
  reason: string;
  message: string;
  method: string | null;
  url: string | null;
  user_id: number | string | null;
  referrer: string | null;
  page_url: string | null;
  user_agent: string | null;
  ip: string | null;
  share_source: string | null;
  at: string;
};

export type LogContext = {
  userId: number | string | null;
  referrer: string | null;
  pageUrl: string | null;
  userAgent: string | null;
  ip: string | null;
  shareSource: string | null;
};

export const emptyLogContext: LogContext = {
  userId: null,
  referrer: null,
  pageUrl: null,
  userAgent: null,
  ip: null,
  shareSource: null,
};

/** The query parameter that marks a visit as coming from a share button (cp, fb, ms, wa, em, native). */
export const SHARE_SOURCE_PARAM = 'share_source';

export function shareSourceFrom(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl, 'http://localhost').searchParams.get(SHARE_SOURCE_PARAM);
  } catch {
    return null;
  }
}

export function buildLogEntry(error: ApiError, context: LogContext): ApiErrorLogEntry {
  return {
    level: error.status >= 400 && error.status < 500 ? 'warn' : 'error',
    event: 'api_call_failed',
    status: error.status,
    reason: error.reason,
    message: error.message,
    method: error.method ?? null,
    url: error.url ?? null,
    user_id: context.userId,
    referrer: context.referrer,
    page_url: context.pageUrl,
    user_agent: context.userAgent,
    ip: context.ip,
    share_source: context.shareSource ?? shareSourceFrom(context.pageUrl),
    at: new Date().toISOString(),
  };
}

/** Server side: one JSON line on stderr, ready for any log collector. */
export function logToConsole(entry: ApiErrorLogEntry): void {
  if (entry.level === 'warn') console.warn(JSON.stringify(entry));
  else console.error(JSON.stringify(entry));
}

/** Browser side: hand the entry to the API's log endpoint without delaying the page. */
export function logWithBeacon(endpoint: string) {
  return (entry: ApiErrorLogEntry): void => {
    const body = JSON.stringify(entry);
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      // The API takes JSON only (415 for text/plain). Browsers that refuse a beacon of that type
      // (older Chromium threw for it) get the fetch below instead.
      try {
        if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // Fall through to fetch.
      }
    }
    if (typeof fetch === 'function') {
      fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(
        () => undefined,
      );
    }
  };
}
