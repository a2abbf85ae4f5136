import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bumpPageCacheGeneration } from '../lib/cache/cache-generation.mjs';
import { compressedHandler, PageMemo } from './front-compression.mjs';
import { frontCacheKey, FrontPageCache, MEMBER_COOKIE, REPLAYED_COOKIES } from './front-page-cache.mjs';
import { serveHandler, type Handler } from './test-support/serve-handler';

const PAGE = `<!DOCTYPE html><html><body>${'<p>promo</p>'.repeat(400)}</body></html>`;
const CACHED = 's-maxage=300, stale-while-revalidate=31535700';

/** Next's answer for a cached page, counting how often Next was asked. */
function nextStandIn(options: { cacheControl?: string; status?: number; cookie?: string; type?: string; body?: () => string } = {}) {
  const calls: string[] = [];
  const handler: Handler = (req, res) => {
    calls.push(req.url ?? '');
    res.statusCode = options.status ?? 200;
    res.setHeader('Cache-Control', options.cacheControl ?? CACHED);
    res.setHeader('Content-Type', options.type ?? 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.setHeader('x-nextjs-cache', 'HIT');
    if (options.cookie) res.setHeader('Set-Cookie', options.cookie);
    const body = options.body ? options.body() : PAGE;
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
  return { handler, calls };
}

function serve(handler: Handler, cache: FrontPageCache) {
  return serveHandler(compressedHandler(handler, { memo: new PageMemo(), cache }));
}

function fakeRequest(headers: IncomingHttpHeaders, method = 'GET', url = '/promos'): IncomingMessage {
  return { method, url, headers } as IncomingMessage;
}

describe('frontCacheKey', () => {
  it('keys a guest GET on what the proxy reads, and lets anything personal or not a page through', () => {
    const guest = frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr' }));
    expect(guest).not.toBeNull();
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'nl' }))).not.toBe(guest);
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr' }, 'GET', '/promos?page=2'))).not.toBe(guest);
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr', 'sec-fetch-dest': 'document' }))).not.toBe(guest);
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr', cookie: 'consent=all; visited=1' }))).toBe(guest);
    const withLocale = frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr', cookie: 'locale=nl' }));
    expect(withLocale).not.toBe(guest);
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr', cookie: 'locale=fr' }))).not.toBe(withLocale);
    expect(frontCacheKey(fakeRequest({ host: 'a', 'accept-language': 'fr', cookie: 'campaign_tag=x' }))).not.toBe(guest);
    for (const headers of [{ cookie: 'auth-token=x' }, { cookie: 'consent=all; auth-token=x' }, { cookie: 'locale=nl; locale=fr' }, { authorization: 'Bearer x' }, { rsc: '1' }, { 'next-router-prefetch': '1' }, { 'next-router-state-tree': '%5B%5D' }, { 'next-action': 'abc' }, { range: 'bytes=0-10' }]) {
      expect(frontCacheKey(fakeRequest({ host: 'a', ...headers }))).toBeNull();
    }
    expect(frontCacheKey(fakeRequest({ host: 'a' }, 'HEAD'))).toBeNull();
    expect(frontCacheKey(fakeRequest({ host: 'a' }, 'POST'))).toBeNull();
  });
});

describe('the front page cache', () => {
  it('answers a guest again without asking Next: same body, headers, ETag, gzip and 304', async () => {
    const next = nextStandIn();
    const get = await serve(next.handler, new FrontPageCache({ seconds: 5 }));
    const first = await get('/promos', { 'accept-encoding': 'gzip' });
    const second = await get('/promos', { 'accept-encoding': 'gzip' });
    expect(next.calls).toEqual(['/promos']);
    expect(gunzipSync(second.body).toString()).toBe(PAGE);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(CACHED);
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers.vary).toBe(first.headers.vary);
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/promos');
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    const revalidated = await get('/promos', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(next.calls).toEqual(['/promos']);
  });

  it('drops every copy when the page cache changes (a vote expires a tag): the next request reaches Next', async () => {
    let version = 1;
    const next = nextStandIn({ body: () => `${PAGE}<!-- v${version} -->` });
    const get = await serve(next.handler, new FrontPageCache({ seconds: 60 }));
    await get('/online-promos/36');
    version = 2;
    bumpPageCacheGeneration();
    const after = await get('/online-promos/36');
    expect(after.body.toString()).toContain('v2');
    expect(next.calls).toHaveLength(2);
  });

  it('keeps nothing that was rendered while the page cache changed', async () => {
    let renders = 0;
    const next = nextStandIn({
      body: () => {
        renders += 1;
        if (renders === 1) bumpPageCacheGeneration(); // a vote lands during the first render
        return PAGE;
      },
    });
    const get = await serve(next.handler, new FrontPageCache({ seconds: 60 }));
    await get('/');
    await get('/');
    expect(next.calls).toHaveLength(2);
    await get('/');
    expect(next.calls).toHaveLength(2);
  });

  it('keeps a copy for its seconds at most, and never past the page s-maxage', async () => {
    let now = 1_000_000;
    const next = nextStandIn();
    const get = await serve(next.handler, new FrontPageCache({ seconds: 2, now: () => now }));
    await get('/');
    now += 1_900;
    await get('/');
    expect(next.calls).toHaveLength(1);
    now += 200;
    await get('/');
    expect(next.calls).toHaveLength(2);

    const short = nextStandIn({ cacheControl: 's-maxage=1, stale-while-revalidate=59' });
    const getShort = await serve(short.handler, new FrontPageCache({ seconds: 10, now: () => now }));
    await getShort('/');
    now += 1_000;
    await getShort('/');
    expect(short.calls).toHaveLength(2);
  });

  it("never keeps what is not the same for every guest, nor answers a member's request from a copy", async () => {
    const cases = [
      nextStandIn({ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      nextStandIn({ status: 404 }),
      nextStandIn({ cookie: 'auth-token=abc; Path=/; HttpOnly' }),
      nextStandIn({ cookie: ['locale=nl; Path=/', 'session=1'] as unknown as string }),
      nextStandIn({ type: 'text/x-component' }),
    ];
    for (const next of cases) {
      const get = await serve(next.handler, new FrontPageCache({ seconds: 60 }));
      await get('/');
      await get('/');
      expect(next.calls).toHaveLength(2);
    }
    const next = nextStandIn();
    const get = await serve(next.handler, new FrontPageCache({ seconds: 60 }));
    await get('/', { cookie: 'auth-token=member' });
    await get('/', { cookie: 'auth-token=member' });
    await get('/');
    await get('/', { cookie: 'auth-token=member' });
    expect(next.calls).toHaveLength(4);
  });

  it("replays the proxy's language and campaign cookies, which follow from the address and its query", async () => {
    const next = nextStandIn({ cookie: 'locale=nl; Path=/; Max-Age=31536000; SameSite=lax' });
    const get = await serve(next.handler, new FrontPageCache({ seconds: 60 }));
    await get('/');
    const second = await get('/');
    expect(next.calls).toHaveLength(1);
    expect(second.headers['set-cookie']).toEqual(['locale=nl; Path=/; Max-Age=31536000; SameSite=lax']);
  });

  it('mirrors the names of the cookies it reads', async () => {
    const { LOCALE_COOKIE } = await import('../lib/i18n/routing');
    const { AUTH_COOKIE, CAMPAIGN_TAG_COOKIE } = await import('../lib/auth/cookies');
    expect(REPLAYED_COOKIES).toEqual([LOCALE_COOKIE, CAMPAIGN_TAG_COOKIE]);
    expect(MEMBER_COOKIE).toBe(AUTH_COOKIE);
  });

  it('stays within its byte bound, dropping the oldest copies', async () => {
    const next = nextStandIn();
    const cache = new FrontPageCache({ seconds: 60, maxBytes: PAGE.length * 2 * 2 + 10 });
    const get = await serve(next.handler, cache);
    for (const path of ['/a', '/b', '/c']) await get(path);
    expect(cache.copies.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    await get('/a');
    expect(next.calls).toEqual(['/a', '/b', '/c', '/a']);
  });
});
