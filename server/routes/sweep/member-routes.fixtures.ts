import { expect } from 'vitest';
import { type RouteSpec, checkFeedItem, checkPaginated, keys, PAGE_META } from './spec.fixtures';
import { FOLLOWABLE_ENTITIES } from '@/lib/api/actions';
import type { AlertTarget, DealAlert } from '@/lib/api/deal-alerts';
import type { FeedItem } from '@/lib/api/feed';
import type { Paginated } from '@/lib/api/types';

/**
 * The sweep's specs of the member's own routes (notifications, favourites, own flags, the expired
 * report), search and the operator routes. Their behaviour is tested beside them; writes are swept
 * with hostile input, never sent valid. The operator routes are off in the sweep (no token): 404.
 */
export const MEMBER_ROUTES: RouteSpec[] = [
  // ---- Notifications (notifications.test.ts)
  {
    method: 'GET',
    path: '/api/notifications',
    query: ['page', 'per_page', 'unread'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => {
      const page = body as Paginated<unknown> & { meta: { unread_count: number } };
      keys(page.meta, [...PAGE_META, 'unread_count']);
      for (const item of page.data) keys(item, ['id', 'content', 'time_ago', 'author_avatar', 'read_at', 'checked_at', 'is_link', 'url']);
    },
  },
  { method: 'POST', path: '/api/notifications/read', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/notifications/check', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/notifications/:id/read', params: { id: () => '1' }, auth: true, check: () => undefined },
  { method: 'POST', path: '/api/notifications/:id/check', params: { id: () => '1' }, auth: true, check: () => undefined },
  { method: 'DELETE', path: '/api/notifications', auth: true, base: () => 'which=read', check: () => undefined },
  { method: 'DELETE', path: '/api/notifications/:id', params: { id: () => '1' }, auth: true, check: () => undefined },
  // ---- Favourites, own flags, hidden promos (favourites.test.ts, member-flags.test.ts), the expired report
  {
    method: 'GET',
    path: '/api/favorites',
    query: ['kind', 'page', 'per_page', 'offset', 'locale'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body, locale) => {
      checkPaginated(body, 1);
      for (const item of (body as Paginated<FeedItem>).data) {
        checkFeedItem(item, locale, 'member');
        expect(item.data.is_favourite).toBe(true);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/me/promo-flags',
    query: ['items', 'locale'],
    base: (f) => `items=Post:${f.postId},OnlinePromo:${f.onlinePromoId}`,
    happyQuery: (f) => `items=Post:${f.postId},OnlinePromo:${f.onlinePromoId},FolderItem:${f.folderItemId}`,
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => {
      const { data } = body as { data: unknown[] };
      expect(data.length).toBe(3);
      for (const item of data) keys(item, ['morphable_type', 'morphable_id', 'is_hit', 'is_dislike', 'is_favourite', 'is_hidden', 'rating_calculated']);
    },
  },
  {
    method: 'GET',
    path: '/api/me/hidden-promos',
    query: ['page', 'per_page', 'locale'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => checkPaginated(body, 0),
  },
  { method: 'POST', path: '/api/expired-promo-report', auth: true, check: () => undefined },
  // ---- Points and referrals (referral-points.test.ts)
  {
    method: 'GET',
    path: '/api/me/points',
    query: ['page', 'per_page'],
    auth: true,
    allowed: [200, 401, 422],
    check: (body) => expect(body).toMatchObject({ data: { available: expect.any(Number), total: expect.any(Number), history: expect.any(Array) } }),
  },
  {
    method: 'GET',
    path: '/api/me/referrals',
    auth: true,
    check: (body) => expect(body).toMatchObject({ data: { link: expect.any(String), code: expect.any(String), friends_joined: expect.any(Number) } }),
  },
  // ---- Post images (post-uploads.test.ts)
  { method: 'POST', path: '/api/posts/upload-image', auth: true, check: () => undefined },
  // ---- Posting (posts-create.test.ts, posts-moderation.test.ts)
  { method: 'POST', path: '/api/posts', auth: true, check: () => undefined },
  {
    method: 'GET',
    path: '/api/me/posts',
    query: ['status'],
    auth: true,
    allowed: [200, 401, 422],
    check: (body) => expect((body as { data: unknown[] }).data).toEqual(expect.any(Array)),
  },
  // ---- The prize pot (prizes.test.ts); the demo catalogue's first prize
  {
    method: 'GET',
    path: '/api/prizes',
    check: (body) => expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0),
  },
  {
    method: 'GET',
    path: '/api/prizes/:id',
    params: { id: () => '1' },
    check: (body) => expect(body).toMatchObject({ data: { id: 1, points_cost: expect.any(Number), stock: expect.any(Number) } }),
  },
  { method: 'POST', path: '/api/prizes/:id/request', params: { id: () => '1' }, auth: true, check: () => undefined },
  // ---- Search (search.test.ts, search-relevance.test.ts)
  {
    method: 'GET',
    path: '/api/search/before-search',
    check: (body) => keys((body as { data: unknown }).data, ['recent', 'popular']),
  },
  {
    method: 'GET',
    path: '/api/search/subscriptions',
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => expect(Array.isArray((body as { data: unknown }).data)).toBe(true),
  },
  {
    method: 'GET',
    path: '/api/search/results',
    query: ['q', 'group'],
    base: () => 'q=koffie',
    happyQuery: () => 'q=koffie',
    check: (body) => keys((body as { meta: unknown }).meta, ['query', 'folder_jump', 'did_you_mean', 'more']),
  },
  { method: 'POST', path: '/api/search/suggest', check: () => undefined },
  { method: 'POST', path: '/api/search/search-term', auth: true, check: () => undefined },
  { method: 'DELETE', path: '/api/search/search-term/:id', params: { id: () => '1' }, auth: true, check: () => undefined },
  { method: 'PUT', path: '/api/search/subscribe', auth: true, check: () => undefined },
  // ---- Deal alerts, member calls (deal-alerts-subscriptions*.test.ts). Writes are swept, never sent valid;
  // the GET that deletes is sent for an id the demo member has no alert with.
  ...FOLLOWABLE_ENTITIES.flatMap((entity) =>
    (['subscribe', 'unsubscribe'] as const).map((action): RouteSpec => ({ method: 'PUT', path: `/api/${entity}/:id/${action}`, params: { id: () => '1' }, auth: true, check: () => undefined })),
  ),
  {
    method: 'GET',
    path: '/api/subscriptions',
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body, locale) => {
      const alerts = (body as { data: DealAlert[] }).data;
      expect(alerts.length).toBeGreaterThan(0);
      for (const alert of alerts) {
        keys(alert, ['id', 'subscriable', 'query', 'daily_email_notification', 'weekly_email_notification', 'email', 'locale_id', 'isEmail', 'excluded_words', 'max_price', 'min_temperature', 'created_at']);
        if (alert.subscriable) checkTarget(alert.subscriable, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/subscriptions/promos',
    query: ['page', 'per_page', 'locale'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body, locale) => {
      checkPaginated(body, 0);
      for (const item of (body as { data: FeedItem[] }).data) checkFeedItem(item, locale, 'member');
    },
  },
  { method: 'PATCH', path: '/api/subscriptions/:id', params: { id: () => '2147483647' }, auth: true, check: () => undefined },
  { method: 'DELETE', path: '/api/subscriptions/:id', params: { id: () => '2147483647' }, auth: true, check: () => undefined },
  {
    method: 'GET',
    path: '/api/delete-subscription/:id',
    params: { id: () => '2147483647' },
    auth: true,
    status: 404,
    allowed: [401, 404],
    check: (body) => expect(body).toEqual({ message: 'Deal alert not found.' }),
  },
  {
    method: 'GET',
    path: '/api/available-subscriptions',
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body, locale) => {
      const groups = (body as { data: Record<string, (AlertTarget & { is_subscribed: boolean })[]> }).data;
      keys(groups, ['categories', 'stores', 'webshops', 'brands']);
      for (const target of Object.values(groups).flat()) {
        checkTarget(target, locale);
        expect(typeof target.is_subscribed).toBe('boolean');
      }
      expect(Object.values(groups).flat().some((target) => target.is_subscribed)).toBe(true);
    },
  },
  {
    method: 'GET',
    path: '/api/suggested-subscriptions',
    query: ['page'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body, locale) => {
      const page = body as { data: Record<string, AlertTarget[]>; meta: unknown };
      keys(page.data, ['categories', 'stores', 'webshops', 'brands']);
      keys(page.meta, ['current_page', 'last_page']);
      for (const target of Object.values(page.data).flat()) checkTarget(target, locale);
    },
  },
  // ---- The catalogue pages' view beacon (catalogue-popularity.test.ts)
  { method: 'POST', path: '/api/views', check: () => undefined },
  // ---- Operators (operator.test.ts): switched off here
  { method: 'POST', path: '/api/operator/posts/:id/publish', params: { id: (f) => String(f.postId) }, check: () => undefined },
  { method: 'GET', path: '/api/operator/posts', query: ['status'], status: 404, allowed: [404], check: () => undefined },
  { method: 'POST', path: '/api/operator/posts/:id/approve', params: { id: (f) => String(f.postId) }, check: () => undefined },
  { method: 'POST', path: '/api/operator/posts/:id/reject', params: { id: (f) => String(f.postId) }, check: () => undefined },
  { method: 'POST', path: '/api/operator/jobs/:queue/run', params: { queue: () => 'expiry-sweep' }, check: () => undefined },
  { method: 'POST', path: '/api/operator/jobs/:queue', params: { queue: () => 'deal-alerts-daily' }, check: () => undefined },
];

function checkTarget(target: AlertTarget, locale: string): void {
  keys(target, ['type', 'id', 'data']);
  keys(target.data, ['title', 'slug', 'image_url']);
  expect(target.data.title.length, `${locale} ${target.type} ${target.id}`).toBeGreaterThan(0);
}
