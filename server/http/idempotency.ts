import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { logger } from '../logger';
import type { AppEnv } from './context';
import { clientIp } from './request';

/**
 * Safe retries (ARCHITECTURE rule 5). A POST/PUT/PATCH/DELETE with an `Idempotency-Key` header runs
 * once per caller and key: the first request claims a row ('running') through the unique
 * (caller, key) constraint, and its response is stored ('done') and replayed for a repeat within
 * 24 hours. A repeat while the first runs gets 409; the same key on a different request gets 422.
 * 5xx results (and the retryable 408/409/425/429) are not stored, so the client's retry runs the
 * handler again.
 *
 * Stored responses may hold secrets (a login answers with a bearer token), so the table holds only a
 * SHA-256 of the key and the body encrypted with a key derived from the Idempotency-Key itself: the
 * database alone cannot reveal them.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Bodies larger than this are not kept; a replay then says the request was processed. */
export const MAX_STORED_BODY_BYTES = 256 * 1024;
/** A request body larger than this is refused rather than buffered for hashing. */
export const MAX_HASHED_BODY_BYTES = 50 * 1024 * 1024;
/** A 'running' row this old belongs to a process that died mid-request; a retry may take it over. */
export const STALE_RUNNING_MINUTES = 5;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const DIFFERENT_REQUEST_MESSAGE = 'This Idempotency-Key was already used with a different request.';
export const IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed.';
const PROCESSED_MESSAGE = 'This request was already processed.';

const GUARDED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STORED_HEADERS = ['content-type', 'location'];
const NO_BODY_STATUSES = new Set([204, 205, 304]);
/**
 * Answers the client retries (besides 5xx): storing them would turn the retry into a replay of the
 * same failure, so like 5xx they release the key.
 */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429]);

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function bodyKey(caller: string, key: string): Buffer {
  return createHash('sha256').update(`idempotency-body\u0000${caller}\u0000${key}`).digest();
}

function encryptBody(body: string, caller: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', bodyKey(caller, key), iv);
  const encrypted = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

function decryptBody(stored: string, caller: string, key: string): string | null {
  if (!stored.startsWith('v1:')) return null;
  try {
    const raw = Buffer.from(stored.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', bodyKey(caller, key), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

class BodyTooLarge extends Error {}

/** SHA-256 of method, path with query, and the raw body bytes, read from a clone so handlers still can. */
async function requestFingerprint(c: Context, method: string, path: string): Promise<string> {
  const hash = createHash('sha256').update(`${method}\n${path}\n`);
  const raw = c.req.raw;
  if (raw.bodyUsed) {
    hash.update(new Uint8Array(await c.req.arrayBuffer()));
    return hash.digest('hex');
  }
  const stream = raw.clone().body;
  if (!stream) return hash.digest('hex');
  const reader = stream.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_HASHED_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    hash.update(value);
  }
  return hash.digest('hex');
}

const lastSweep = new WeakMap<Db, number>();

/** Deletes expired rows now and then (at most every ten minutes per database and process). */
async function sweepExpired(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now);
  try {
    await db
      .delete(idempotencyKeys)
      .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}::int)`);
  } catch (error) {
    logger.warn('idempotency_sweep_failed', { message: error instanceof Error ? error.message : String(error) });
  }
}

async function release(db: Db, id: number): Promise<void> {
  try {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  } catch (error) {
    logger.error('idempotency_release_failed', { id, message: error instanceof Error ? error.message : String(error) });
  }
}

function isTextual(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('text/') || type === 'application/json' || type.endsWith('+json');
}

/** The response body to keep, or null when it is not text or too large to store. */
async function capturedBody(response: Response): Promise<string | null> {
  if (!isTextual(response.headers.get('content-type'))) return null;
  const text = await response.clone().text();
  return Buffer.byteLength(text, 'utf8') <= MAX_STORED_BODY_BYTES ? text : null;
}

async function store(db: Db, id: number, response: Response, caller: string, key: string): Promise<void> {
  const body = await capturedBody(response);
  const headers: Record<string, string> = {};
  for (const name of STORED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: response.status,
      responseHeaders: headers,
      responseBody: body === null ? null : encryptBody(body, caller, key),
    })
    .where(eq(idempotencyKeys.id, id));
}

type StoredRow = typeof idempotencyKeys.$inferSelect;

function replay(c: Context, row: StoredRow, caller: string, key: string): Response {
  const status = (row.responseStatus ?? 200) as StatusCode;
  const headers: Record<string, string> = { ...(row.responseHeaders ?? {}), [REPLAYED_HEADER]: 'true' };
  if (NO_BODY_STATUSES.has(status)) return c.newResponse(null, status, headers);
  const body = row.responseBody === null ? null : decryptBody(row.responseBody, caller, key);
  if (body === null) {
    return c.json({ message: PROCESSED_MESSAGE }, status as ContentfulStatusCode, { [REPLAYED_HEADER]: 'true' });
  }
  return c.newResponse(body, status, headers);
}

function callerOf(c: Context<AppEnv>): string {
  const userId = c.var.userId;
  if (userId !== null && userId !== undefined) return `user:${userId}`;
  return `ip:${(clientIp(c) ?? 'anonymous').slice(0, 120)}`;
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method.toUpperCase();
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (!GUARDED_METHODS.has(method) || header === undefined) return next();

  const key = header.trim();
  if (key === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(key)) {
    const message =
      key.length > MAX_IDEMPOTENCY_KEY_LENGTH
        ? `The ${IDEMPOTENCY_HEADER} header may not be greater than ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`
        : `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters.`;
    return c.json({ message, errors: { [IDEMPOTENCY_HEADER]: [message] } }, 422);
  }

  const db = c.var.db;
  const caller = callerOf(c);
  const keyHash = sha256(key);
  const url = new URL(c.req.url);
  const path = `${url.pathname}${url.search}`;
  let fingerprint: string;
  try {
    fingerprint = await requestFingerprint(c, method, path);
  } catch (error) {
    if (error instanceof BodyTooLarge) return c.json({ message: 'The request body is too large.' }, 413);
    throw error;
  }
  await sweepExpired(db);

  // Claim the key; on a conflict look at the holder. Two rounds cover an expired or abandoned holder
  // being replaced, a third a holder deleted between our insert and select.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ caller, key: keyHash, method, path: path.slice(0, 2048), bodyHash: fingerprint, state: 'running' })
      .onConflictDoNothing({ target: [idempotencyKeys.caller, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return run(c, next, claimed.id, caller, key);

    const [holder] = await db
      .select({
        row: idempotencyKeys,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}::int)`,
        abandoned: sql<boolean>`${idempotencyKeys.state} = 'running' and ${idempotencyKeys.updatedAt} < now() - make_interval(mins => ${STALE_RUNNING_MINUTES}::int)`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, keyHash)))
      .limit(1);
    if (!holder) continue;
    if (holder.expired || holder.abandoned) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, holder.row.id));
      continue;
    }
    const row = holder.row;
    if (row.bodyHash !== fingerprint || row.method !== method) {
      return c.json({ message: DIFFERENT_REQUEST_MESSAGE, errors: { [IDEMPOTENCY_HEADER]: [DIFFERENT_REQUEST_MESSAGE] } }, 422);
    }
    if (row.state !== 'done') return c.json({ message: IN_PROGRESS_MESSAGE }, 409, { 'Retry-After': '1' });
    return replay(c, row, caller, key);
  }
  return c.json({ message: IN_PROGRESS_MESSAGE }, 409, { 'Retry-After': '1' });
};

async function run(c: Context<AppEnv>, next: () => Promise<void>, id: number, caller: string, key: string): Promise<void> {
  const db = c.var.db;
  try {
    await next();
  } catch (error) {
    await release(db, id);
    throw error;
  }
  const response = c.res;
  if (response.status >= 500 || RETRYABLE_STATUSES.has(response.status)) {
    await release(db, id);
    return;
  }
  try {
    await store(db, id, response, caller, key);
  } catch (error) {
    // The handler's work is done and its answer stands. The row stays 'running' rather than being
    // released, so a retry gets 409 instead of doing the work twice (until it counts as abandoned).
    logger.error('idempotency_store_failed', { id, message: error instanceof Error ? error.message : String(error) });
  }
}
