import { describe, expect, it } from 'vitest';
import {
  getCategory,
  getProfile,
  getStore,
  getStores,
  getUsersCount,
  searchWebshops,
  type Brand,
  type Category,
  type CompactProfile,
  type PopularCategory,
  type Product,
  type ProductDetail,
  type Profile,
  type Store,
  type StoreDetail,
  type Webshop,
  type WebshopDetail,
  type WebshopSuggestion,
} from '@/lib/api/catalogue';
import { getFolders, getStoreFolder } from '@/lib/api/folders';
import type { Paginated } from '@/lib/api/types';
import { seedCatalogue, type CatalogueScenario } from './catalogue.fixtures';
import { useApiHarness, type RequestOptions } from '../test-support/api-harness';

let s: CatalogueScenario;
const api = useApiHarness({
  seed: async (db) => {
    s = await seedCatalogue(db);
  },
});


const { get, data } = api;
const page = <T>(path: string, options?: RequestOptions) => api.ok<Paginated<T>>(path, options);

const ids = (list: { id: number }[]) => list.map((item) => item.id);

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

  it('lists popular categories with their current promo counts (expired and inactive promos left out)', async () => {
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

describe('webshops', () => {
  it('pages webshops by popularity or title', async () => {
    const popular = await page<Webshop>('/webshops', { locale: 'fr' });
    expect(ids(popular.data)).toEqual([s.webshops.boekenwereld, s.webshops.cafeCorner, s.webshops.elektroShop]);
    expect(popular.meta).toMatchObject({ total: 3, per_page: 13 });
    const az = await page<Webshop>('/webshops?sort=az', { locale: 'fr' });
    expect(ids(az.data)).toEqual([s.webshops.cafeCorner, s.webshops.elektroShop, s.webshops.boekenwereld]);
    expect(ids((await page<Webshop>('/webshops?q=electro')).data)).toEqual([s.webshops.elektroShop]);
    expect(popular.data[0]).toEqual({
      id: s.webshops.boekenwereld,
      image_url: '/api/media/generated/webshop/boekenwereld.svg',
      is_subscribed: false,
      translation: {
        title: 'Monde du Livre',
        slug: 'monde-du-livre',
        route: '/fr/webshop/monde-du-livre',
        simplified_title: 'Boeken',
        description: null,
        affiliate_url: 'https://aff.example/boekenwereld',
      },
    });
  });

  it('lists the webshops with the newest current promos', async () => {
    expect(ids(await data<Webshop[]>('/webshops/latest-webshops'))).toEqual([s.webshops.elektroShop, s.webshops.boekenwereld]);
  });

  it('autocompletes webshops without accents, and answers short queries with nothing', async () => {
    const cafe = await data<WebshopSuggestion[]>('/webshops/search?q=cafe');
    expect(cafe).toEqual([{ id: s.webshops.cafeCorner, image_url: null, translation: { title: 'Café Corner', slug: 'cafe-corner' } }]);
    const fr = await data<WebshopSuggestion[]>('/webshops/search?q=livre', { locale: 'fr' });
    expect(fr[0]?.translation).toEqual({ title: 'Monde du Livre', slug: 'monde-du-livre' });
    expect(await data('/webshops/search?q=e')).toEqual([]);
    expect(await data('/webshops/search?q=')).toEqual([]);
    expect(await data('/webshops/search')).toEqual([]);
    expect(await data('/webshops/search?q=%25%25')).toEqual([]);
  });

  it('shows a webshop by either slug with its goto link and current promo count', async () => {
    const webshop = await data<WebshopDetail>('/webshop/monde-du-livre');
    expect(webshop).toMatchObject({
      id: s.webshops.boekenwereld,
      website_url: 'https://boekenwereld.example',
      goto_url: '/goto/boeken',
      promos_count: 2,
      translation: { title: 'Boekenwereld', slug: 'boekenwereld', affiliate_url: 'https://aff.example/boekenwereld' },
    });
    const fr = await data<WebshopDetail>('/webshop/boekenwereld', { locale: 'fr' });
    expect(fr.goto_url).toBe('/fr/goto/boeken');
    const cafe = await data<WebshopDetail>('/webshop/cafe-corner');
    expect(cafe).toMatchObject({ goto_url: null, promos_count: 0 });
    expect((await data<WebshopDetail>('/webshop/boekenwereld', { token: s.benToken })).is_subscribed).toBe(true);
    expect((await get('/webshop/nope')).body).toEqual({ message: 'Webshop not found.' });
  });
});

describe('brands and products', () => {
  it('pages brands and shows one by either slug', async () => {
    expect(ids((await page<Brand>('/brands')).data)).toEqual([s.brands.zonnig, s.brands.avondrood]);
    expect(ids((await page<Brand>('/brands?sort=az')).data)).toEqual([s.brands.avondrood, s.brands.zonnig]);
    const brand = await data<Brand>('/brand/ensoleille');
    expect(brand.translation).toMatchObject({ title: 'Zonnig', slug: 'zonnig', route: '/brand/zonnig' });
    expect((await data<Brand>('/brand/zonnig', { locale: 'fr', token: s.benToken })).is_subscribed).toBe(true);
    expect((await get('/brand/nope')).status).toBe(404);
  });

  it('pages products with sorts and filters', async () => {
    expect(ids((await page<Product>('/products')).data)).toEqual([
      s.products.zonnigKoekjes,
      s.products.zonnigSap,
      s.products.avondroodThee,
    ]);
    expect(ids((await page<Product>('/products?sort=az')).data)).toEqual([
      s.products.avondroodThee,
      s.products.zonnigKoekjes,
      s.products.zonnigSap,
    ]);
    expect(ids((await page<Product>(`/products?filters[brands][]=${s.brands.avondrood}`)).data)).toEqual([
      s.products.avondroodThee,
    ]);
    expect(ids((await page<Product>(`/products?filters[categories][]=${s.categories.drank}`)).data)).toEqual([
      s.products.zonnigSap,
    ]);
    const both = await page<Product>(
      `/products?filters[brands][]=${s.brands.zonnig}&filters[categories][]=${s.categories.voeding}&filters[categories][]=${s.categories.drank}`,
    );
    expect(both.meta.total).toBe(2);
    expect(ids((await page<Product>('/products?q=thé', { locale: 'fr' })).data)).toEqual([s.products.avondroodThee]);
  });

  it('shows a product with its brand and category', async () => {
    const product = await data<ProductDetail>('/product/jus-ensoleille', { locale: 'fr', token: s.benToken });
    expect(product).toMatchObject({
      id: s.products.zonnigSap,
      is_subscribed: true,
      translation: { title: 'Jus Ensoleillé', slug: 'jus-ensoleille', route: '/fr/product/jus-ensoleille' },
      brand: { id: s.brands.zonnig, is_subscribed: true, translation: { title: 'Ensoleillé' } },
      category: { id: s.categories.drank, translation: { title: 'Boissons' } },
    });
    expect((await get('/product/nope')).body).toEqual({ message: 'Product not found.' });
  });
});

describe('users', () => {
  it('counts users that are not deleted', async () => {
    expect((await get('/users-count')).body).toEqual({ users_count: 2 });
  });

  it('shows a public profile with counts and the viewer follow flag', async () => {
    const guest = await data<Profile>(`/profile/${s.users.anna}`);
    expect(guest).toEqual({
      id: s.users.anna,
      fname: 'Anna',
      lname: 'Peeters',
      avatar_url: '/api/media/generated/avatar/anna.svg',
      followers: 1,
      following: 1,
      promos_count: 2,
      is_followed: false,
    });
    expect((await data<Profile>(`/profile/${s.users.anna}`, { token: s.benToken })).is_followed).toBe(true);
    expect((await data<Profile>(`/profile/${s.users.ben}`, { token: s.benToken })).is_followed).toBe(false);
    expect(await data<CompactProfile>(`/profile/${s.users.anna}?compact=1`)).toEqual({
      id: s.users.anna,
      fname: 'Anna',
      lname: 'Peeters',
      avatar_url: '/api/media/generated/avatar/anna.svg',
    });
  });

  it('hides deleted and unknown users', async () => {
    expect((await get(`/profile/${s.users.gone}`)).body).toEqual({ message: 'User not found.' });
    expect((await get('/profile/987654')).status).toBe(404);
    expect((await get('/profile/abc')).status).toBe(404);
  });

  it('follows and unfollows a member, each call idempotent, answering the profile as the follower sees it', async () => {
    const unfollowed = await data<Profile>(`/profile/${s.users.anna}/unfollow`, { token: s.benToken });
    expect(unfollowed).toMatchObject({ id: s.users.anna, followers: 0, is_followed: false });
    expect((await data<Profile>(`/profile/${s.users.anna}/unfollow`, { token: s.benToken })).followers).toBe(0);
    expect((await data<Profile>(`/profile/${s.users.anna}`)).followers).toBe(0);

    const followed = await data<Profile>(`/profile/${s.users.anna}/follow`, { token: s.benToken });
    expect(followed).toMatchObject({ followers: 1, is_followed: true });
    expect((await data<Profile>(`/profile/${s.users.anna}/follow`, { token: s.benToken })).followers).toBe(1);
  });

  it('refuses following for guests, of oneself and of unknown members', async () => {
    expect(await get(`/profile/${s.users.anna}/follow`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await get(`/profile/${s.users.anna}/follow`, { token: 'garbage' })).toMatchObject({ status: 401 });
    const self = await get<{ message: string; errors: Record<string, string[]> }>(`/profile/${s.users.ben}/follow`, { token: s.benToken, locale: 'fr' });
    expect(self).toEqual({
      status: 422,
      body: { message: 'Vous ne pouvez pas vous suivre vous-même.', errors: { user: ['Vous ne pouvez pas vous suivre vous-même.'] } },
    });
    expect((await get(`/profile/${s.users.ben}/follow`, { token: s.benToken })).body).toMatchObject({ message: 'Je kunt jezelf niet volgen.' });
    expect(await get(`/profile/${s.users.gone}/follow`, { token: s.benToken })).toEqual({ status: 404, body: { message: 'User not found.' } });
    expect((await get('/profile/abc/unfollow', { token: s.benToken })).status).toBe(404);
    expect((await get('/profile/987654/unfollow', { token: s.benToken })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers invalid parameters with 422 and field errors', async () => {
    for (const path of [
      '/stores?sort=random',
      '/stores?page=0',
      '/stores?page=abc',
      '/stores?per_page=0',
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
    const counted = counter.app;
    const queriesFor = async (path: string) => {
      counter.reset();
      const response = await counted.request(`/api${path}`, { headers: { Authorization: `Bearer ${s.benToken}` } });
      expect(response.status, path).toBe(200);
      return counter.queries();
    };
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
