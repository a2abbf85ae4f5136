import type { Context } from 'hono';
import type { z } from 'zod';
import type { AccountErrorBody, UserResponse } from '@/lib/api/account';
import type { Locale } from '@/lib/i18n/routing';
import { accountSchemas } from '@/lib/schemas/account';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { fieldErrors, HttpError, validationError, zodToFieldErrors } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { clientIp } from '../../http/request';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { isOwnAvatar } from '../../services/accounts/avatar-upload';
import { accountConfig, type AccountConfig } from '../../services/accounts/config';
import { accountTexts, validationMessages, type AccountTexts } from '../../services/accounts/messages';
import { accountRateLimiter, type RateRule } from '../../services/accounts/rate-limit';
import { parseIncludes, presentUser } from '../../services/accounts/users';

/**
 * What every account route shares: the request's locale, texts, configuration and schemas, rate
 * limits, body checks that report one message per field, and the timing-safe password check.
 *
 * Security (OWASP ASVS level 2): generic answers wherever an address could otherwise be probed
 * (login, reset, resend, verification status); a password hash is checked even for unknown
 * addresses so timing does not tell either; rate limits per IP and per address; mailed links are
 * single-use, expiring, stored as hashes; secrets never reach the log.
 */

/** An account refusal: HttpError with the account body's `error` code and toast `title`. */
export function accountError(
  status: 400 | 403 | 404 | 422 | 429,
  body: AccountErrorBody,
  headers?: Record<string, string>,
): HttpError {
  return new HttpError(status, body.message, body.errors, headers, { error: body.error, title: body.title });
}

export type AccountRequest = {
  c: Context<AppEnv>;
  db: Db;
  locale: Locale;
  t: AccountTexts;
  config: AccountConfig;
  schemas: ReturnType<typeof accountSchemas>;
  ip: string | null;
};

export function accountRequest(c: Context<AppEnv>): AccountRequest {
  const locale = requestLocale(c);
  const config = accountConfig();
  return {
    c,
    db: c.var.db,
    locale,
    t: accountTexts(locale),
    config,
    schemas: accountSchemas(validationMessages(locale), config.now),
    ip: clientIp(c)?.slice(0, 64) ?? 'unknown',
  };
}

export function limit(r: AccountRequest, checks: Array<{ rule: RateRule; key: string | null | undefined }>): void {
  const retryAfter = accountRateLimiter.hit(
    checks.map(({ rule, key }) => ({ rule, key: key ?? null })),
    r.config.now().getTime(),
  );
  if (retryAfter !== null) {
    throw accountError(429, { message: r.t.tooManyAttempts(retryAfter), error: 'too_many_attempts' }, { 'Retry-After': String(retryAfter) });
  }
}

/** The e-mail of a body, normalised, for per-address rate limits (before validation). */
export function emailKey(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() || null : null;
}

export type Checked<T> = { data: T | null; errors: Record<string, string[]> };

/** Parses a body; on failure one message per field, the first rule it broke (a form shows one line per field). */
export function check<S extends z.ZodType>(schema: S, body: unknown): Checked<z.infer<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data, errors: fieldErrors() };
  const errors = fieldErrors();
  for (const [field, messages] of Object.entries(zodToFieldErrors(parsed.error))) errors[field] = messages.slice(0, 1);
  return { data: null, errors };
}

export function addError(errors: Record<string, string[]>, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The data, or a 422 with every field error (schema and extra checks together). */
export function valid<T>(checked: Checked<T>): T {
  if (Object.keys(checked.errors).length > 0 || checked.data === null) throw validationError(checked.errors);
  return checked.data;
}

let dummyHash: Promise<string> | null = null;
/** A hash to check against when there is no account, so a wrong address costs as long as a wrong password. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${Math.random()}`);
  return dummyHash;
}

export async function passwordMatches(plain: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await timingHash());
  const ok = await verifyPassword(plain, hash);
  return ok && stored !== null && stored !== undefined;
}

export function notVerified(r: AccountRequest): HttpError {
  return accountError(403, { message: r.t.emailNotVerified, error: 'email_not_verified' });
}

export async function meResponse(r: AccountRequest, userId: number, rawInclude: unknown): Promise<Response> {
  const user = await presentUser(r.db, userId, parseIncludes(rawInclude));
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return r.c.json({ data: user } satisfies UserResponse, 200, { 'Cache-Control': 'no-store' });
}

export async function checkAvatar(r: AccountRequest, avatar: string | null, userId: number | null, errors: Record<string, string[]>): Promise<void> {
  if (avatar && !(await isOwnAvatar(r.db, avatar, userId))) addError(errors, 'avatar', r.t.avatarUnknown);
}
