// @ts-check
import { pageCacheGeneration } from '../lib/cache/cache-generation.mjs';

/**
 * The front layer's page cache (docs/architecture.md, Caching, layer 0): for a few
 * seconds, a guest page Next served from its page cache is answered again by the front layer itself,
 * without Next's routing, proxy and cache read. What a CDN in front of the site would do with the
 * page's `s-maxage`, with two limits that keep it as fresh as Next's own cache:
 *
 * - every copy is dropped the moment the page cache changes (a page stored, a tag expired: the
 *   counter in lib/cache/cache-generation.mjs), so a vote shows on the next request as before;
 * - a copy lives at most `seconds` (FRONT_CACHE_SECONDS, default 2), and never longer than the
 *   page's own `s-maxage`, so a list's time-based lifetime grows by those seconds at most.
 *
 * Only requests that cannot differ between guests are answered or stored: GET without the member's
 * cookie, credentials, range or any of Next's router headers (an RSC request), and only answers that are
 * the same for everyone (status 200, HTML, a shared Cache-Control, no cookie but the proxy's own
 * language and campaign cookies, which follow from the key). The key holds
 * everything else the proxy reads for such a request: host, address with its query, Accept-Language,
 * Sec-Fetch-Dest and the language cookie (lib/i18n/intl-memo.ts keys next-intl's answer on the same),
 * and the campaign cookie.
 */

/** Copies kept at most, counted in bytes (page and archive). */
export const FRONT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** How long a copy may be answered from when the setting is absent. */
export const DEFAULT_FRONT_CACHE_SECONDS = 2;

/** Request headers that make an answer per visitor (or not a page): such requests pass through. */
const PERSONAL_HEADERS = new Set(['authorization', 'range', 'if-range', 'rsc', 'purpose']);
/** A member's request passes through: the proxy's guards read this cookie (mirrors AUTH_COOKIE, lib/auth/cookies.ts). */
export const MEMBER_COOKIE = 'auth-token';
const PERSONAL_PREFIXES = ['next-', 'x-nextjs', 'x-middleware'];
/**
 * Cookies the proxy sets on a guest's page by what the key holds (the address's language, a
 * campaign tag in the query): replayed with the copy. Mirrors LOCALE_COOKIE (lib/i18n/routing.ts)
 * and CAMPAIGN_TAG_COOKIE (lib/auth/cookies.ts). An answer setting any other cookie is not kept.
 */
export const REPLAYED_COOKIES = ['locale', 'campaign_tag'];
/** Answer headers not replayed as they are: set again for each answer. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i;

/**
 * The key a guest request is answered from, or null when it must reach Next.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function frontCacheKey(req) {
  if (req.method !== 'GET') return null;
  for (const name of Object.keys(req.headers)) {
    if (PERSONAL_HEADERS.has(name) || PERSONAL_PREFIXES.some((prefix) => name.startsWith(prefix))) return null;
  }
  const { headers } = req;
  const cookies = proxyCookies(headers.cookie);
  if (cookies === null) return null;
  return [headers.host, headers['x-forwarded-host'], headers['x-forwarded-proto'], req.url, headers['accept-language'], headers['sec-fetch-dest'], ...cookies]
    .map((value) => (typeof value === 'string' ? value : ''))
    .join('\n');
}

/**
 * The values of the cookies the proxy reads for a guest (the language and campaign cookies), in
 * REPLAYED_COOKIES order; null for a member, or when one of them is sent twice (which copy would
 * count is then not ours to guess). A cached page itself reads no cookie (it would not be cached),
 * so the visitor's other cookies (consent, visited…) change nothing.
 * @param {string | string[] | undefined} header
 * @returns {Array<string | undefined> | null}
 */
function proxyCookies(header) {
  /** @type {Array<string | undefined>} */
  const values = REPLAYED_COOKIES.map(() => undefined);
  if (header === undefined) return values;
  for (const pair of (Array.isArray(header) ? header.join(';') : header).split(';')) {
    const at = pair.indexOf('=');
    const name = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (name === MEMBER_COOKIE) return null;
    const index = REPLAYED_COOKIES.indexOf(name);
    if (index === -1) continue;
    if (values[index] !== undefined) return null;
    values[index] = pair.slice(at + 1).trim();
  }
  return values;
}

/** @param {string | number | string[] | undefined} setCookie */
function onlyReplayedCookies(setCookie) {
  if (setCookie === undefined) return true;
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((cookie) => REPLAYED_COOKIES.includes(cookie.slice(0, cookie.indexOf('=')).trim()));
}

/**
 * How long an answer may be kept: the smaller of `seconds` and its `s-maxage`; 0 when it is not
 * the same for everyone or not a page.
 * @param {import('node:http').ServerResponse} res
 * @param {number} seconds
 */
export function keepSeconds(res, seconds) {
  if (seconds <= 0 || res.statusCode !== 200 || !onlyReplayedCookies(res.getHeader('Set-Cookie'))) return 0;
  const type = res.getHeader('Content-Type');
  if (typeof type !== 'string' || !/^text\/html\b/i.test(type)) return 0;
  const cacheControl = res.getHeader('Cache-Control');
  const match = typeof cacheControl === 'string' ? S_MAXAGE.exec(cacheControl) : null;
  return match ? Math.min(seconds, Number(match[1])) : 0;
}

/**
 * @typedef {{ etag: string, archive: Buffer | null }} Representation what the front layer's memo holds for a body
 * @typedef {{
 *   headers: Array<[string, string | number | string[]]>, body: string, page: Representation,
 *   expires: number, generation: number, bytes: number,
 * }} FrontCopy
 */

export class FrontPageCache {
  /** @param {{ seconds?: number, maxBytes?: number, now?: () => number }} [options] */
  constructor(options = {}) {
    this.seconds = options.seconds ?? DEFAULT_FRONT_CACHE_SECONDS;
    this.maxBytes = options.maxBytes ?? FRONT_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
    /** @type {Map<string, FrontCopy>} least recently stored first */
    this.copies = new Map();
    this.bytes = 0;
    this.generation = pageCacheGeneration();
    this.hits = 0;
  }

  /** @param {string} key @returns {FrontCopy | null} a copy still good to answer with */
  get(key) {
    this.dropAllIfChanged();
    const copy = this.copies.get(key);
    if (!copy) return null;
    if (copy.expires <= this.now()) {
      this.remove(key, copy);
      return null;
    }
    this.hits += 1;
    return copy;
  }

  /**
   * Keeps an answer, if it was rendered with the page cache as it still is.
   * @param {string} key
   * @param {import('node:http').ServerResponse} res the answer, headers set, body not yet sent
   * @param {string} body
   * @param {Representation} page
   * @param {number} generation the page cache's count when the request arrived
   */
  set(key, res, body, page, generation) {
    const seconds = keepSeconds(res, this.seconds);
    this.dropAllIfChanged();
    if (seconds <= 0 || generation !== this.generation || body.length > this.maxBytes) return;
    /** @type {FrontCopy['headers']} */
    const headers = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers.push([name, value]);
    }
    const previous = this.copies.get(key);
    if (previous) this.remove(key, previous);
    const copy = { headers, body, page, expires: this.now() + seconds * 1000, generation, bytes: body.length * 2 };
    this.copies.set(key, copy);
    this.bytes += copy.bytes;
    for (const [oldKey, old] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  dropAllIfChanged() {
    const current = pageCacheGeneration();
    if (current === this.generation) return;
    this.generation = current;
    this.copies.clear();
    this.bytes = 0;
  }

  /** @param {string} key @param {FrontCopy} copy */
  remove(key, copy) {
    this.copies.delete(key);
    this.bytes -= copy.bytes;
  }
}
