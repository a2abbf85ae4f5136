import { describe, expect, it } from 'vitest';
import { getCategory, getStore, getStores, searchWebshops } from '@/lib/api/catalogue';
import { getProfile, getUsersCount } from '@/lib/api/profile';
import { getFolders, getStoreFolder } from '@/lib/api/folders';
import { ids, useCatalogueScenario, type CatalogueScenario } from './catalogue.fixtures';

/** Bad input, query counts and the typed client modules on the catalogue routes. */

let s: CatalogueScenario;
const { api, get } = useCatalogueScenario((scenario) => {
  s = scenario;
});

describe('bad input', () => {
  it('answers invalid parameters with 422 and field errors', async () => {
    for (const path of [
      '/stores?sort=random',
      '/stores?page=0',
      '/stores?page=abc',
      // Pages answer 404 for these (lib/schemas/route-params.ts): the API reads ?page the same way.
      '/stores?page=1e3',
      '/stores?page=0x10',
      '/stores?per_page=0',
      // The page size by the same digits-only rule.
      '/stores?per_page=1e1',
      '/folders?per_page=0x10',
      '/stores?q[]=x',
      '/stores?filters=abc',
      '/stores?filters[paid]=maybe',
      `/stores?q=${'x'.repeat(201)}`,
      '/webshops?sort=new',
      '/webshops/search?q[]=x',
      '/brands?per_page=-1',
      '/products?filters[brands][]=abc',
      '/products?filters[categories][]=0',
      '/profile/1?compact=yes',
    ]) {
      const { status, body } = await get<{ message: string; errors: Record<string, string[]> }>(path);
      expect(status, path).toBe(422);
      expect(typeof body.message, path).toBe('string');
      expect(Object.keys(body.errors).length, path).toBeGreaterThan(0);
    }
  });

  it('never answers hostile input with a 5xx', async () => {
    const hostile = [
      "/store/'; drop table stores; --",
      '/store/%00',
      '/store/a%00b',
      `/store/${'x'.repeat(5000)}`,
      '/store/%F0%9F%8D%95',
      '/store/%E0%A4%A',
      '/category/%00',
      '/category/99999999999999999999',
      '/category/-1',
      '/webshop/%C0%AF',
      '/brand/..%2F..%2Fetc',
      '/product/%u0000',
      '/stores?q=%00',
      "/stores?q=' or 1=1 --",
      '/stores?q=%F0%9F%8D%95',
      '/stores?page=1e400',
      '/stores?page[]=1&page[]=2',
      '/stores?per_page=99999999999999999999999',
      '/stores?filters[paid][]=1',
      '/webshops/search?q=%00%00%00',
      '/webshops/search?q=\\\\',
      '/products?filters[brands]=1',
      '/products?filters[brands][]=99999999999',
      '/profile/99999999999',
      '/profile/0',
      '/users-count?x[y][z][w][v]=1',
    ];
    for (const path of hostile) {
      const { status } = await get(path);
      expect(status, path).toBeLessThan(500);
    }
  });
});

describe('query counts', () => {
  it('answers a list with a constant number of queries, whatever its length', async () => {
    const counter = api.countingApp();
    const queriesFor = (path: string) => counter.queriesFor(path, { token: s.benToken });
    for (const base of ['/stores', '/webshops', '/brands', '/products']) {
      expect(await queriesFor(`${base}?per_page=1`), base).toBe(await queriesFor(`${base}?per_page=50`));
    }
    // Token lookup, page, total, active folders, subscriptions.
    expect(await queriesFor('/stores?per_page=50')).toBe(5);
  });
});

describe('client modules', () => {
  it('call the routes with the wire format the server expects', async () => {
    const client = api.client({ locale: 'fr', token: s.benToken });
    expect((await getCategory(client, 'voeding')).translation.title).toBe('Alimentation');
    const paid = await getStores(client, { filters: { paid: true }, sort: 'popular', per_page: 2 });
    expect(ids(paid.data)).toEqual([s.stores.prijzenhal, s.stores.buurtmarkt]);
    expect(paid.meta).toMatchObject({ total: 3, last_page: 2 });
    expect((await getStore(client, 'prijzenhal')).is_subscribed).toBe(true);
    expect(ids(await searchWebshops(client, 'livre'))).toEqual([s.webshops.boekenwereld]);
    expect(await getUsersCount(client)).toBe(2);
    expect(Object.keys(await getProfile(client, s.users.anna, { compact: true })).sort()).toEqual([
      'avatar_url',
      'fname',
      'id',
      'lname',
    ]);
    expect((await getProfile(client, s.users.anna)).is_followed).toBe(true);

    const folders = await getFolders(client, {
      include: ['store', 'pages.items'],
      include_filters: true,
      filters: { stores: [s.stores.zuivelhuis] },
      per_page: 2,
    });
    expect(folders.meta).toMatchObject({ total: 3, per_page: 2 });
    // A facet ignores its own filter, so every store stays selectable.
    expect(folders.meta.stores).toContainEqual({ id: s.stores.zuivelhuis, title: 'Maison du Lait', count: 3 });
    expect(folders.meta.categories).toEqual([{ id: s.categories.drank, title: 'Boissons', count: 2 }]);
    expect(folders.data[0]?.store?.id).toBe(s.stores.zuivelhuis);
    expect(folders.data[0]?.pages?.[0]?.items).toHaveLength(2);
    const folder = await getStoreFolder(client, 'maison-du-lait', s.day(-6));
    expect(folder.id).toBe(s.folders.zuivelhuisA);
  });
});
