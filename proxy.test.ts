import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from './proxy';

/** The proxy's answer to addresses Next.js cannot route (see malformedAddress in proxy.ts). */

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'));

describe('malformed addresses', () => {
  it.each(['/api/%ZZ', '/api/posts/%', '/api/category/%E0%A4%A', '/api/store/a%00b'])('%s is the API JSON 404', async (path) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: `The route ${path} could not be found.` });
  });

  it.each([
    ['/store/%25', 'nl'],
    ['/promos/%25', 'nl'],
    ['/goto/%25', 'nl'],
    ['/%ZZ', 'nl'],
    ['/fr/%ZZ', 'fr'],
    ['/fr/magasins/%25', 'fr'],
    ['/store/%C3%28', 'nl'],
    ['/a%00b', 'nl'],
    ['/fr/depliants/a%00b', 'fr'],
    ['/%ZZ.png', 'nl'],
  ])('%s renders the %s 404 view', async (path, locale) => {
    const response = await proxy(request(path));
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/${locale}/malformed-address`);
    // The view's messages follow the address's language (next-intl reads it from this header).
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe(locale);
  });

  it('leaves well-formed API and file addresses with a % alone', async () => {
    for (const path of ['/api/store/%25', '/api/redirects/lookup?path=/a%2500b', '/images/a%20b.png']) {
      const response = await proxy(request(path));
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });
});

describe('the campaign tag of any address (docs/referral.md)', () => {
  const YEAR_SECONDS = 365 * 24 * 60 * 60;
  const withToken = (path: string) => {
    const req = request(path);
    req.cookies.set('auth-token', '5|abc');
    return req;
  };

  it.each([
    ['a members-only page that sends the guest to login', '/verwijs-een-vriend?campaign_tag=lente-2026', 307],
    ['the French one', '/fr/parrainez-un-ami?campaign_tag=lente-2026', 307],
    ['a page served as it is', '/register?tag=lente-2026', 200],
  ])('is remembered for a guest on %s, for 365 days', async (_name, path, status) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(status);
    const cookie = response.cookies.get('campaign_tag');
    expect(cookie).toMatchObject({ value: 'lente-2026', path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('is left alone for a member, and when the tag is not clean or absent', async () => {
    for (const response of [
      await proxy(withToken('/settings?campaign_tag=lente-2026')),
      await proxy(request('/register?campaign_tag=%3Cscript%3E')),
      await proxy(request('/register')),
    ]) {
      expect(response.cookies.get('campaign_tag')).toBeUndefined();
    }
  });
});

describe('the route guards read the address as it is routed', () => {
  it.each(['/settings', '/setting%73', '/%73ettings', '/fr/setting%73', '/favorieten', '/fav%6Frieten', '/fr/parrainez-un-%61mi'])('%s sends a guest to login', async (path) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toMatch(/^(\/fr)?\/login$/);
  });

  it('sends a signed-in visitor home from an encoded login address', async () => {
    const req = request('/logi%6E');
    req.cookies.set('auth-token', '5|abc');
    const response = await proxy(req);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/');
  });
});
