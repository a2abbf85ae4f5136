// @ts-check
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { pageCacheGeneration } from '../lib/cache/cache-generation.mjs';
import { frontCacheKey } from './front-page-cache.mjs';

/**
 * Response compression and page ETags for the front layer (scripts/front-server.mjs), in place of
 * Next's own (`compress: false` and `generateEtags: false` in next.config.ts). Compression is the same
 * middleware Next uses (its compiled copy of `compression`, default settings) and the ETag the same
 * hash of the same body (Next's `generateETag`), answered with 304 the same way (`fresh`). What
 * changes is how often the work is done: a page served from the cache to every guest is hashed and
 * gzipped once, not on every request. Hashing and gzipping a 120 kB page took about a third of the
 * server's CPU per cached request (docs/performance-history.md, After the architecture step, Throughput).
 *
 * ETags go on what Next gave them to: a page (HTML or RSC payload) whose body is handed to
 * `res.end()` whole, in one string, except that an answer other than 2xx gets none (Next tags a
 * whole 404 too, and would answer its revalidation with 304). The memo (hash and archive) only
 * holds a response that is the same for everyone: GET, status 200, a shared Cache-Control (`s-maxage`, Next's answer for a cached
 * page; never `private`/`no-store`/`no-transform`). It is keyed by the body itself, so a re-rendered
 * page never gets a stale hash or archive. Everything else (streamed renders, API answers, static
 * files, HEAD) goes through the middleware as before; static files then carry no ETag (their
 * Last-Modified still answers 304s, and `/_next/static` is immutable anyway), HEAD of a page neither.
 */

const require = createRequire(import.meta.url);
/** @type {() => (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} */
const compression = require('next/dist/compiled/compression');
/** @type {(res: import('node:http').ServerResponse) => void} */
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');
/** @type {(payload: string, weak?: boolean) => string} */
const { generateETag } = require('next/dist/server/lib/etag');
/** @type {(reqHeaders: Record<string, unknown>, resHeaders: Record<string, unknown>) => boolean} */
const fresh = require('next/dist/compiled/fresh');

/** The middleware's own threshold: smaller bodies are sent as they are. */
const THRESHOLD_BYTES = 1024;
/** Bound of the memo: the bodies (as keys) and their archives, counted in bytes. */
export const PAGE_MEMO_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A bounded memo: body → its ETag and, once asked for, its gzip archive; least recently used first.
 * @typedef {{ etag: string, archive: Buffer | null }} MemoEntry
 */
export class PageMemo {
  /** @param {number} maxBytes */
  constructor(maxBytes = PAGE_MEMO_MAX_BYTES) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, MemoEntry>} */
    this.entries = new Map();
    this.hits = 0;
    this.misses = 0;
  }

  /** @param {string} body @returns {MemoEntry} */
  entry(body) {
    const found = this.entries.get(body);
    if (found) {
      this.hits += 1;
      this.entries.delete(body);
      this.entries.set(body, found);
      return found;
    }
    this.misses += 1;
    const entry = { etag: generateETag(body), archive: null };
    if (body.length <= this.maxBytes) {
      this.entries.set(body, entry);
      this.grow(body.length);
    }
    return entry;
  }

  /** @param {string} body @param {MemoEntry} [entry] its entry, when already looked up @returns {Buffer} */
  gzip(body, entry = this.entry(body)) {
    if (entry.archive) return entry.archive;
    const archive = gzipSync(body);
    if (this.entries.get(body) === entry) {
      entry.archive = archive;
      this.grow(archive.length);
    }
    return archive;
  }

  /** @param {number} bytes */
  grow(bytes) {
    this.bytes += bytes;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= key.length + (value.archive?.length ?? 0);
    }
  }
}

/** `gzip` when the caller lists it explicitly (q > 0) and does not prefer the raw body to it. */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false;
  let gzip = 0;
  let identity = -1;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    const coding = name.trim().toLowerCase();
    if (coding === 'gzip') gzip = Number.isFinite(quality) ? quality : 0;
    else if (coding === 'identity') identity = Number.isFinite(quality) ? quality : 0;
  }
  return gzip > 0 && identity <= gzip;
}

const SHARED_CACHE = /(?:^|,)\s*s-maxage=/i;
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-transform)\s*(?:,|$|=)/i;
const PAGE_TYPES = /^(?:text\/html|text\/x-component)\b/i;

/**
 * Whether `res.end(body)` sends a whole page that Next would have given an ETag.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 * @returns {body is string}
 */
function wholePage(req, res, body) {
  if (typeof body !== 'string' || req.method !== 'GET' || res.headersSent) return false;
  // A precondition such as If-None-Match applies to a 2xx answer only (RFC 9110, 13.2.1): a 404 is
  // never turned into a 304.
  if (res.statusCode < 200 || res.statusCode > 299) return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && PAGE_TYPES.test(type) && res.getHeader('ETag') === undefined;
}

/** Whether the page is the same for everyone: status 200 and a shared Cache-Control. */
function sharedPage(res) {
  const cacheControl = res.getHeader('Cache-Control');
  return res.statusCode === 200 && typeof cacheControl === 'string' && SHARED_CACHE.test(cacheControl) && !NOT_SHARED.test(cacheControl);
}

/** Whether `Vary` already names Accept-Encoding. */
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Answers a guest request from the front layer's copy of the page (front-page-cache.mjs): the same
 * headers, ETag, 304 and gzip decisions as the first answer got.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./front-page-cache.mjs').FrontCopy} copy
 * @param {PageMemo} memo
 */
function answerFromCopy(req, res, copy, memo) {
  for (const [name, value] of copy.headers) res.setHeader(name, value);
  // The middleware adds this when it sends an answer; a copy is taken before that.
  const vary = res.getHeader('Vary');
  if (typeof vary !== 'string' || !VARIES_BY_ENCODING.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  res.setHeader('ETag', copy.page.etag);
  if (fresh(req.headers, { etag: copy.page.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (copy.body.length >= THRESHOLD_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
    const archive = memo.gzip(copy.body, copy.page);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', archive.length);
    res.end(archive);
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(copy.body));
  res.end(copy.body);
}

/**
 * Wraps a request handler with compression and page ETags (see above) and, given a front page
 * cache, answers guests' repeated requests for a cached page from it (front-page-cache.mjs).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ memo?: PageMemo, cache?: import('./front-page-cache.mjs').FrontPageCache | null }} [options]
 */
export function compressedHandler(handle, options = {}) {
  const compress = compression();
  const memo = options.memo ?? new PageMemo();
  const cache = options.cache ?? null;
  return (req, res) => {
    const key = cache ? frontCacheKey(req) : null;
    const copy = key && cache ? cache.get(key) : null;
    if (copy) return answerFromCopy(req, res, copy, memo);
    const generation = pageCacheGeneration();
    compress(req, res, () => {});
    // On a client disconnect the middleware never ends its zlib stream (what Next does as well).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    // Installed after the middleware, so these run first: the middleware sees an archive it passes on.
    let wrote = false;
    const write = res.write;
    const end = res.end;
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {any[]} */ ...args) {
        wrote = true;
        return Reflect.apply(write, res, args);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any[]} */ ...args) {
        const [body] = args;
        if (wrote || !wholePage(req, res, body)) return Reflect.apply(end, res, args);
        const entry = sharedPage(res) ? memo.entry(body) : null;
        if (key && cache && entry) cache.set(key, res, body, entry, generation);
        const etag = entry ? entry.etag : generateETag(body);
        res.setHeader('ETag', etag);
        const callback = args.find((arg) => typeof arg === 'function');
        if (fresh(req.headers, { etag })) {
          res.statusCode = 304;
          res.removeHeader('Content-Length');
          return Reflect.apply(end, res, callback ? [callback] : []);
        }
        if (!entry || body.length < THRESHOLD_BYTES || res.getHeader('Content-Encoding') !== undefined) return Reflect.apply(end, res, args);
        if (!acceptsGzip(req.headers['accept-encoding'])) return Reflect.apply(end, res, args);
        const archive = memo.gzip(body, entry);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', archive.length);
        return Reflect.apply(end, res, callback ? [archive, callback] : [archive]);
      }
    );
    return handle(req, res);
  };
}
