import { describe, expect, it } from 'vitest';
import { changesPage, matchQueryViewRoute, publicPathOfQueryView, queryViewPath } from './query-view';

describe('query views', () => {
  it('only queries that change the page need the per-request page', () => {
    expect(changesPage(new URLSearchParams(''))).toBe(false);
    expect(changesPage(new URLSearchParams('utm_source=nb&utm_campaign=x&share_source=fb&fbclid=1&gclid=2'))).toBe(false);
    expect(changesPage(new URLSearchParams('page=2'))).toBe(true);
    expect(changesPage(new URLSearchParams('categories[]=3'))).toBe(true);
    expect(changesPage(new URLSearchParams('utm_source=nb&q=tv'))).toBe(true);
  });

  it('maps internal paths to their page', () => {
    expect(queryViewPath('/nl', 'nl')).toBe('/nl/query-view/home');
    expect(queryViewPath('/fr/', 'fr')).toBe('/fr/query-view/home');
    expect(queryViewPath('/nl/promos', 'nl')).toBe('/nl/query-view/promos');
    expect(queryViewPath('/fr/promos/tuin', 'fr')).toBe('/fr/query-view/promos/tuin');
  });

  it('maps query page addresses back to the public ones', () => {
    expect(publicPathOfQueryView('/query-view/home')).toBe('/');
    expect(publicPathOfQueryView('/query-view')).toBe('/');
    expect(publicPathOfQueryView('/fr/query-view/home')).toBe('/fr');
    // Straight to the French address of the route, not through a second redirect.
    expect(publicPathOfQueryView('/fr/query-view/folders')).toBe('/fr/depliants');
    expect(publicPathOfQueryView('/fr/query-view/folders/caf%C3%A9/2026-11-25')).toBe('/fr/depliants/caf%C3%A9/2026-11-25');
    expect(publicPathOfQueryView('/fr/query-view/onbekend')).toBe('/fr/onbekend');
    expect(publicPathOfQueryView('/nl/query-view/promos/tuin')).toBe('/promos/tuin');
    expect(publicPathOfQueryView('/promos')).toBeNull();
    expect(publicPathOfQueryView('/query-viewer')).toBeNull();
  });

  it('the generic page finds the list route its segments name, with its params', () => {
    expect(matchQueryViewRoute(['home'])).toEqual({ route: '/', params: {} });
    expect(matchQueryViewRoute(['promos'])).toEqual({ route: '/promos', params: {} });
    expect(matchQueryViewRoute(['promos', 'tuin'])).toEqual({ route: '/promos/[categorySlug]', params: { categorySlug: 'tuin' } });
    expect(matchQueryViewRoute(['folders', 'colruyt', '2026-11-25'])).toEqual({
      route: '/folders/[storeSlug]/[folderDate]',
      params: { storeSlug: 'colruyt', folderDate: '2026-11-25' },
    });
    // Segments arrive decoded; they are taken as they are, never decoded twice.
    expect(matchQueryViewRoute(['store', 'a%20b'])).toEqual({ route: '/store/[storeSlug]', params: { storeSlug: 'a%20b' } });
    expect(matchQueryViewRoute(['profiel', '12'])).toEqual({ route: '/profiel/[userId]', params: { userId: '12' } });
  });

  it('anything else is no list route (a 404)', () => {
    for (const segments of [[], ['login'], ['promos', 'tuin', 'extra'], ['folders', 'colruyt'], ['store', ''], ['home', 'x'], ['nieuws', 'a', 'b']]) {
      expect(matchQueryViewRoute(segments), segments.join('/')).toBeNull();
    }
  });

});
