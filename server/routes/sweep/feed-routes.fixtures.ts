import { expect } from 'vitest';
import type { BonusAction, FeedItem, FeedPage, FolderItemDetail, OnlinePromoDetail, PostDetail, PromoType } from '@/lib/api/feed';
import { type RouteSpec, checkFeedItem, checkPaginated, checkPromoDetail, data, keys, sameIdDifferent } from './spec.fixtures';

/** The sweep's specs of the health, log and feed routes. */
export const FEED_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/health',
    check: (body) => expect(body).toMatchObject({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) }),
  },
  {
    method: 'GET',
    path: '/api/build-id',
    check: (body) => expect(body).toEqual({ data: { build_id: expect.toBeOneOf([null, expect.any(String)]) } }),
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
];
