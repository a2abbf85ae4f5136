import { expect } from 'vitest';
import type { Brand, Category, PopularCategory, Product, ProductDetail, StoreDetail, Store, Webshop, WebshopDetail, WebshopSuggestion } from '@/lib/api/catalogue';
import type { Profile, UsersCount } from '@/lib/api/profile';
import type { Folder, FolderList } from '@/lib/api/folders';
import type { Paginated } from '@/lib/api/types';
import { CATALOGUE_TRANSLATION, FOLDER_KEYS, type RouteSpec, STORE_KEYS, checkPaginated, data, keys, localized, sameIdDifferent } from './spec.fixtures';

/** The sweep's specs of the catalogue routes: categories, stores, webshops, brands, products, folders, profiles. */
export const CATALOGUE_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/categories',
    check: (body, locale) => {
      const categories = data<Category[]>(body);
      expect(categories.length).toBeGreaterThanOrEqual(20);
      for (const category of categories) {
        keys(category, ['id', 'parent_id', 'icon', 'translation']);
        keys(category.translation, ['title', 'simplified_title', 'slug', 'route', 'description']);
        localized(category.translation.route, locale);
      }
    },
    compare: (nl, fr) => sameIdDifferent(data<Category[]>(nl), data<Category[]>(fr), (c) => c.translation.title),
  },
  {
    method: 'GET',
    path: '/api/categories/popular',
    check: (body) => {
      const categories = data<PopularCategory[]>(body);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) keys(category, ['id', 'translation', 'promos_count']);
    },
    compare: (nl, fr) => sameIdDifferent(data<PopularCategory[]>(nl), data<PopularCategory[]>(fr), (c) => c.translation.title),
  },
  {
    method: 'GET',
    path: '/api/category/:key',
    // The Dutch slug in both languages: a slug of either locale resolves, the answer follows the header.
    params: { key: (f) => f.category.nl },
    check: (body, locale, f) => {
      const category = data<Category>(body);
      expect(category.id).toBe(f.categoryId);
      expect(category.translation.slug).toBe(f.category[locale]);
      localized(category.translation.route, locale);
    },
    compare: (nl, fr) => expect(data<Category>(nl).translation.title).not.toBe(data<Category>(fr).translation.title),
  },
  {
    method: 'GET',
    path: '/api/stores',
    query: ['page', 'per_page', 'sort', 'q', 'filters[paid]', 'filters'],
    happyQuery: () => 'per_page=13&sort=popular',
    check: (body, locale) => {
      const page = body as Paginated<Store>;
      checkPaginated(page, 13);
      for (const store of page.data) {
        keys(store, [...STORE_KEYS, 'active_folders']);
        keys(store.translation, ['title', 'slug', 'route', 'folders_route', 'description']);
        localized(store.translation.route, locale);
        localized(store.translation.folders_route, locale);
      }
    },
    compare: (nl, fr) =>
      sameIdDifferent((nl as Paginated<Store>).data, (fr as Paginated<Store>).data, (s) => s.translation.folders_route),
  },
  {
    method: 'GET',
    path: '/api/stores/latest-stores',
    check: (body, locale) => {
      const stores = data<Store[]>(body);
      expect(stores.length).toBeGreaterThan(0);
      for (const store of stores) {
        keys(store, STORE_KEYS);
        localized(store.translation.route, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/store/:slug',
    params: { slug: (f, locale) => f.store[locale] },
    check: (body, locale, f) => {
      const store = data<StoreDetail>(body);
      keys(store, [...STORE_KEYS, 'website_url', 'active_folders', 'upcoming_folders', 'expired_folders']);
      expect(store.translation.slug).toBe(f.store[locale]);
      expect(store.active_folders.length).toBeGreaterThan(0);
      for (const folder of store.active_folders) keys(folder, ['id', 'valid_from', 'valid_to', 'valid_text', 'image_url', 'route']);
      localized(store.translation.route, locale);
    },
    compare: (nl, fr) => {
      expect(data<StoreDetail>(nl).translation.title).not.toBe(data<StoreDetail>(fr).translation.title);
      expect(data<StoreDetail>(nl).active_folders[0]?.valid_text).not.toBe(data<StoreDetail>(fr).active_folders[0]?.valid_text);
    },
  },
  {
    method: 'GET',
    path: '/api/store/:slug/folders/:folderSlug',
    params: { slug: (f, locale) => f.store[locale], folderSlug: (f) => f.store.folderSlug },
    check: (body, locale) => {
      const folder = data<Folder>(body);
      keys(folder, [...FOLDER_KEYS, 'store', 'pages']);
      expect(folder.pages?.[0]?.items?.length).toBeGreaterThan(0);
      localized(folder.route, locale);
    },
    compare: (nl, fr) => expect(data<Folder>(nl).valid_text).not.toBe(data<Folder>(fr).valid_text),
  },
  {
    method: 'GET',
    path: '/api/webshops',
    query: ['page', 'per_page', 'sort', 'q'],
    happyQuery: () => 'sort=az',
    check: (body, locale) => {
      const page = body as Paginated<Webshop>;
      checkPaginated(page, 13);
      for (const webshop of page.data) {
        keys(webshop, ['id', 'image_url', 'is_subscribed', 'translation']);
        keys(webshop.translation, [...CATALOGUE_TRANSLATION, 'affiliate_url']);
        localized(webshop.translation.route, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/webshops/latest-webshops',
    check: (body) => {
      const webshops = data<Webshop[]>(body);
      expect(webshops.length).toBeGreaterThan(0);
      for (const webshop of webshops) keys(webshop.translation, [...CATALOGUE_TRANSLATION, 'affiliate_url']);
    },
  },
  {
    method: 'GET',
    path: '/api/webshops/search',
    query: ['q'],
    happyQuery: (f) => `q=${encodeURIComponent(f.webshop.search)}`,
    check: (body) => {
      const suggestions = data<WebshopSuggestion[]>(body);
      expect(suggestions.length).toBeGreaterThan(0);
      for (const suggestion of suggestions) {
        keys(suggestion, ['id', 'image_url', 'translation']);
        keys(suggestion.translation, ['title', 'slug']);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/webshop/:slug',
    params: { slug: (f, locale) => f.webshop[locale] },
    check: (body, locale) => {
      const webshop = data<WebshopDetail>(body);
      keys(webshop, ['id', 'image_url', 'is_subscribed', 'translation', 'website_url', 'goto_url', 'promos_count']);
      keys(webshop.translation, [...CATALOGUE_TRANSLATION, 'affiliate_url']);
      localized(webshop.translation.route, locale);
    },
  },
  {
    method: 'GET',
    path: '/api/brands',
    query: ['page', 'per_page', 'sort', 'q'],
    check: (body, locale) => {
      const page = body as Paginated<Brand>;
      checkPaginated(page, 13);
      for (const brand of page.data) {
        keys(brand.translation, CATALOGUE_TRANSLATION);
        localized(brand.translation.route, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/brand/:slug',
    params: { slug: (f, locale) => f.brand[locale] },
    check: (body, locale, f) => {
      const brand = data<Brand>(body);
      keys(brand, ['id', 'image_url', 'is_subscribed', 'translation']);
      expect(brand.translation.slug).toBe(f.brand[locale]);
    },
  },
  {
    method: 'GET',
    path: '/api/products',
    query: ['page', 'per_page', 'sort', 'q', 'filters[brands][]', 'filters[categories][]'],
    check: (body, locale) => {
      const page = body as Paginated<Product>;
      checkPaginated(page, 13);
      for (const product of page.data) {
        keys(product, ['id', 'image_url', 'brand_id', 'category_id', 'is_subscribed', 'translation']);
        localized(product.translation.route, locale);
      }
    },
    compare: (nl, fr) =>
      sameIdDifferent((nl as Paginated<Product>).data, (fr as Paginated<Product>).data, (p) => p.translation.title),
  },
  {
    method: 'GET',
    path: '/api/product/:slug',
    params: { slug: (f, locale) => f.product[locale] },
    check: (body, locale, f) => {
      const product = data<ProductDetail>(body);
      keys(product, ['id', 'brand', 'category', 'translation']);
      expect(product.translation.slug).toBe(f.product[locale]);
      localized(product.translation.route, locale);
    },
    compare: (nl, fr) => expect(data<ProductDetail>(nl).translation.title).not.toBe(data<ProductDetail>(fr).translation.title),
  },
  {
    method: 'GET',
    path: '/api/folders',
    query: ['page', 'per_page', 'include', 'include_filters', 'status', 'filters[categories][]', 'filters[stores][]'],
    happyQuery: () => 'include=store&include_filters=1',
    check: (body, locale) => {
      const list = body as FolderList;
      checkPaginated(list, 9);
      keys(list.meta, ['categories', 'stores']);
      for (const folder of list.data) {
        keys(folder, [...FOLDER_KEYS, 'store']);
        expect(folder.status).toBe('current');
        localized(folder.route, locale);
      }
    },
    compare: (nl, fr) => sameIdDifferent((nl as FolderList).data, (fr as FolderList).data, (folder) => folder.valid_text),
  },
  {
    method: 'GET',
    path: '/api/folders/:id',
    params: { id: (f) => String(f.folderId) },
    query: ['include'],
    happyQuery: () => 'include=pages.items,store',
    check: (body, locale) => {
      const folder = data<Folder>(body);
      keys(folder, [...FOLDER_KEYS, 'store', 'pages']);
      const page = folder.pages?.[0];
      keys(page, ['id', 'page_number', 'image_url', 'width', 'height', 'items']);
      const item = page?.items?.[0];
      keys(item, ['id', 'page_id', 'title', 'new_price', 'old_price', 'discount_text', 'image_url', 'rect', 'route']);
      localized(folder.route, locale);
    },
  },
  {
    method: 'GET',
    path: '/api/users-count',
    check: (body) => expect((body as UsersCount).users_count).toBeGreaterThan(0),
  },
  {
    method: 'GET',
    path: '/api/profile/:userId',
    params: { userId: (f) => String(f.userId) },
    query: ['compact'],
    check: (body) =>
      keys(data<Profile>(body), ['id', 'fname', 'lname', 'avatar_url', 'followers', 'following', 'promos_count', 'is_followed']),
  },
];
