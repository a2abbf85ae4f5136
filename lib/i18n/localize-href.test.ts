import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { hrefPath, localizePathname } from './localize-href';
import { locales, pathnames, routing, type AppPathname } from './routing';

// The reference: next-intl's own navigation, which localize-href.ts replaces in the browser
// (docs/performance.md, Session 14). Every route, both locales, with and without a forced prefix.
const reference = createNavigation(routing);
const sample: Record<string, string> = { storeSlug: 'aldi', folderDate: '2026-11-18', page: 'wie-of-wat', id: '42', key: 'k', categorySlug: 'café', articleSlug: 'a b', brandSlug: 'x', userId: '7', prizeId: '3', productSlug: 'p', webshopSlug: 'w' };

function paramsOf(route: string): Record<string, string> {
  return Object.fromEntries([...route.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, sample[name ?? ''] ?? 'v']));
}

describe('localize-href (next-intl getPathname, our routing)', () => {
  const routes = Object.keys(pathnames) as AppPathname[];
  for (const locale of locales) {
    for (const forcePrefix of [undefined, true]) {
      it(`builds every route's address like next-intl (${locale}, forcePrefix ${String(forcePrefix)})`, () => {
        for (const route of routes) {
          const href = { pathname: route, params: paramsOf(route), query: { q: 'één', tag: ['a', 'b'] } };
          // @ts-expect-error -- the reference's params are typed per route; the sample fills them all
          const expected = reference.getPathname({ href, locale, forcePrefix });
          expect(hrefPath(href, locale, forcePrefix), route).toBe(expected);
        }
      });
    }
  }

  it('prefixes paths outside the table and leaves other sites and relative paths alone', () => {
    expect(localizePathname('/api/x', 'fr')).toBe('/fr/api/x');
    expect(localizePathname('/', 'fr')).toBe('/fr');
    expect(localizePathname('/', 'nl', undefined, true)).toBe('/nl');
    expect(localizePathname('/', 'nl')).toBe('/');
    expect(localizePathname('https://example.com/', 'fr')).toBe('https://example.com/');
    expect(localizePathname('mailto:a@b.be', 'fr')).toBe('mailto:a@b.be');
    expect(hrefPath('/folders', 'fr')).toBe(reference.getPathname({ href: '/folders', locale: 'fr' }));
  });

  it('throws for a missing param, as next-intl does (Next would throw on the template anyway)', () => {
    expect(() => localizePathname('/folders/[storeSlug]', 'nl')).toThrow(/Missing params for \/folders\/\[storeSlug\]/);
  });
});
