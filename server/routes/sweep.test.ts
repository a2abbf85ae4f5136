import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Brand,
  Category,
  PopularCategory,
  Product,
  ProductDetail,
  StoreDetail,
  Store,
  UsersCount,
  Profile,
  Webshop,
  WebshopDetail,
  WebshopSuggestion,
} from '@/lib/api/catalogue';
import {
  ARTICLE_ACTIONS,
  FOLDER_ACTIONS,
  PROMO_ACTIONS,
  SUBSCRIBABLE_ENTITIES,
  SUBSCRIPTION_ACTIONS,
} from '@/lib/api/actions';
import type { ArticleDetail, CmsPage, CmsPageSummary, GotoTarget, NewsCategory, NewsList, RedirectTarget } from '@/lib/api/content';
import type {
  BonusAction,
  FeedItem,
  FeedPage,
  FolderItemDetail,
  OnlinePromoDetail,
  PostDetail,
  PromoType,
} from '@/lib/api/feed';
import type { Folder, FolderList } from '@/lib/api/folders';
import type { Paginated } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { MORPHABLE_TYPES } from '@/lib/schemas/feed-filters';
import { createApiApp, type ApiApp } from '../app';
import { executeRows } from '../db/client';
import { accessTokens } from '../db/schema';
import { DEMO_LOGIN, seedDemo } from '../db/seed';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { sha256Hex } from '../http/auth';

/**
 * The bad-input sweep: every route of the API, on the seeded demo catalogue,
 * gets hostile path segments, hostile query values, wrong methods and broken bodies, with and without
 * a garbage bearer token and an unknown `Language`. Nothing may answer 5xx; every 4xx is Laravel's
 * `{message}` (422 also `errors`). The happy path of every GET route answers 200 with the contract's field
 * names in Dutch and in French.
 *
 * ROUTES must name every route the app has: a new route fails the first test until it is added here.
 */

// The seed's dates are relative to `now`, while the routes judge "current" by the wall clock: so a fixed
// instant close to the real one, the start of the current hour (the same catalogue all hour long).
const HOUR_MS = 3_600_000;
const NOW = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);

type Fixtures = {
  categoryId: number;
  category: Slugs;
  store: Slugs & { folderSlug: string };
  webshop: Slugs & { search: string };
  brand: Slugs;
  product: Slugs;
  folderId: number;
  postId: number;
  onlinePromoId: number;
  folderItemId: number;
  userId: number;
  /** A member other than the demo one (someone to follow). */
  otherUserId: number;
  pages: Record<Locale, string>;
  newsCategory: string;
  article: string;
  gotoKey: string;
  redirectPath: string;
  token: string;
};
type Slugs = { nl: string; fr: string };

type Check = (body: unknown, locale: Locale, f: Fixtures) => void;

type RouteSpec = {
  method: 'GET' | 'POST' | 'PUT';
  /** The Hono pattern exactly as `app.routes` lists it. */
  path: string;
  /** Valid values for the path parameters (the happy path and the untouched ones while sweeping another). */
  params?: Record<string, (f: Fixtures, locale: Locale) => string>;
  /** Query keys the route reads; each gets hostile values. Routes without any get a stray `page`. */
  query?: string[];
  /** A valid query the sweep starts from (required parameters). */
  base?: (f: Fixtures) => string;
  /** The query of the happy request. */
  happyQuery?: (f: Fixtures, locale: Locale) => string;
  /** Sends the demo member's bearer token (routes that need a user). */
  auth?: boolean;
  /** Statuses a hostile query may get; default 200, 404 and 422. Hostile path segments must give 404. */
  allowed?: number[];
  /** Happy status; default 200. */
  status?: number;
  check: Check;
  /** Compares the nl and fr answers of the happy request. */
  compare?: (nl: unknown, fr: unknown, f: Fixtures) => void;
};

const DEFAULT_ALLOWED = [200, 404, 422];

// ---- Spot checks

function keys(value: unknown, names: readonly string[]): void {
  expect(value, `expected an object with ${names.join(', ')}`).toBeTypeOf('object');
  expect(value).not.toBeNull();
  for (const name of names) expect(value).toHaveProperty(name);
}

function localized(route: string, locale: Locale): void {
  expect(route).toMatch(/^\//);
  if (locale === 'fr') expect(route).toMatch(/^\/fr(\/|$)/);
  else expect(route).not.toMatch(/^\/fr(\/|$)/);
}

const PAGE_META = ['current_page', 'last_page', 'per_page', 'total', 'from', 'to'] as const;
const FEED_DATA_KEYS = [
  'id',
  'title',
  'short_content',
  'image_url',
  'new_price',
  'old_price',
  'discount',
  'discount_code',
  'webshop',
  'store',
  'brand',
  'categories',
  'type',
  'started_at',
  'expired_at',
  'published_at',
  'is_expired',
  'rating_calculated',
  'hits_count',
  'dislikes_count',
  'is_hit',
  'is_dislike',
  'is_favourite',
  'favourite_at',
  'subscriptions',
  'is_hidden',
  'is_reported_expired',
  'user',
  'folder',
  'route',
] as const;
const PROMO_DETAIL_KEYS = [...FEED_DATA_KEYS, 'content', 'deal_url', 'related', 'morphable_type'] as const;
const STORE_KEYS = ['id', 'image_url', 'folder_client_type', 'is_paid_client', 'folders_count', 'is_subscribed', 'translation'] as const;
const CATALOGUE_TRANSLATION = ['title', 'slug', 'route', 'simplified_title', 'description'] as const;
const FOLDER_KEYS = [
  'id',
  'store_id',
  'slug',
  'valid_from',
  'valid_to',
  'valid_text',
  'status',
  'pages_count',
  'items_count',
  'image_url',
  'is_favourite',
  'route',
  'translation',
] as const;
const ARTICLE_KEYS = ['id', 'image_url', 'published_at', 'author', 'views', 'is_favourite', 'category', 'translation'] as const;

function checkGuestFlags(data: FeedItem['data']): void {
  expect(data).toMatchObject({ is_hit: false, is_dislike: false, is_favourite: false, favourite_at: null, is_hidden: false });
}

function checkFeedItem(item: FeedItem, locale: Locale): void {
  expect(MORPHABLE_TYPES).toContain(item.morphable_type);
  expect(item.morphable_id).toBe(item.data.id);
  keys(item.data, FEED_DATA_KEYS);
  expect(item.data.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  localized(item.data.route, locale);
  checkGuestFlags(item.data);
}

function checkPaginated(body: unknown, min = 1): void {
  const page = body as Paginated<unknown>;
  keys(page.meta, PAGE_META);
  expect(Array.isArray(page.data)).toBe(true);
  expect(page.data.length).toBeGreaterThanOrEqual(min);
  expect(page.data.length).toBeLessThanOrEqual(page.meta.per_page);
}

function checkPromoDetail(data: PostDetail | OnlinePromoDetail | FolderItemDetail, locale: Locale): void {
  keys(data, PROMO_DETAIL_KEYS);
  localized(data.route, locale);
  for (const related of data.related) checkFeedItem(related, locale);
}

const sameIdDifferent = <T extends { id: number }>(nl: T[], fr: T[], label: (item: T) => string) => {
  const french = new Map(fr.map((item) => [item.id, label(item)]));
  const differing = nl.filter((item) => french.has(item.id) && french.get(item.id) !== label(item));
  expect(differing.length, 'some nl and fr labels should differ').toBeGreaterThan(0);
};

const data = <T>(body: unknown) => (body as { data: T }).data;

// ---- The routes

const ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/health',
    check: (body) => expect(body).toMatchObject({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) }),
  },
  {
    method: 'POST',
    path: '/api/log',
    status: 204,
    allowed: [204, 413, 422],
    check: () => undefined,
  },
  {
    method: 'GET',
    path: '/api/feed-items',
    query: [
      'page',
      'per_page',
      'include_filters',
      'sort',
      'locale',
      'filters[types][]',
      'filters[morphable_types][]',
      'filters[categories][]',
      'filters[webshops][]',
      'filters[stores][]',
      'filters[brands][]',
      'filters[users][]',
      'filters[price][]',
      'filters[q]',
      'filters',
    ],
    happyQuery: () => 'page=1&per_page=9&include_filters=1',
    check: (body, locale) => {
      const page = body as FeedPage;
      checkPaginated(page, 9);
      for (const item of page.data) checkFeedItem(item, locale);
      keys(page.meta, ['types', 'morphable_types', 'categories', 'webshops', 'stores', 'brands', 'prices']);
      expect(page.meta.categories?.length).toBeGreaterThan(0);
    },
    compare: (nl, fr) => sameIdDifferent((nl as FeedPage).meta.categories ?? [], (fr as FeedPage).meta.categories ?? [], (c) => c.title),
  },
  {
    method: 'GET',
    path: '/api/posts/:id',
    params: { id: (f) => String(f.postId) },
    check: (body, locale) => {
      const post = data<PostDetail>(body);
      checkPromoDetail(post, locale);
      expect(post.morphable_type).toBe('Post');
      keys(post, ['images', 'origin_url', 'discount_type', 'status', 'locale']);
    },
  },
  {
    method: 'GET',
    path: '/api/online-promos/:id',
    params: { id: (f) => String(f.onlinePromoId) },
    check: (body, locale) => {
      const promo = data<OnlinePromoDetail>(body);
      checkPromoDetail(promo, locale);
      expect(promo.morphable_type).toBe('OnlinePromo');
      keys(promo, ['url']);
    },
    compare: (nl, fr) => expect(data<OnlinePromoDetail>(nl).title).not.toBe(data<OnlinePromoDetail>(fr).title),
  },
  {
    method: 'GET',
    path: '/api/folder-items/:id',
    params: { id: (f) => String(f.folderItemId) },
    check: (body, locale) => {
      const item = data<FolderItemDetail>(body);
      checkPromoDetail(item, locale);
      expect(item.morphable_type).toBe('FolderItem');
      keys(item.rectangle, ['x', 'y', 'width', 'height']);
      keys(item.folder, ['id', 'valid_from', 'valid_to', 'store', 'page_number', 'route']);
    },
  },
  {
    method: 'GET',
    path: '/api/promoted-promo',
    query: ['section', 'category'],
    base: () => 'section=category-hero-section',
    happyQuery: () => 'section=hero-section',
    check: (body, locale) => {
      const items = data<FeedItem[]>(body);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) checkFeedItem(item, locale);
    },
  },
  {
    method: 'GET',
    path: '/api/types',
    check: (body) => {
      const types = data<PromoType[]>(body);
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) keys(type, ['id', 'order', 'kind', 'filter_value', 'translation', 'children']);
    },
    compare: (nl, fr) => sameIdDifferent(data<PromoType[]>(nl), data<PromoType[]>(fr), (t) => t.translation.title),
  },
  {
    method: 'GET',
    path: '/api/bonus-actions',
    check: (body) => {
      const actions = data<BonusAction[]>(body);
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) keys(action, ['type', 'bonusable_type', 'bonusable_id', 'impact_on_balance', 'optional_impact']);
    },
  },
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
  {
    method: 'GET',
    path: '/api/pages',
    check: (body) => {
      const pages = data<CmsPageSummary[]>(body);
      expect(pages.length).toBeGreaterThanOrEqual(12);
      for (const page of pages) keys(page, ['id', 'slug', 'title', 'route', 'locale', 'group_key']);
    },
  },
  {
    method: 'GET',
    path: '/api/pages/:slug',
    params: { slug: (f, locale) => f.pages[locale] },
    query: ['any_locale'],
    check: (body, locale) => {
      const page = data<CmsPage>(body);
      keys(page, ['id', 'slug', 'title', 'tag_title', 'meta_description', 'content', 'route', 'locale', 'alternates']);
      expect(page.locale.slug).toBe(locale);
      localized(page.route, locale);
    },
    compare: (nl, fr) => expect(data<CmsPage>(nl).title).not.toBe(data<CmsPage>(fr).title),
  },
  {
    method: 'GET',
    path: '/api/news-categories',
    check: (body, locale) => {
      const categories = data<NewsCategory[]>(body);
      expect(categories.length).toBeGreaterThanOrEqual(6);
      for (const category of categories) {
        keys(category, ['id', 'slug', 'translation', 'articles_count']);
        localized(category.translation.route, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/news-categories/:slug',
    params: { slug: (f) => f.newsCategory },
    check: (body, _locale, f) => expect(data<NewsCategory>(body)).toMatchObject({ slug: f.newsCategory }),
  },
  {
    method: 'GET',
    path: '/api/news',
    query: ['page', 'per_page', 'category', 'load_top_articles'],
    happyQuery: () => 'load_top_articles=1',
    check: (body, locale) => {
      const list = body as NewsList;
      checkPaginated(list, 14);
      for (const article of list.data) {
        keys(article, ARTICLE_KEYS);
        localized(article.translation.route, locale);
      }
      keys(list.top_articles, ['most_recently', 'last_week', 'last_month', 'last_year']);
    },
  },
  {
    method: 'GET',
    path: '/api/news/favorites',
    auth: true,
    allowed: [200, 401, 422],
    query: ['page', 'per_page'],
    check: (body) => {
      checkPaginated(body, 1);
      for (const article of (body as NewsList).data) expect(article.is_favourite).toBe(true);
    },
  },
  {
    method: 'GET',
    path: '/api/news/show',
    query: ['slug', 'id', 'category'],
    base: (f) => `slug=${encodeURIComponent(f.article)}`,
    happyQuery: (f) => `slug=${encodeURIComponent(f.article)}`,
    check: (body, locale) => {
      const article = data<ArticleDetail>(body);
      keys(article, [...ARTICLE_KEYS, 'content', 'related']);
      localized(article.translation.route, locale);
    },
  },
  {
    method: 'GET',
    path: '/api/redirects/lookup',
    query: ['path'],
    base: (f) => `path=${encodeURIComponent(f.redirectPath)}`,
    happyQuery: (f) => `path=${encodeURIComponent(f.redirectPath)}`,
    check: (body) => keys(data<RedirectTarget>(body), ['to', 'external', 'status']),
  },
  {
    method: 'GET',
    path: '/api/goto/:key',
    params: { key: (f) => f.gotoKey },
    check: (body) => expect(data<GotoTarget>(body).url).toMatch(/^https?:\/\//),
  },
  {
    method: 'GET',
    path: '/api/media/generated/:kind/:file',
    params: { kind: () => 'product', file: () => '1.svg' },
    query: ['locale'],
    allowed: [200, 404],
    check: () => undefined,
  },
  {
    // The demo catalogue has no uploads (its images are generated), so the only answer here is 404;
    // serving real files is covered by media.test.ts.
    method: 'GET',
    path: '/api/media/uploads/:path{.+}',
    params: { path: () => '2026/01/demo.png' },
    status: 404,
    allowed: [404],
    check: (body) => expect(body).toEqual({ message: 'File not found.' }),
  },
  // ---- Accounts (account*.test.ts cover the behaviour; here: the routes exist and bad input stays 4xx)
  {
    method: 'GET',
    path: '/api/auth/providers',
    check: (body) => keys((body as { data: unknown }).data, ['email', 'google', 'facebook', 'apple', 'recaptcha']),
  },
  {
    method: 'GET',
    path: '/api/me',
    query: ['include'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => keys((body as { data: unknown }).data, ['id', 'fname', 'lname', 'email', 'avatar_url', 'locale']),
  },
  { method: 'PUT', path: '/api/me', auth: true, check: () => undefined },
  { method: 'PUT', path: '/api/me/settings', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/me/request-account-delete', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/token', check: () => undefined },
  { method: 'POST', path: '/api/token/logout', check: () => undefined },
  { method: 'POST', path: '/api/token/:provider', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/:step{step-[0-9]+}', params: { step: () => 'step-1' }, check: () => undefined },
  { method: 'POST', path: '/api/register', check: () => undefined },
  { method: 'POST', path: '/api/register/social/:provider/check', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/social/:provider', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/upload-image', check: () => undefined },
  { method: 'POST', path: '/api/email/verify', check: () => undefined },
  { method: 'POST', path: '/api/is-verified', check: () => undefined },
  { method: 'POST', path: '/api/resend-verification', check: () => undefined },
  { method: 'POST', path: '/api/password/email', check: () => undefined },
  { method: 'POST', path: '/api/password/reset', check: () => undefined },
  ...(['follow', 'unfollow'] as const).map(
    (action): RouteSpec => ({
      method: 'GET',
      path: `/api/profile/:userId/${action}`,
      params: { userId: (f) => String(f.otherUserId) },
      auth: true,
      allowed: [200, 401, 404, 422],
      check: (body) => keys(data<Profile>(body), ['id', 'followers', 'following', 'is_followed']),
    }),
  ),
  // ---- Actions on entities (actions.test.ts covers the behaviour; PUTs are swept, never sent valid)
  actionRoute('posts', PROMO_ACTIONS, (f) => f.postId),
  actionRoute('online-promos', PROMO_ACTIONS, (f) => f.onlinePromoId),
  actionRoute('folder-items', PROMO_ACTIONS, (f) => f.folderItemId),
  actionRoute('folders', FOLDER_ACTIONS, (f) => f.folderId),
  actionRoute('news', ARTICLE_ACTIONS, () => 1),
  ...SUBSCRIBABLE_ENTITIES.map((entity) => actionRoute(entity, SUBSCRIPTION_ACTIONS, () => 1)),
];

/** `PUT /api/{target}/{id}/{action}`, the action constrained to the target's list (routes/actions.ts). */
function actionRoute(target: string, actions: readonly string[], id: (f: Fixtures) => number): RouteSpec {
  return {
    method: 'PUT',
    path: `/api/${target}/:id/:action{(?:${actions.join('|')})}`,
    params: { id: (f) => String(id(f)), action: () => actions[0] ?? '' },
    auth: true,
    check: () => undefined,
  };
}

// ---- Hostile values

/** Raw (already percent-encoded) path segments. */
const HOSTILE_SEGMENTS = [
  'abc',
  '0',
  '-1',
  '99999999999999999999',
  '2147483648',
  '99999999999',
  '1.5',
  '%00',
  '%27%20OR%201%3D1--',
  'x'.repeat(5_000),
  '%F0%9F%92%A9-caf%C3%A9-%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '%ZZ',
  '%ED%A0%80',
  '1%0A2',
  '9999-12-31',
] as const;

/** Key suffix and raw value appended to a query key. */
const HOSTILE_QUERY: readonly (readonly [suffix: string, value: string])[] = [
  ['[]', '1'],
  ['[a]', '1'],
  ['', ''],
  ['', '99999999999999999999'],
  ['', '2147483648'],
  ['', '99999999999'],
  ['', '0x7fffffff'],
  ['', '-1'],
  ['', '%00'],
  ['', 'x'.repeat(10_240)],
  ['', '1e309'],
  ['', '%27%20OR%201%3D1--'],
  ['', '%F0%9F%92%A9%E2%80%AE'],
  ['', '%22%20-%21%3A*%20%26%7C%3C-%3E%25_%5C'],
  ['', '%ZZ%'],
  ['', '%ED%A0%80'],
];

const GARBAGE_TOKENS = [
  'Bearer garbage',
  `Bearer 1|${'a'.repeat(40)}`,
  `Bearer 99999999999999999999|${'b'.repeat(40)}`,
  `Bearer ${'x'.repeat(5_000)}`,
  'Bearer ',
] as const;

/** Header variants rotated over the hostile requests: none, garbage bearer, unknown language, both. */
function hostileHeaders(turn: number): Record<string, string> {
  const token = GARBAGE_TOKENS[turn % GARBAGE_TOKENS.length] ?? 'Bearer garbage';
  switch (turn % 4) {
    case 0:
      return {};
    case 1:
      return { Authorization: token };
    case 2:
      return { Language: 'xx' };
    default:
      return { Authorization: token, Language: 'xx' };
  }
}

// ---- Running requests

type Outcome = { label: string; status: number; problem?: string };

async function inspect(label: string, response: Response, allowed: readonly number[]): Promise<Outcome> {
  const { status } = response;
  const text = await response.text();
  if (status >= 500) return { label, status, problem: `server error: ${text.slice(0, 200)}` };
  if (!allowed.includes(status)) return { label, status, problem: `unexpected status (allowed ${allowed.join('/')})` };
  if (status >= 400) {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return { label, status, problem: `4xx is not JSON (${type})` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { label, status, problem: '4xx body does not parse' };
    }
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message !== 'string' || message === '') return { label, status, problem: '4xx without a string message' };
    if (status === 422) {
      const valid =
        typeof errors === 'object' &&
        errors !== null &&
        !Array.isArray(errors) &&
        Object.values(errors).every((list) => Array.isArray(list) && list.every((entry) => typeof entry === 'string'));
      if (!valid) return { label, status, problem: '422 without errors {field: string[]}' };
    }
  }
  return { label, status };
}

function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The query with every pair of `key` (and its bracketed forms) removed. */
function withoutKey(query: string, key: string): string {
  const bare = key.replace(/\[\]$/, '');
  return query
    .split('&')
    .filter((pair) => pair !== '' && !decodeURIComponent(pair.split('=')[0] ?? '').startsWith(bare))
    .join('&');
}

const validLog = () =>
  JSON.stringify({
    level: 'error',
    event: 'api_call_failed',
    status: 503,
    reason: 'server',
    message: 'Sweep test',
    at: new Date().toISOString(),
  });

describe('bad-input sweep over every route (demo catalogue)', () => {
  let h: TestDbHandle;
  let app: ApiApp;
  let f: Fixtures;
  let turn = 0;

  const request = (method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) =>
    app.request(url, { method, headers: init.headers, body: init.body });

  const validParams = (spec: RouteSpec, locale: Locale = 'nl') =>
    Object.fromEntries(Object.entries(spec.params ?? {}).map(([name, value]) => [name, value(f, locale)]));

  const authHeaders = (spec: RouteSpec): Record<string, string> =>
    spec.auth ? { Authorization: `Bearer ${f.token}` } : {};

  beforeAll(async () => {
    h = await createTestDb();
    // A stored hash that matches nothing: hashing the demo passwords (scrypt) is slow and unneeded here.
    const unusable = `scrypt$${'0'.repeat(16)}`;
    await seedDemo(h.db, { now: NOW, passwordHashes: { demo: unusable, second: unusable } });
    app = createApiApp({ db: h.db });

    const one = async <T extends Record<string, unknown>>(query: string): Promise<T> => {
      const [row] = await executeRows<T>(h.db, sql.raw(query));
      if (!row) throw new Error(`no fixture row for: ${query}`);
      return row;
    };
    const category = await one<{ id: number; nl: string; fr: string }>(
      'select id, slug_nl as nl, slug_fr as fr from categories where slug_nl <> slug_fr and title_nl <> title_fr order by id limit 1',
    );
    const folder = await one<{ id: number; store_id: number; slug: string }>(
      `select f.id, f.store_id, f.slug from folders f
        where f.valid_from <= current_date and f.valid_to >= current_date
          and exists (select 1 from folder_items i where i.folder_id = f.id)
          and exists (select 1 from stores s where s.id = f.store_id and s.title_nl <> s.title_fr)
        order by f.id limit 1`,
    );
    const store = await one<{ nl: string; fr: string }>(`select slug_nl as nl, slug_fr as fr from stores where id = ${folder.store_id}`);
    const webshop = await one<{ nl: string; fr: string; title: string }>(
      'select slug_nl as nl, slug_fr as fr, title_nl as title from webshops order by id limit 1',
    );
    const brand = await one<{ nl: string; fr: string }>('select slug_nl as nl, slug_fr as fr from brands order by id limit 1');
    const product = await one<{ nl: string; fr: string }>(
      'select slug_nl as nl, slug_fr as fr from products where title_nl <> title_fr order by id limit 1',
    );
    const post = await one<{ id: number }>("select id from posts where status = 'approved' order by id limit 1");
    const promo = await one<{ id: number }>(
      'select id from online_promos where title_nl <> title_fr and (expired_at is null or expired_at > now()) order by id limit 1',
    );
    const item = await one<{ id: number }>(`select id from folder_items where folder_id = ${folder.id} order by id limit 1`);
    const pages = await one<{ nl: string; fr: string }>(
      "select n.slug as nl, f.slug as fr from pages n join pages f on f.group_key = n.group_key and f.locale = 'fr' where n.locale = 'nl' and n.slug <> f.slug order by n.id limit 1",
    );
    const newsCategory = await one<{ slug: string }>('select slug from news_categories order by position, id limit 1');
    const article = await one<{ slug: string }>('select slug from articles where published_at <= now() order by id limit 1');
    const goto = await one<{ key: string }>('select key from goto_links order by id limit 1');
    const redirect = await one<{ from_path: string }>('select from_path from redirects order by id limit 1');
    const demo = await one<{ id: number }>(`select id from users where email = '${DEMO_LOGIN.email}'`);
    const other = await one<{ id: number }>(`select id from users where id <> ${demo.id} and deleted_at is null order by id limit 1`);

    const secret = randomBytes(24).toString('hex');
    const [token] = await h.db
      .insert(accessTokens)
      .values({ userId: demo.id, tokenHash: sha256Hex(secret) })
      .returning({ id: accessTokens.id });
    if (!token) throw new Error('token not inserted');

    f = {
      categoryId: category.id,
      category: { nl: category.nl, fr: category.fr },
      store: { nl: store.nl, fr: store.fr, folderSlug: folder.slug },
      webshop: { nl: webshop.nl, fr: webshop.fr, search: webshop.title.slice(0, 4) },
      brand: { nl: brand.nl, fr: brand.fr },
      product: { nl: product.nl, fr: product.fr },
      folderId: folder.id,
      postId: post.id,
      onlinePromoId: promo.id,
      folderItemId: item.id,
      userId: demo.id,
      otherUserId: other.id,
      pages: { nl: pages.nl, fr: pages.fr },
      newsCategory: newsCategory.slug,
      article: article.slug,
      gotoKey: goto.key,
      redirectPath: redirect.from_path,
      token: `${token.id}|${secret}`,
    };
  }, 240_000);

  afterAll(async () => {
    await h?.close();
  });

  it('knows every route of the app', () => {
    const actual = app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`);
    const listed = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...actual].sort()).toEqual([...listed].sort());
  });

  describe('happy path in nl and fr', () => {
    it.each(ROUTES.filter((route) => route.method === 'GET').map((route) => [route.path, route] as const))(
      'GET %s',
      async (_path, spec) => {
        const bodies: Partial<Record<Locale, unknown>> = {};
        for (const locale of ['nl', 'fr'] as const) {
          const url = withQuery(fillPath(spec.path, validParams(spec, locale)), spec.happyQuery?.(f, locale) ?? '');
          const response = await request('GET', url, { headers: { Language: locale, ...authHeaders(spec) } });
          const text = await response.text();
          expect(response.status, `${locale} ${url}: ${text.slice(0, 300)}`).toBe(spec.status ?? 200);
          const type = response.headers.get('content-type') ?? '';
          const body: unknown = type.includes('json') ? JSON.parse(text) : text;
          if (spec.path.startsWith('/api/media/generated')) expect(type).toContain('image/svg+xml');
          spec.check(body, locale, f);
          bodies[locale] = body;
        }
        spec.compare?.(bodies.nl, bodies.fr, f);

        // An unknown language falls back to Dutch.
        const url = withQuery(fillPath(spec.path, validParams(spec)), spec.happyQuery?.(f, 'nl') ?? '');
        const fallback = await request('GET', url, { headers: { Language: 'xx', ...authHeaders(spec) } });
        expect(fallback.status).toBe(spec.status ?? 200);
      },
    );

    it('POST /api/log accepts a valid entry', async () => {
      const response = await request('POST', '/api/log', { headers: { 'Content-Type': 'application/json' }, body: validLog() });
      expect(response.status).toBe(204);
    });
  });

  describe('hostile input never gives a 5xx', () => {
    it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, spec) => {
      const outcomes: Outcome[] = [];
      const base = spec.base?.(f) ?? '';
      const allowed = spec.allowed ?? DEFAULT_ALLOWED;
      const send = async (label: string, method: string, url: string, allowedHere: readonly number[], body?: BodyInit, extra: Record<string, string> = {}) => {
        const headers = { ...authHeaders(spec), ...hostileHeaders((turn += 1)), ...extra };
        outcomes.push(await inspect(`${method} ${label}`, await request(method, url, { headers, body }), allowedHere));
      };

      // Path parameters, one position at a time; the others keep their valid value.
      for (const name of Object.keys(spec.params ?? {})) {
        for (const segment of HOSTILE_SEGMENTS) {
          const url = withQuery(fillPath(spec.path, { ...validParams(spec), [name]: segment }), base);
          await send(`:${name}=${segment.slice(0, 40)}`, spec.method, url, [404]);
        }
      }

      // Query parameters (a stray `page` for routes that read none: it must be ignored).
      if (spec.method === 'GET') {
        const path = fillPath(spec.path, validParams(spec));
        for (const key of spec.query ?? ['page']) {
          for (const [suffix, value] of HOSTILE_QUERY) {
            const query = [withoutKey(base, key), `${key}${suffix}=${value}`].filter(Boolean).join('&');
            // A stray key changes nothing, but the garbage tokens of hostileHeaders make routes that need a user answer 401.
            const strayAllowed = [spec.status ?? 200, ...(spec.auth ? [401] : [])];
            await send(`?${key}${suffix}=${value.slice(0, 40)}`, 'GET', withQuery(path, query), spec.query ? allowed : strayAllowed);
          }
        }
      }

      // A method the route does not have, with a broken JSON body.
      const path = withQuery(fillPath(spec.path, validParams(spec)), base);
      // Methods the path does have (GET and PUT /api/me) are swept as routes of their own.
      const otherMethods = (spec.method === 'GET' ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'PUT', 'DELETE']).filter(
        (method) => !ROUTES.some((route) => route.path === spec.path && route.method === method),
      );
      for (const method of otherMethods) {
        const body = method === 'GET' ? undefined : '{"broken": ';
        await send(`(wrong method)`, method, path, [404, 405], body, { 'Content-Type': 'application/json' });
      }

      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(0);
    });

    it('POST /api/log rejects broken bodies, wrong content types and huge bodies', async () => {
      const cases: { label: string; body: BodyInit | undefined; type?: string; allowed: number[]; headers?: Record<string, string> }[] = [
        { label: 'no body', body: undefined, allowed: [422] },
        { label: 'invalid JSON', body: '{"level": "error",', type: 'application/json', allowed: [422] },
        { label: 'JSON array', body: '[]', type: 'application/json', allowed: [422] },
        { label: 'JSON null', body: 'null', type: 'application/json', allowed: [422] },
        { label: 'JSON number', body: '1e999', type: 'application/json', allowed: [422] },
        { label: 'NUL string', body: '"\\u0000"', type: 'application/json', allowed: [422] },
        { label: 'wrong field types', body: JSON.stringify({ level: 'error', event: 'api_call_failed', status: 'x', reason: [], message: {}, at: 1 }), type: 'application/json', allowed: [422] },
        { label: 'deep nesting', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json', allowed: [422] },
        { label: 'form content type', body: 'level=error&event=api_call_failed', type: 'application/x-www-form-urlencoded', allowed: [415] },
        { label: 'XML content type', body: '<log level="error"/>', type: 'application/xml', allowed: [415] },
        { label: 'multipart', body: (() => { const form = new FormData(); form.set('level', 'error'); return form; })(), allowed: [415] },
        { label: 'binary', body: new Uint8Array([0, 255, 254, 0, 1]), type: 'application/octet-stream', allowed: [415] },
        { label: '1 MB body', body: `{"message":"${'x'.repeat(1024 * 1024)}"}`, type: 'application/json', allowed: [413] },
        { label: '1 MB body with Idempotency-Key', body: 'x'.repeat(1024 * 1024), type: 'application/json', allowed: [413], headers: { 'Idempotency-Key': `sweep-${randomBytes(4).toString('hex')}` } },
        { label: 'control characters in Idempotency-Key', body: validLog(), type: 'application/json', allowed: [422], headers: { 'Idempotency-Key': 'a\tb' } },
        // A cross-site form or no-cors fetch can only send such types: JSON routes refuse them.
        { label: 'valid entry, text/plain', body: validLog(), type: 'text/plain', allowed: [415] },
        { label: 'valid entry, no content type', body: validLog(), allowed: [415] },
      ];
      const outcomes: Outcome[] = [];
      for (const entry of cases) {
        const headers = { ...hostileHeaders((turn += 1)), ...(entry.type ? { 'Content-Type': entry.type } : {}), ...entry.headers };
        outcomes.push(await inspect(entry.label, await request('POST', '/api/log', { headers, body: entry.body }), entry.allowed));
      }
      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
    });

    // 5xx the sweep found: a numeric id past int4 reached PostgreSQL as a parameter compared with an
    // int4 column ("value out of range for type integer"). Such an id cannot exist: 404.
    it.each([
      ['/api/promoted-promo?section=category-hero-section&category=2147483648', 'Category not found.'],
      ['/api/news/show?id=2147483648', 'Article not found.'],
      ['/api/news/show?id=99999999999', 'Article not found.'],
    ])('regression: %s is a 404', async (url, message) => {
      const response = await request('GET', url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message });
    });

    it('unknown paths are JSON 404s', async () => {
      const outcomes: Outcome[] = [];
      for (const path of ['/api', '/api/', '/api/nope', '/api/store', '/api/store/', `/api/${'x'.repeat(5_000)}`, '/api/%00', '/api/..%2F..%2Fetc%2Fpasswd']) {
        outcomes.push(await inspect(path.slice(0, 40), await request('GET', path, { headers: hostileHeaders((turn += 1)) }), [404]));
      }
      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
    });
  });
});
