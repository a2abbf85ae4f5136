import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { memoiseIntl } from './intl-memo';
import { routing } from './routing';

type Init = { method?: string; headers?: Record<string, string> };
const request = (path: string, init: Init = {}) => new NextRequest(new URL(path, 'http://localhost:3000'), init);

/** A cookie's expiry is now + max-age: checked on its own, within a minute. */
function snapshot(response: NextResponse) {
  for (const cookie of response.cookies.getAll()) {
    if (cookie.maxAge !== undefined) expect(Math.abs(Number(cookie.expires) - (Date.now() + cookie.maxAge * 1000))).toBeLessThan(60_000);
  }
  return {
    status: response.status,
    headers: [...response.headers.entries()].map(([name, value]) => [name, value.replace(/; Expires=[^;]*/, '')]).sort(([a = ''], [b = '']) => a.localeCompare(b)),
    cookies: response.cookies.getAll().map((cookie) => ({ ...cookie, expires: undefined })),
  };
}

const CASES: Array<[string, Init]> = [
  ['/', {}],
  ['/promos/voeding?page=2', {}],
  ['/fr/promos/alimentation', {}],
  ['/fr/promos/voeding', {}], // wrong-language slug: a redirect
  ['/nl/promos', {}], // the default locale's prefix: a redirect
  ['/', { headers: { 'accept-language': 'fr-BE,fr;q=0.9' } }], // browser locale: a redirect to /fr
  ['/', { headers: { cookie: 'locale=fr' } }],
  ['/fr', { headers: { cookie: 'locale=nl', 'sec-fetch-dest': 'document' } }], // cookie follows the address
  ['/fr', { headers: { cookie: 'locale=nl', 'sec-fetch-dest': 'empty' } }], // not for background requests
  ['/store/bouwhuis', { headers: { 'accept-language': 'fr' } }],
];

describe('memoiseIntl', () => {
  it.each(CASES)('answers %s %j exactly as next-intl does, the first time and from the memo', (path, init) => {
    const fresh = createIntlMiddleware(routing);
    const memoised = memoiseIntl(createIntlMiddleware(routing));
    const expected = snapshot(fresh(request(path, init)));
    expect(snapshot(memoised(request(path, init)))).toEqual(expected);
    expect(snapshot(memoised(request(path, init)))).toEqual(expected);
  });

  it("passes each request's own headers on to the render, not the first one's", () => {
    const memoised = memoiseIntl(createIntlMiddleware(routing));
    memoised(request('/promos', { headers: { 'user-agent': 'first', authorization: 'Bearer a' } }));
    const second = memoised(request('/promos', { headers: { 'user-agent': 'second' } }));
    expect(second.headers.get('x-middleware-request-user-agent')).toBe('second');
    expect(second.headers.get('x-middleware-request-authorization')).toBeNull();
    expect(second.headers.get('x-middleware-request-x-next-intl-locale')).toBe('nl');
  });

  it('gives a replayed locale cookie its expiry from the time of the replay', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const memoised = memoiseIntl(createIntlMiddleware(routing));
      const init = { headers: { cookie: 'locale=nl', 'sec-fetch-dest': 'document' } };
      memoised(request('/fr', init));
      vi.setSystemTime(new Date('2026-12-26T10:00:00Z'));
      const cookie = memoised(request('/fr', init)).cookies.get('locale');
      expect(cookie?.value).toBe('fr');
      expect(cookie?.expires).toEqual(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks next-intl once per kind of request, and every time for other methods', () => {
    const middleware = vi.fn(createIntlMiddleware(routing));
    const memoised = memoiseIntl(middleware);
    for (let i = 0; i < 3; i += 1) memoised(request('/promos'));
    memoised(request('/promos', { headers: { 'accept-language': 'fr' } }));
    expect(middleware).toHaveBeenCalledTimes(2);
    memoised(request('/promos', { method: 'POST' }));
    memoised(request('/promos', { method: 'POST' }));
    expect(middleware).toHaveBeenCalledTimes(4);
  });
});
