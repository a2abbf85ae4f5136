import { describe, expect, it } from 'vitest';
import type { Folder, FolderFacets, FolderSummary } from '@/lib/api/folders';
import type { StoreDetail } from '@/lib/api/catalogue';
import type { Paginated } from '@/lib/api/types';
import { validText } from '../services/folders/validity';
import { ids, useCatalogueScenario, type CatalogueScenario } from './catalogue.fixtures';

let s: CatalogueScenario;
const { api, get, ok } = useCatalogueScenario((scenario) => {
  s = scenario;
});

type FolderPage = Paginated<Folder, Partial<FolderFacets>>;

/** "18/11" for a YYYY-MM-DD date. */
const dm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

describe('validity texts', () => {
  it('reads "from … to …" for current and expired folders and "from …" for upcoming ones', () => {
    expect(validText('nl', '2025-11-18', '2025-11-24', '2025-11-20')).toBe('Geldig van 18/11 tot 24/11');
    expect(validText('fr', '2025-11-18', '2025-11-24', '2025-11-20')).toBe('Valable du 18/11 au 24/11');
    expect(validText('nl', '2025-11-25', '2025-12-01', '2025-11-20')).toBe('Vanaf 25/11');
    expect(validText('fr', '2025-11-25', '2025-12-01', '2025-11-20')).toBe('À partir du 25/11');
    expect(validText('nl', '2025-11-01', '2025-11-07', '2025-11-20')).toBe('Geldig van 01/11 tot 07/11');
  });
});

describe('GET /folders', () => {
  it('lists current published folders by store popularity, then newest first', async () => {
    const list = await ok<FolderPage>('/folders');
    expect(ids(list.data)).toEqual([
      s.folders.prijzenhalCurrentNewer,
      s.folders.prijzenhalCurrent,
      s.folders.buurtmarktCurrent,
      s.folders.elanBricoCurrent,
      s.folders.zuivelhuisC,
      s.folders.zuivelhuisB,
      s.folders.zuivelhuisA,
    ]);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: 9, total: 7, from: 1, to: 7 });
    expect(list.data.every((folder) => folder.status === 'current')).toBe(true);
  });

  it('has the folder wire shape, without relations unless included', async () => {
    const [folder] = (await ok<FolderPage>('/folders?per_page=1')).data;
    expect(folder).toEqual({
      id: s.folders.prijzenhalCurrentNewer,
      store_id: s.stores.prijzenhal,
      slug: s.day(-1),
      valid_from: s.day(-1),
      valid_to: s.day(5),
      valid_text: `Geldig van ${dm(s.day(-1))} tot ${dm(s.day(5))}`,
      status: 'current',
      pages_count: 3,
      items_count: 3,
      image_url: `/api/media/generated/folders/${s.folders.prijzenhalCurrentNewer}/1.svg`,
      is_favourite: false,
      route: `/folders/prijzenhal/${s.day(-1)}`,
      translation: { title: `Folder ${s.day(-1)}` },
    });
    const [fr] = (await ok<FolderPage>('/folders?per_page=1', { locale: 'fr' })).data;
    expect(fr).toMatchObject({
      valid_text: `Valable du ${dm(s.day(-1))} au ${dm(s.day(5))}`,
      route: `/fr/depliants/halle-aux-prix/${s.day(-1)}`,
      translation: { title: `Dépliant ${s.day(-1)}` },
    });
  });

  it('splits folders by status relative to today', async () => {
    const upcoming = await ok<FolderPage>('/folders?status=upcoming');
    expect(ids(upcoming.data)).toEqual([s.folders.buurtmarktUpcoming]);
    expect(upcoming.data[0]?.valid_text).toBe(`Vanaf ${dm(s.day(4))}`);
    const upcomingFr = await ok<FolderPage>('/folders?status=upcoming', { locale: 'fr' });
    expect(upcomingFr.data[0]?.valid_text).toBe(`À partir du ${dm(s.day(4))}`);
    const expired = await ok<FolderPage>('/folders?status=expired');
    expect(ids(expired.data)).toEqual([s.folders.buurtmarktExpired, s.folders.buurtmarktOld]);
    expect(expired.data.every((folder) => folder.status === 'expired')).toBe(true);
  });

  it('paginates', async () => {
    const second = await ok<FolderPage>('/folders?per_page=3&page=2');
    expect(ids(second.data)).toEqual([s.folders.elanBricoCurrent, s.folders.zuivelhuisC, s.folders.zuivelhuisB]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 3, per_page: 3, total: 7, from: 4, to: 6 });
    expect((await ok<FolderPage>('/folders?per_page=1000')).meta.per_page).toBe(100);
  });

  it('includes the store, the pages and their items on request', async () => {
    const withStore = (await ok<FolderPage>('/folders?per_page=1&include=store')).data[0];
    expect(withStore?.store).toMatchObject({
      id: s.stores.prijzenhal,
      folders_count: 2,
      is_paid_client: true,
      translation: { slug: 'prijzenhal', route: '/store/prijzenhal' },
    });
    expect(withStore?.pages).toBeUndefined();

    const withPages = (await ok<FolderPage>('/folders?per_page=1&include=pages')).data[0];
    expect(withPages?.store).toBeUndefined();
    expect(withPages?.pages?.map((page) => page.page_number)).toEqual([1, 2, 3]);
    expect(withPages?.pages?.[0]).toEqual({
      id: expect.any(Number),
      page_number: 1,
      image_url: `/api/media/generated/folders/${s.folders.prijzenhalCurrentNewer}/1.svg`,
      width: 1000,
      height: 1400,
    });

    const withItems = (await ok<FolderPage>('/folders?per_page=1&include=store,pages.items', { locale: 'fr' })).data[0];
    expect(withItems?.store?.translation.title).toBe('Halle aux Prix');
    const item = withItems?.pages?.[0]?.items?.[0];
    expect(item).toEqual({
      id: expect.any(Number),
      page_id: withItems?.pages?.[0]?.id,
      title: 'Article 1.1',
      new_price: 1.99,
      old_price: 2.99,
      discount_text: '-30 %',
      image_url: null,
      rect: { x: 0.05, y: expect.closeTo(0.1, 5), width: 0.4, height: expect.closeTo(0.3, 5) },
      route: `/fr/folder-promos/${item?.id}`,
    });
  });

  it('marks the signed-in user favourites only', async () => {
    const guest = await ok<FolderPage>('/folders');
    expect(guest.data.some((folder) => folder.is_favourite)).toBe(false);
    const ben = await ok<FolderPage>('/folders', { token: s.benToken });
    expect(ben.data.filter((folder) => folder.is_favourite).map((folder) => folder.id)).toEqual([s.folders.prijzenhalCurrent]);
  });

  it('filters by categories and stores and returns facets on request', async () => {
    const all = await ok<FolderPage>('/folders?include_filters=1');
    expect(all.meta.stores).toEqual([
      { id: s.stores.zuivelhuis, title: 'Zuivelhuis', count: 3 },
      { id: s.stores.prijzenhal, title: 'Prijzenhal', count: 2 },
      { id: s.stores.buurtmarkt, title: 'Buurtmarkt', count: 1 },
      { id: s.stores.elanBrico, title: 'Élan Brico', count: 1 },
    ]);
    expect(all.meta.categories).toEqual([
      { id: s.categories.drank, title: 'Drank', count: 3 },
      { id: s.categories.voeding, title: 'Voeding', count: 2 },
      { id: s.categories.huishouden, title: 'Huishouden', count: 1 },
    ]);
    expect((await ok<FolderPage>('/folders')).meta.stores).toBeUndefined();

    const drank = await ok<FolderPage>(`/folders?include_filters=1&filters[categories][]=${s.categories.drank}`, {
      locale: 'fr',
    });
    expect(ids(drank.data)).toEqual([s.folders.prijzenhalCurrentNewer, s.folders.zuivelhuisB, s.folders.zuivelhuisA]);
    expect(drank.meta.stores).toEqual([
      { id: s.stores.zuivelhuis, title: 'Maison du Lait', count: 2 },
      { id: s.stores.prijzenhal, title: 'Halle aux Prix', count: 1 },
    ]);
    expect(drank.meta.categories?.[0]).toEqual({ id: s.categories.drank, title: 'Boissons', count: 3 });

    const zuivel = await ok<FolderPage>(`/folders?include_filters=1&filters[stores][]=${s.stores.zuivelhuis}`);
    expect(ids(zuivel.data)).toEqual([s.folders.zuivelhuisC, s.folders.zuivelhuisB, s.folders.zuivelhuisA]);
    expect(zuivel.meta.categories).toEqual([{ id: s.categories.drank, title: 'Drank', count: 2 }]);

    const both = await ok<FolderPage>(
      `/folders?filters[stores][]=${s.stores.prijzenhal}&filters[stores][]=${s.stores.buurtmarkt}&filters[categories][]=${s.categories.voeding}`,
    );
    expect(ids(both.data)).toEqual([s.folders.prijzenhalCurrent, s.folders.buurtmarktCurrent]);
  });
});

describe('GET /folders/{id}', () => {
  it('includes the store and the pages by default, items on request', async () => {
    const { data } = await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktCurrent}`);
    expect(data.store?.id).toBe(s.stores.buurtmarkt);
    expect(data.pages).toHaveLength(2);
    expect(data.pages?.[0]?.items).toBeUndefined();

    const full = await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktCurrent}?include=pages.items,store`);
    expect(full.data.pages?.flatMap((page) => page.items ?? [])).toHaveLength(4);

    const bare = await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktCurrent}?include=`);
    expect(bare.data.store).toBeUndefined();
    expect(bare.data.pages).toBeUndefined();
  });

  it('reaches expired and upcoming folders by id, but not unpublished ones', async () => {
    expect((await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktOld}`)).data.status).toBe('expired');
    expect((await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktUpcoming}`)).data.status).toBe('upcoming');
    expect((await get(`/folders/${s.folders.prijzenhalUnpublished}`)).body).toEqual({ message: 'Folder not found.' });
    expect((await get('/folders/99999')).status).toBe(404);
    expect((await get('/folders/abc')).status).toBe(404);
  });

  it('flags a favourite for its owner', async () => {
    const ben = await ok<{ data: Folder }>(`/folders/${s.folders.prijzenhalCurrent}`, { token: s.benToken });
    expect(ben.data.is_favourite).toBe(true);
    const guest = await ok<{ data: Folder }>(`/folders/${s.folders.prijzenhalCurrent}`);
    expect(guest.data.is_favourite).toBe(false);
  });
});

describe('GET /store/{slug}/folders/{date}', () => {
  it('finds the store folder starting on that date by either slug, with pages, items and store', async () => {
    const nl = await ok<{ data: Folder }>(`/store/prijzenhal/folders/${s.day(-3)}`);
    expect(nl.data.id).toBe(s.folders.prijzenhalCurrent);
    expect(nl.data.store?.translation.slug).toBe('prijzenhal');
    expect(nl.data.pages?.[0]?.items).toHaveLength(2);

    const fr = await ok<{ data: Folder }>(`/store/halle-aux-prix/folders/${s.day(-3)}`, { locale: 'fr' });
    expect(fr.data.id).toBe(s.folders.prijzenhalCurrent);
    expect(fr.data.route).toBe(`/fr/depliants/halle-aux-prix/${s.day(-3)}`);
    expect(fr.data.valid_text).toBe(`Valable du ${dm(s.day(-3))} au ${dm(s.day(3))}`);

    const expired = await ok<{ data: Folder }>(`/store/buurtmarkt/folders/${s.day(-101)}`);
    expect(expired.data.id).toBe(s.folders.buurtmarktOld);
  });

  it('is a 404 for another store date, an unpublished folder, an unknown store or a malformed date', async () => {
    for (const path of [
      `/store/prijzenhal/folders/${s.day(-6)}`,
      `/store/prijzenhal/folders/${s.day(-2)}`,
      `/store/nope/folders/${s.day(-3)}`,
      '/store/prijzenhal/folders/2025-13-01',
      '/store/prijzenhal/folders/2025-02-30',
      '/store/prijzenhal/folders/0000-01-01',
      '/store/prijzenhal/folders/yesterday',
      `/store/prijzenhal/folders/${s.day(-3)}T00:00:00`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toEqual({ message: 'Folder not found.' });
    }
    // A control character names no route at all: refused before any handler (server/http/malformed-path.ts).
    expect(await get('/store/prijzenhal/folders/%00')).toEqual({
      status: 404,
      body: { message: 'The route /api/store/prijzenhal/folders/%00 could not be found.' },
    });
  });
});

describe('store folder lists', () => {
  it('keeps store folder summaries consistent with the folder list', async () => {
    const { data } = await ok<{ data: StoreDetail }>('/store/buurtmarkt');
    const summary: FolderSummary | undefined = data.active_folders[0];
    const { data: folder } = await ok<{ data: Folder }>(`/folders/${s.folders.buurtmarktCurrent}`);
    expect(summary).toEqual({
      id: folder.id,
      valid_from: folder.valid_from,
      valid_to: folder.valid_to,
      valid_text: folder.valid_text,
      image_url: folder.image_url,
      route: folder.route,
    });
  });
});

describe('bad input', () => {
  it('answers invalid parameters with 422', async () => {
    for (const path of [
      '/folders?status=old',
      '/folders?include=store,owner',
      '/folders?include[]=store',
      '/folders?page=0',
      '/folders?per_page=abc',
      '/folders?include_filters=perhaps',
      '/folders?filters[categories][]=x',
      '/folders?filters[stores][]=-4',
      '/folders?filters=1',
      `/folders?filters[stores][]=${'9'.repeat(12)}`,
      `/folders/${1}?include=everything`,
    ]) {
      const { status, body } = await get<{ message: string; errors: object }>(path);
      expect(status, path).toBe(422);
      expect(body.errors, path).toBeDefined();
    }
  });

  it('never answers hostile input with a 5xx', async () => {
    for (const path of [
      '/folders?include=%00',
      "/folders?include=store'--",
      '/folders?filters[categories][]=1&filters[categories][]=1',
      '/folders?filters[categories]=1',
      '/folders?page=100000&per_page=100',
      '/folders?status[]=current',
      '/folders/0',
      '/folders/-1',
      '/folders/99999999999999999999',
      '/folders/1.5',
      '/store/%00/folders/2025-01-01',
      `/store/${'x'.repeat(3000)}/folders/2025-01-01`,
      '/store/x/folders/99999-01-01',
      '/store/x/folders/1970-01-01',
    ]) {
      const { status } = await get(path);
      expect(status, path).toBeLessThan(500);
    }
  });
});

describe('query counts', () => {
  it('loads a page of folders with every relation and facet in a constant number of queries', async () => {
    const counter = api.countingApp();
    const queriesFor = (path: string) => counter.queriesFor(path, { token: s.benToken });
    const full = '/folders?include=store,pages.items&include_filters=1';
    const one = await queriesFor(`${full}&per_page=1`);
    expect(await queriesFor(`${full}&per_page=9`)).toBe(one);
    // Token lookup, page, total, two facets, favourites, stores and their subscriptions, pages, items.
    expect(one).toBeGreaterThanOrEqual(9);
    expect(one).toBeLessThanOrEqual(10);
  });
});
