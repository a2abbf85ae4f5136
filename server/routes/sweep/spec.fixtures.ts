import { expect } from 'vitest';
import type { FeedItem, FolderItemDetail, OnlinePromoDetail, PostDetail } from '@/lib/api/feed';
import type { Paginated } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { MORPHABLE_TYPES } from '@/lib/schemas/feed-filters';

/** What the sweep (sweep.test.ts) knows of a route: its fixtures, its spec and the spot checks of its happy answer. */

export type Fixtures = {
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
export type Slugs = { nl: string; fr: string };

export type Check = (body: unknown, locale: Locale, f: Fixtures) => void;

export type RouteSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

export const DEFAULT_ALLOWED = [200, 404, 422];

// ---- Spot checks

export function keys(value: unknown, names: readonly string[]): void {
  expect(value, `expected an object with ${names.join(', ')}`).toBeTypeOf('object');
  expect(value).not.toBeNull();
  for (const name of names) expect(value).toHaveProperty(name);
}

export function localized(route: string, locale: Locale): void {
  expect(route).toMatch(/^\//);
  if (locale === 'fr') expect(route).toMatch(/^\/fr(\/|$)/);
  else expect(route).not.toMatch(/^\/fr(\/|$)/);
}

export const PAGE_META = ['current_page', 'last_page', 'per_page', 'total', 'from', 'to'] as const;
export const FEED_DATA_KEYS = [
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
export const PROMO_DETAIL_KEYS = [...FEED_DATA_KEYS, 'content', 'deal_url', 'related', 'morphable_type'] as const;
export const STORE_KEYS = ['id', 'image_url', 'folder_client_type', 'is_paid_client', 'folders_count', 'is_subscribed', 'translation'] as const;
export const CATALOGUE_TRANSLATION = ['title', 'slug', 'route', 'simplified_title', 'description'] as const;
export const FOLDER_KEYS = [
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
export const ARTICLE_KEYS = ['id', 'image_url', 'published_at', 'author', 'views', 'is_favourite', 'category', 'translation'] as const;

export function checkGuestFlags(data: FeedItem['data']): void {
  expect(data).toMatchObject({ is_hit: false, is_dislike: false, is_favourite: false, favourite_at: null, is_hidden: false });
}

/** A feed card's shape; a guest's card (the default) also has no flags of its own. */
export function checkFeedItem(item: FeedItem, locale: Locale, viewer: 'guest' | 'member' = 'guest'): void {
  expect(MORPHABLE_TYPES).toContain(item.morphable_type);
  expect(item.morphable_id).toBe(item.data.id);
  keys(item.data, FEED_DATA_KEYS);
  expect(item.data.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  localized(item.data.route, locale);
  if (viewer === 'guest') checkGuestFlags(item.data);
}

export function checkPaginated(body: unknown, min = 1): void {
  const page = body as Paginated<unknown>;
  keys(page.meta, PAGE_META);
  expect(Array.isArray(page.data)).toBe(true);
  expect(page.data.length).toBeGreaterThanOrEqual(min);
  expect(page.data.length).toBeLessThanOrEqual(page.meta.per_page);
}

export function checkPromoDetail(data: PostDetail | OnlinePromoDetail | FolderItemDetail, locale: Locale): void {
  keys(data, PROMO_DETAIL_KEYS);
  localized(data.route, locale);
  for (const related of data.related) checkFeedItem(related, locale);
}

export const sameIdDifferent = <T extends { id: number }>(nl: T[], fr: T[], label: (item: T) => string) => {
  const french = new Map(fr.map((item) => [item.id, label(item)]));
  const differing = nl.filter((item) => french.has(item.id) && french.get(item.id) !== label(item));
  expect(differing.length, 'some nl and fr labels should differ').toBeGreaterThan(0);
};

export const data = <T>(body: unknown) => (body as { data: T }).data;

/** `PUT /api/{target}/{id}/{action}`, the action constrained to the target's list (routes/actions.ts). */
export function actionRoute(target: string, actions: readonly string[], id: (f: Fixtures) => number): RouteSpec {
  return {
    method: 'PUT',
    path: `/api/${target}/:id/:action{(?:${actions.join('|')})}`,
    params: { id: (f) => String(id(f)), action: () => actions[0] ?? '' },
    auth: true,
    check: () => undefined,
  };
}
