import type { Context, MiddlewareHandler } from 'hono';
import { AVATAR_MAX_BYTES } from '@/lib/schemas/account-values';
import { POST_IMAGE_MAX_BYTES } from '@/lib/schemas/upload';
import type { AppEnv } from './context';

/**
 * Request bodies are bounded and typed before any handler sees them.
 *
 * Every POST/PUT/PATCH/DELETE body is read here, once, counting bytes as they arrive: a declared
 * `Content-Length` over the route's limit is refused without keeping any of it, and a chunked body is
 * kept only up to the limit, so no body larger than the limit is ever held in memory (the rest is
 * read and dropped, within bounds, so that the 413 reaches the sender: `DRAIN_MAX_BYTES`). The bytes
 * read are handed on as the request's body (handlers, the idempotency fingerprint and `parseBody`
 * read that copy).
 *
 * JSON routes take `application/json` (or `+json`) only; a body of any other type, or of no declared
 * type, is a 415. That is also what keeps other websites from writing through a visitor's browser:
 * a cross-site form or `no-cors` fetch can only send text/plain, urlencoded or multipart bodies (see
 * cross-site.ts for the Origin check). Upload routes take multipart/form-data as well.
 */

export const MAX_JSON_BODY_BYTES = 256 * 1024;
/** `POST /api/log` carries one small entry. */
export const MAX_LOG_BODY_BYTES = 16 * 1024;
/** The multipart envelope around an avatar: boundaries, part headers, any small extra fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
export const MAX_POST_IMAGE_BODY_BYTES = POST_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const UNSUPPORTED_TYPE_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';
const UNSUPPORTED_UPLOAD_TYPE_MESSAGE = 'The request body must be multipart/form-data.';

/** `forms`: HTML form bodies are accepted too (the handler does not read them as JSON). */
type BodyPolicy = { maxBytes: number; multipart: boolean; forms?: boolean };

const JSON_POLICY: BodyPolicy = { maxBytes: MAX_JSON_BODY_BYTES, multipart: false };
/** The form types RFC 8058 one-click unsubscribes are posted as. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Routes whose body differs from the JSON default, by full path. */
const BODY_POLICIES: ReadonlyMap<string, BodyPolicy> = new Map([
  ['/api/log', { maxBytes: MAX_LOG_BODY_BYTES, multipart: false }],
  ['/api/register/upload-image', { maxBytes: MAX_UPLOAD_BODY_BYTES, multipart: true }],
  ['/api/posts/upload-image', { maxBytes: MAX_POST_IMAGE_BODY_BYTES, multipart: true }],
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the signed token is in the query.
  ['/api/deal-alerts/unsubscribe', { maxBytes: MAX_LOG_BODY_BYTES, multipart: false, forms: true }],
]);

/** The methods that carry a body, and the ones the cross-site check guards. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bodyPolicy(path: string): BodyPolicy {
  return BODY_POLICIES.get(path) ?? JSON_POLICY;
}

/** The media type of a Content-Type header, lower case without parameters; null when absent or blank. */
function mediaType(header: string | undefined): string | null {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === '' ? null : type;
}

export function isJsonType(type: string): boolean {
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * How much of a body over the limit is still read, and dropped, before the 413. A client that sends
 * its whole body before it reads the answer (curl, most HTTP libraries, a slow upload) would otherwise
 * write into a connection the server has closed, and the reset that follows throws the 413 away:
 * the sender sees a network error instead of "too large". Up to these bounds the answer arrives and
 * the connection stays usable; past them it is closed at once, as for a body no client should send.
 * Nothing read here is kept: memory stays bounded by the route's limit.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Reads what is left of `stream` and drops it; true when it ended within the bounds above. */
async function drain(stream: ReadableStream<Uint8Array>, alreadyRead: number): Promise<boolean> {
  const reader = stream.getReader();
  let total = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time'>((resolve) => {
    timer = setTimeout(() => resolve('time'), DRAIN_MAX_MS);
  });
  let ended = false;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === 'time') return false;
      if (next.done) return (ended = true);
      total += next.value.byteLength;
      if (total > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    if (!ended) void reader.cancel().catch(() => undefined);
  }
}

/** The 413, after the rest of the body (`stream`, of which `alreadyRead` bytes are read) is dropped. */
async function tooLarge(c: Context, stream: ReadableStream<Uint8Array> | null, alreadyRead: number, declared?: number): Promise<Response> {
  const drained = stream !== null && (declared === undefined || declared <= DRAIN_MAX_BYTES) && (await drain(stream, alreadyRead));
  // Not all of it read: the connection cannot carry another request.
  return c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413, drained ? {} : { Connection: 'close' });
}

function unsupported(c: Context, policy: BodyPolicy): Response {
  return c.json({ message: policy.multipart ? UNSUPPORTED_UPLOAD_TYPE_MESSAGE : UNSUPPORTED_TYPE_MESSAGE }, 415);
}

/**
 * Reads a body stream up to `maxBytes`. Returns the bytes, or null as soon as the stream goes past
 * the limit; the bytes beyond it are never pulled.
 */
export async function readAtMost(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const requestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method.toUpperCase())) return next();
  const policy = bodyPolicy(c.req.path);
  const type = mediaType(c.req.header('content-type'));
  const typeAllowed =
    type !== null && (isJsonType(type) || (policy.multipart && type === 'multipart/form-data') || (policy.forms === true && FORM_TYPES.has(type)));
  if (type !== null && !typeAllowed) return unsupported(c, policy);

  const declared = c.req.header('content-length');
  if (declared !== undefined) {
    const length = /^\s*\d+\s*$/.test(declared) ? Number(declared) : Number.NaN;
    if (!Number.isSafeInteger(length)) return c.json({ message: 'The Content-Length header is invalid.' }, 400);
    if (length > policy.maxBytes) return tooLarge(c, c.req.raw.body, 0, length);
  }

  const raw = c.req.raw;
  if (!raw.body) return next();
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readAtMost(raw.body, policy.maxBytes);
  } catch {
    // The sender broke off (or the framing was bad): nothing to answer for on our side.
    return c.json({ message: 'The request body could not be read.' }, 400, { Connection: 'close' });
  }
  if (bytes === null) return tooLarge(c, raw.body, policy.maxBytes);
  // A body needs a declared type; an empty one (a bodiless POST through a Node server) needs none.
  if (bytes.byteLength > 0 && !typeAllowed) return unsupported(c, policy);
  c.req.raw = new Request(raw, { body: bytes });
  return next();
};
