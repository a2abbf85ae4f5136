import { withoutSecrets } from '@/lib/http/secret-params';
import { logger } from '@/lib/log/logger';
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

/** Logs keep the addresses, not the secrets in them (a mail link's token, an e-mail address). */
const redacted = (url: string | null | undefined) => (url ? withoutSecrets(url) : null);

export function buildLogEntry(error: ApiError, context: LogContext): ApiErrorLogEntry {
  return {
    level: error.status >= 400 && error.status < 500 ? 'warn' : 'error',
    event: 'api_call_failed',
    status: error.status,
    reason: error.reason,
    message: error.message,
    method: error.method ?? null,
    url: redacted(error.url),
    user_id: context.userId,
    referrer: redacted(context.referrer),
    page_url: redacted(context.pageUrl),
    user_agent: context.userAgent,
    ip: context.ip,
    share_source: context.shareSource ?? shareSourceFrom(context.pageUrl),
    at: new Date().toISOString(),
  };
}

/** Server side: one JSON line on stderr through the web logger (lib/log/logger.ts). */
export function logToConsole(entry: ApiErrorLogEntry): void {
  logger.write(entry);
}
