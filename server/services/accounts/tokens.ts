import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, userTokens } from '../../db/schema';
import type { UserTokenPurpose } from '../../db/schema/enums';
import { parseToken, sha256Hex } from '../../http/auth';

/** docs/product.md, Limits: the auth token lives 31 days. */
export const ACCESS_TOKEN_DAYS = 31;
export const VERIFICATION_TOKEN_HOURS = 48;
export const RESET_TOKEN_MINUTES = 60;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits (rejection sampling keeps every character equally likely). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248) out += ALPHANUMERIC[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Creates a bearer token for a user: `id|secret` on the wire, only the secret's SHA-256 stored. */
export async function issueAccessToken(db: Db, userId: number, now: Date, name = 'auth'): Promise<string> {
  const secret = randomAlphanumeric(48);
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId,
      tokenHash: sha256Hex(secret),
      name: name.slice(0, 255),
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_DAYS * 24 * 60 * 60 * 1000),
      lastUsedAt: now,
    })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('access token insert returned no row');
  return `${row.id}|${secret}`;
}

/** The id of the access-token row a bearer header names (already authenticated by the middleware). */
export function accessTokenId(authorization: string | undefined): number | null {
  const match = authorization ? /^Bearer\s+(.+)$/i.exec(authorization) : null;
  const parsed = match?.[1] ? parseToken(match[1]) : null;
  return parsed ? parsed.id : null;
}

export async function revokeAccessToken(db: Db, userId: number, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId)));
}

/** Signs out every session of a user, or every one but `keepTokenId`. */
export async function revokeAccessTokens(db: Db, userId: number, keepTokenId: number | null = null): Promise<void> {
  await db
    .delete(accessTokens)
    .where(keepTokenId === null ? eq(accessTokens.userId, userId) : and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)));
}

/**
 * A single-use token for a mailed link. Earlier unused tokens of the same purpose are deleted, so
 * only the newest link works. The secret is returned once; only its SHA-256 is stored.
 */
export async function createUserToken(db: Db, userId: number, purpose: UserTokenPurpose, expiresAt: Date): Promise<string> {
  const secret = randomAlphanumeric(48);
  await db.transaction(async (tx) => {
    await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    await tx.insert(userTokens).values({ userId, purpose, tokenHash: sha256Hex(secret), expiresAt });
  });
  return secret;
}

/**
 * Marks a mailed token used and returns its user, or null when it is unknown, of another purpose,
 * used or expired. The update is the check, so two concurrent uses cannot both succeed.
 */
export async function consumeUserToken(db: Db, secret: string, purpose: UserTokenPurpose, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9]{20,128}$/.test(secret)) return null;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, sha256Hex(secret)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** The user a still-valid token belongs to, without using it up. */
export async function peekUserToken(db: Db, secret: string, purpose: UserTokenPurpose, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9]{20,128}$/.test(secret)) return null;
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, sha256Hex(secret)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteUserTokens(db: Db, userId: number, purpose?: UserTokenPurpose): Promise<void> {
  await db
    .delete(userTokens)
    .where(purpose ? and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)) : eq(userTokens.userId, userId));
}
