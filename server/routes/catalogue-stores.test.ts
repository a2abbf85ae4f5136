import { describe, expect, it } from 'vitest';
import type { Category, PopularCategory, Store, StoreDetail } from '@/lib/api/catalogue';
import { ids, useCatalogueScenario, type CatalogueScenario } from './catalogue.fixtures';

/** Categories and stores. */

let s: CatalogueScenario;
const { get, data, page } = useCatalogueScenario((scenario) => {
  s = scenario;
});

describe('categories', () => {
  it('lists every category in position order, translated', async () => {
    const nl = await data<Category[]>('/categories');
    expect(ids(nl)).toEqual([s.categories.drank, s.categories.voeding, s.categories.huishouden]);
    const voeding = nl[1];
    expect(voeding).toEqual({
      id: s.categories.voeding,
      parent_id: null,
      icon: 'food',
      translation: { title: 'Voeding', simplified_title: 'Eten', slug: 'voeding', route: '/promos/voeding', description: null },
    });
    expect(nl[2]?.parent_id).toBe(s.categories.voeding);
    expect(nl[0]?.translation.simplified_title).toBeNull();

    const fr = await data<Category[]>('/categories', { locale: 'fr' });
    expect(fr[1]?.translation).toMatchObject({
      title: 'Alimentation',
      simplified_title: 'Manger',
      slug: 'alimentation',
      route: '/fr/promos/alimentation',
    });
  });

  it('finds a category by id or by either locale slug, in the request locale', async () => {
    expect((await data<Category>(`/category/${s.categories.drank}`)).translation.slug).toBe('drank');
    expect((await data<Category>('/category/boissons')).translation.title).toBe('Drank');
    expect((await data<Category>('/category/drank', { locale: 'fr' })).translation.title).toBe('Boissons');
    expect((await get('/category/unknown')).status).toBe(404);
    expect((await get('/category/999999')).body).toEqual({ message: 'Category not found.' });
  });

  it('lists popular categories with their current promo counts (expired, inactive and not yet started promos left out, as in the lists)', async () => {
    const popular = await data<PopularCategory[]>('/categories/popular');
    expect(popular.map((category) => [category.id, category.promos_count])).toEqual([
      [s.categories.drank, 2],
      [s.categories.voeding, 2],
    ]);
  });
});

describe('stores', () => {
  it('pages stores by popularity: paid and semi-paid first, then by current folders', async () => {
    const list = await page<Store>('/stores');
    expect(ids(list.data)).toEqual([
      s.stores.prijzenhal,
      s.stores.buurtmarkt,
      s.stores.elanBrico,
      s.stores.appelwinkel,
      s.stores.zuivelhuis,
    ]);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: 13, total: 5, from: 1, to: 5 });
  });

  it('counts only current, published folders and lists them as active folders', async () => {
    const list = await page<Store>('/stores');
    const counts = Object.fromEntries(list.data.map((store) => [store.id, store.folders_count]));
    expect(counts).toEqual({
      [s.stores.prijzenhal]: 2,
      [s.stores.buurtmarkt]: 1,
      [s.stores.elanBrico]: 1,
      [s.stores.zuivelhuis]: 3,
      [s.stores.appelwinkel]: 0,
    });
    const prijzenhal = list.data[0];
    expect(ids(prijzenhal?.active_folders ?? [])).toEqual([s.folders.prijzenhalCurrentNewer, s.folders.prijzenhalCurrent]);
    expect(prijzenhal?.active_folders[0]).toEqual({
      id: s.folders.prijzenhalCurrentNewer,
      valid_from: s.day(-1),
      valid_to: s.day(5),
      valid_text: expect.stringMatching(/^Geldig van \d\d\/\d\d tot \d\d\/\d\d$/),
      image_url: `/api/media/generated/folders/${s.folders.prijzenhalCurrentNewer}/1.svg`,
      route: `/folders/prijzenhal/${s.day(-1)}`,
    });
  });

  it('has the store wire shape in both locales', async () => {
    const [nl] = (await page<Store>('/stores?per_page=1')).data;
    expect(nl).toMatchObject({
      id: s.stores.prijzenhal,
      image_url: '/api/media/generated/store/prijzenhal.svg',
      folder_client_type: 1,
      is_paid_client: true,
      is_subscribed: false,
      translation: {
        title: 'Prijzenhal',
        slug: 'prijzenhal',
        route: '/store/prijzenhal',
        folders_route: '/folders/prijzenhal',
        description: 'Prijzenhal beschrijving',
      },
    });
    const [fr] = (await page<Store>('/stores?per_page=1', { locale: 'fr' })).data;
    expect(fr?.translation).toEqual({
      title: 'Halle aux Prix',
      slug: 'halle-aux-prix',
      route: '/fr/store/halle-aux-prix',
      folders_route: '/fr/depliants/halle-aux-prix',
      description: 'Halle aux Prix description',
    });
    expect(fr?.active_folders[0]?.route).toBe(`/fr/depliants/halle-aux-prix/${s.day(-1)}`);
    expect(fr?.active_folders[0]?.valid_text).toMatch(/^Valable du \d\d\/\d\d au \d\d\/\d\d$/);
  });

  it('sorts alphabetically in the request locale, ignoring accents', async () => {
    expect(ids((await page<Store>('/stores?sort=az')).data)).toEqual([
      s.stores.appelwinkel,
      s.stores.buurtmarkt,
      s.stores.elanBrico,
      s.stores.prijzenhal,
      s.stores.zuivelhuis,
    ]);
    expect(ids((await page<Store>('/stores?sort=az', { locale: 'fr' })).data)).toEqual([
      s.stores.appelwinkel,
      s.stores.elanBrico,
      s.stores.prijzenhal,
      s.stores.zuivelhuis,
      s.stores.buurtmarkt,
    ]);
  });

  it('filters paid clients only, by current folders (the popular stores block)', async () => {
    const list = await page<Store>('/stores?filters[paid]=1');
    expect(ids(list.data)).toEqual([s.stores.prijzenhal, s.stores.buurtmarkt, s.stores.appelwinkel]);
    expect(list.data.every((store) => store.is_paid_client)).toBe(true);
    expect((await page<Store>('/stores?filters[paid]=0')).meta.total).toBe(5);
  });

  it('searches titles of either locale without accents or case', async () => {
    expect(ids((await page<Store>('/stores?q=elan')).data)).toEqual([s.stores.elanBrico]);
    expect(ids((await page<Store>('/stores?q=MARCHE')).data)).toEqual([s.stores.buurtmarkt]);
    expect((await page<Store>('/stores?q=%25')).data).toEqual([]);
    expect((await page<Store>('/stores?q=_')).data).toEqual([]);
  });

  it('paginates with Laravel meta', async () => {
    const second = await page<Store>('/stores?per_page=2&page=2');
    expect(ids(second.data)).toEqual([s.stores.elanBrico, s.stores.appelwinkel]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5, from: 3, to: 4 });
    const beyond = await page<Store>('/stores?page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 5 });
    expect((await page<Store>('/stores?per_page=5000')).meta.per_page).toBe(100);
  });

  it('lists the stores with the most recent folders', async () => {
    const latest = await data<Store[]>('/stores/latest-stores');
    expect(ids(latest)).toEqual([s.stores.elanBrico, s.stores.prijzenhal, s.stores.zuivelhuis, s.stores.buurtmarkt]);
  });

  it('shows one store by either slug with its current, upcoming and recently expired folders', async () => {
    const store = await data<StoreDetail>('/store/marche-du-quartier');
    expect(store.translation.slug).toBe('buurtmarkt');
    expect(store.website_url).toBe('https://buurtmarkt.example');
    expect(ids(store.active_folders)).toEqual([s.folders.buurtmarktCurrent]);
    expect(ids(store.upcoming_folders)).toEqual([s.folders.buurtmarktUpcoming]);
    expect(ids(store.expired_folders)).toEqual([s.folders.buurtmarktExpired]);
    expect(store.upcoming_folders[0]?.valid_text).toMatch(/^Vanaf \d\d\/\d\d$/);

    const fr = await data<StoreDetail>('/store/buurtmarkt', { locale: 'fr' });
    expect(fr.translation.title).toBe('Marché du Quartier');
    expect(fr.upcoming_folders[0]?.valid_text).toMatch(/^À partir du \d\d\/\d\d$/);
    expect((await get('/store/nope')).body).toEqual({ message: 'Store not found.' });
  });

  it('flags the signed-in user subscriptions only', async () => {
    const guest = await data<StoreDetail>('/store/prijzenhal');
    expect(guest.is_subscribed).toBe(false);
    const ben = await page<Store>('/stores', { token: s.benToken });
    const flags = Object.fromEntries(ben.data.map((store) => [store.id, store.is_subscribed]));
    expect(flags[s.stores.prijzenhal]).toBe(true);
    expect(flags[s.stores.zuivelhuis]).toBe(false);
    expect((await data<StoreDetail>('/store/prijzenhal', { token: s.benToken })).is_subscribed).toBe(true);
    expect((await data<StoreDetail>('/store/prijzenhal', { token: 'garbage' })).is_subscribed).toBe(false);
  });
});
