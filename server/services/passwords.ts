import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in Node's standard library). Stored form:
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>`, so the cost can be raised later and old
 * hashes still verify (see `needsRehash`).
 */

const ALGORITHM = 'scrypt';
const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// Bounds for values read back from storage: a corrupted or hostile row must neither throw nor make
// verification allocate gigabytes.
const MIN_LOG2_N = 10;
const MAX_LOG2_N = 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 128;

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below what N = 2^17 needs. */
function maxmemFor(n: number, r: number): number {
  return 128 * n * r * 2;
}

function derive(plain: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseInteger(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== ALGORITHM) return null;
  const log2N = parseInteger(parts[1], MIN_LOG2_N, MAX_LOG2_N);
  const r = parseInteger(parts[2], 1, MAX_BLOCK_SIZE);
  const p = parseInteger(parts[3], 1, MAX_PARALLELISM);
  const saltText = parts[4] ?? '';
  const keyText = parts[5] ?? '';
  if (log2N === null || r === null || p === null || !BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) return null;
  return { log2N, r, p, salt, key };
}

/** Hashes a password for storage in `users.password_hash`. Takes a few hundred milliseconds by design. */
export async function hashPassword(plain: string): Promise<string> {
  const n = 2 ** LOG2_N;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, {
    N: n,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmemFor(n, BLOCK_SIZE),
  });
  return [ALGORITHM, LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when `plain` matches the stored hash. A malformed or unsupported stored value is simply a
 * mismatch (false), never an exception, so callers can treat every failure as "wrong credentials".
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || typeof stored !== 'string') return false;
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const n = 2 ** parsed.log2N;
  try {
    const key = await derive(plain, parsed.salt, parsed.key.length, {
      N: n,
      r: parsed.r,
      p: parsed.p,
      maxmem: maxmemFor(n, parsed.r),
    });
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's (rehash it after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.log2N !== LOG2_N ||
    parsed.r !== BLOCK_SIZE ||
    parsed.p !== PARALLELISM ||
    parsed.key.length !== KEY_BYTES
  );
}
