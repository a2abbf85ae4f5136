import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressedHandler, PageMemo } from './front-compression.mjs';
import { serveHandler, type Answer, type Handler } from './test-support/serve-handler';

const require = createRequire(import.meta.url);
const { generateETag } = require('next/dist/server/lib/etag') as { generateETag: (payload: string) => string };

const PAGE = `<!DOCTYPE html><html><body>${'<p>promo</p>'.repeat(400)}</body></html>`;
const CACHED = 's-maxage=300, stale-while-revalidate=31535700';

/** A cached page as Next sends it: headers, then the whole body in one `end()`. */
const cachedPage =
  (body = PAGE, cacheControl = CACHED): Handler =>
  (_req, res) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };

/** The handler under the compression layer, with requests for `/` that name only their headers and method. */
async function serve(handler: Handler, memo = new PageMemo()): Promise<{ get(headers?: Record<string, string>, method?: string): Promise<Answer>; memo: PageMemo }> {
  const get = await serveHandler(compressedHandler(handler, { memo }));
  return { get: (headers = {}, method = 'GET') => get('/', headers, method), memo };
}

describe('acceptsGzip', () => {
  it('follows what the caller lists', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0.5, identity')).toBe(false);
    expect(acceptsGzip('deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('compressedHandler', () => {
  it('gzips a cached page once and serves the same archive afterwards', async () => {
    const { get, memo } = await serve(cachedPage());
    const first = await get({ 'accept-encoding': 'gzip' });
    const second = await get({ 'accept-encoding': 'gzip, deflate, br' });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString()).toBe(PAGE);
      expect(answer.headers.etag).toBe(generateETag(PAGE));
    }
    expect([memo.misses, memo.hits]).toEqual([1, 1]);
  });

  it('answers 304 to a caller that has the page, as Next did', async () => {
    const { get } = await serve(cachedPage());
    const answer = await get({ 'accept-encoding': 'gzip', 'if-none-match': generateETag(PAGE) });
    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe(generateETag(PAGE));
    expect(answer.headers['cache-control']).toBe(CACHED);
    expect(answer.body.length).toBe(0);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('a changed page gets a new archive, never the old one', async () => {
    let body = PAGE;
    const memo = new PageMemo();
    const { get } = await serve((req, res) => cachedPage(body)(req, res), memo);
    await get({ 'accept-encoding': 'gzip' });
    body = PAGE.replace('promo', 'other');
    expect(gunzipSync((await get({ 'accept-encoding': 'gzip' })).body).toString()).toBe(body);
    expect(memo.misses).toBe(2);
  });

  it('sends the raw page to a caller without gzip', async () => {
    const { get, memo } = await serve(cachedPage());
    const answer = await get({ 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toBe(generateETag(PAGE));
    expect(answer.body.toString()).toBe(PAGE);
    expect(memo.entries.get(PAGE)?.archive).toBeNull();
  });

  it('compresses a per-visitor page on every request, as the middleware did, without remembering it', async () => {
    const { get, memo } = await serve(cachedPage(PAGE, 'private, no-cache, no-store, max-age=0, must-revalidate'));
    const answer = await get({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(answer.headers.etag).toBe(generateETag(PAGE));
    expect(memo.entries.size).toBe(0);
  });

  it('compresses a streamed answer as it goes', async () => {
    const { get, memo } = await serve((_req, res) => {
      res.setHeader('Cache-Control', CACHED);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 2000));
      res.end(PAGE.slice(2000));
    });
    const answer = await get({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(answer.headers.etag).toBeUndefined();
    expect(memo.entries.size).toBe(0);
  });

  it('leaves HEAD, errors and small bodies alone', async () => {
    const { get: head } = await serve(cachedPage());
    expect((await head({ 'accept-encoding': 'gzip' }, 'HEAD')).headers['content-encoding']).toBeUndefined();
    const { get: missing, memo } = await serve((req, res) => {
      res.statusCode = 404;
      cachedPage()(req, res);
    });
    const notFound = await missing({ 'accept-encoding': 'gzip' });
    expect(notFound.headers['content-encoding']).toBe('gzip');
    // No ETag on a 404, so no revalidation turns it into a 304.
    expect(notFound.headers.etag).toBeUndefined();
    expect((await missing({ 'accept-encoding': 'gzip', 'if-none-match': '*' })).status).toBe(404);
    expect(memo.entries.size).toBe(0);
    const { get: small } = await serve(cachedPage('<p>tiny</p>'));
    const answer = await small({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<p>tiny</p>');
  });

  it('keeps the memo within its bound, dropping the least recently used', () => {
    const memo = new PageMemo(PAGE.length * 2 + 400);
    const pages = ['a', 'b', 'c'].map((name) => PAGE.replace('promo', name));
    for (const page of pages) memo.gzip(page);
    expect(memo.entries.get(pages[2] as string)?.archive).not.toBeNull();
    expect(memo.bytes).toBeLessThanOrEqual(memo.maxBytes);
    expect(memo.entries.has(pages[0] as string)).toBe(false);
    expect(memo.entries.has(pages[2] as string)).toBe(true);
  });
});
