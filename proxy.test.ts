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
