import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { AppEnv } from './context';
import { unauthenticated } from './errors';
import { MAX_RECORD_ID } from '@/lib/schemas/limits';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Splits an opaque `id|secret` token; null when it cannot be one of ours. */
export function parseToken(raw: string): { id: number; secret: string } | null {
  const match = /^(\d{1,10})\|([A-Za-z0-9]{20,128})$/.exec(raw.trim());
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  return id > 0 && id <= MAX_RECORD_ID ? { id, secret: match[2] } : null;
}

/** The signed-in user id for a bearer token, or null (unknown, expired, revoked, deleted user). */
export async function userIdForToken(db: Db, raw: string): Promise<number | null> {
  const parsed = parseToken(raw);
  if (!parsed) return null;
  const [row] = await db
    .select({ userId: accessTokens.userId, tokenHash: accessTokens.tokenHash, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, and(eq(users.id, accessTokens.userId), isNull(users.deletedAt)))
    .where(eq(accessTokens.id, parsed.id))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const actual = Buffer.from(sha256Hex(parsed.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return null;
  return row.userId;
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** What a shared cache (a CDN, a proxy) may do with an answer to a request that carried a token. */
export const MEMBER_RESPONSE_CACHE = 'private, no-store';

/**
 * Resolves the bearer token, if any, to `c.var.userId` (null for guests). A bad token on a public
 * route is treated as a guest; routes that need a user call `requireUser`. An answer to a request
 * with a token may hold that member's data (their notifications, points, flags on a promo), so it
 * says MEMBER_RESPONSE_CACHE unless its route chose a Cache-Control itself.
 */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c);
  c.set('userId', token ? await userIdForToken(c.var.db, token) : null);
  await next();
  if (token && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', MEMBER_RESPONSE_CACHE);
};

/** The signed-in user's id, or a 401 `{"message":"Unauthenticated."}`. */
export function requireUser(c: Context<AppEnv>): number {
  const userId = c.var.userId;
  if (userId === null || userId === undefined) throw unauthenticated();
  return userId;
}
