import { describe, expect, it } from 'vitest';
import { matchRoute, splitLocale } from './match-route';
import { localizedPath } from './paths';

describe('matchRoute', () => {
  it('recognises Dutch routes at the root', () => {
    expect(matchRoute('/')).toEqual({ locale: 'nl', route: '/', params: {} });
    expect(matchRoute('/folders/super-prijs/2026-11-18')).toEqual({
      locale: 'nl',
      route: '/folders/[storeSlug]/[folderDate]',
      params: { storeSlug: 'super-prijs', folderDate: '2026-11-18' },
    });
  });

  it('recognises French routes under /fr with their French slugs', () => {
    expect(matchRoute('/fr')).toEqual({ locale: 'fr', route: '/', params: {} });
    expect(matchRoute('/fr/depliants')?.route).toBe('/folders');
    expect(matchRoute('/fr/actua')?.route).toBe('/nieuws');
    expect(matchRoute('/fr/parrainez-un-ami')?.route).toBe('/verwijs-een-vriend');
  });

  it('prefers static routes over the CMS page route', () => {
    expect(matchRoute('/promos')?.route).toBe('/promos');
    expect(matchRoute('/settings')?.route).toBe('/settings');
    expect(matchRoute('/contact')).toEqual({ locale: 'nl', route: '/[page]', params: { page: 'contact' } });
  });

  it('treats a segment that cannot be decoded as no route, instead of throwing', () => {
    for (const path of ['/store/%25x%', '/promos/%ZZ', '/fr/%ZZ', '/goto/%', '/store/%C3%28', '/fr/magasins/%E0%A4%A']) {
      expect(() => matchRoute(path), path).not.toThrow();
      expect(matchRoute(path), path).toBeNull();
    }
    expect(matchRoute('/store/%25')?.params).toEqual({ storeSlug: '%' });
  });

  it('does not take a French slug for a Dutch route', () => {
    expect(matchRoute('/depliants')?.route).toBe('/[page]');
  });

  it('returns null for paths no route claims', () => {
    expect(matchRoute('/a/b/c/d/e')).toBeNull();
  });

  it('splits the locale prefix', () => {
    expect(splitLocale('/fr/depliants')).toEqual({ locale: 'fr', rest: '/depliants', prefixed: true });
    expect(splitLocale('/folders')).toEqual({ locale: 'nl', rest: '/folders', prefixed: false });
  });
});

describe('localizedPath', () => {
  it('builds localized paths with params', () => {
    expect(localizedPath('/', 'nl')).toBe('/');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/folders/[storeSlug]', 'fr', { storeSlug: 'super-prijs' })).toBe('/fr/depliants/super-prijs');
    expect(localizedPath('/login', 'fr')).toBe('/fr/login');
    expect(localizedPath('/nieuwsbrief-bijna', 'fr')).toBe('/fr/newsletter-presque');
  });

  it('throws when a param is missing', () => {
    expect(() => localizedPath('/posts/[id]', 'nl')).toThrow(/Missing param "id"/);
  });
});
