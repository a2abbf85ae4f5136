import { describe, expect, it } from 'vitest';
import type { Brand, Product, ProductDetail, Webshop, WebshopDetail, WebshopSuggestion } from '@/lib/api/catalogue';
import type { CompactProfile, Profile } from '@/lib/api/profile';
import { ids, useCatalogueScenario, type CatalogueScenario } from './catalogue.fixtures';

/** Webshops, brands, products and member profiles. */

let s: CatalogueScenario;
const { get, data, page } = useCatalogueScenario((scenario) => {
  s = scenario;
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
