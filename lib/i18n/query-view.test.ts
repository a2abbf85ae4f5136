import { describe, expect, it } from 'vitest';
import { changesPage, publicPathOfQueryView, queryViewPath } from './query-view';

describe('query views', () => {
  it('only queries that change the page need the per-request twin', () => {
    expect(changesPage(new URLSearchParams(''))).toBe(false);
    expect(changesPage(new URLSearchParams('utm_source=nb&utm_campaign=x&share_source=fb&fbclid=1&gclid=2'))).toBe(false);
    expect(changesPage(new URLSearchParams('page=2'))).toBe(true);
    expect(changesPage(new URLSearchParams('categories[]=3'))).toBe(true);
    expect(changesPage(new URLSearchParams('utm_source=nb&q=tv'))).toBe(true);
  });

  it('maps internal paths to their twin', () => {
    expect(queryViewPath('/nl', 'nl')).toBe('/nl/query-view/home');
    expect(queryViewPath('/fr/', 'fr')).toBe('/fr/query-view/home');
    expect(queryViewPath('/nl/promos', 'nl')).toBe('/nl/query-view/promos');
    expect(queryViewPath('/fr/promos/tuin', 'fr')).toBe('/fr/query-view/promos/tuin');
  });

  it('maps twin addresses back to the public ones', () => {
    expect(publicPathOfQueryView('/query-view/home')).toBe('/');
    expect(publicPathOfQueryView('/query-view')).toBe('/');
    expect(publicPathOfQueryView('/fr/query-view/home')).toBe('/fr');
    expect(publicPathOfQueryView('/fr/query-view/folders')).toBe('/fr/folders');
    expect(publicPathOfQueryView('/nl/query-view/promos/tuin')).toBe('/promos/tuin');
    expect(publicPathOfQueryView('/promos')).toBeNull();
    expect(publicPathOfQueryView('/query-viewer')).toBeNull();
  });
});
