import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setArticleFavourite, setPromoFlag, subscribeEntity, type ArticleFavourite, type EntitySubscription, type PromoActionFlags } from '@/lib/api/actions';
import type { ArticleDetail, NewsList } from '@/lib/api/content';
import type { FeedItem, FeedPage, PostDetail } from '@/lib/api/feed';
import type { Folder } from '@/lib/api/folders';
import { executeRows } from '../db/client';
import * as schema from '../db/schema';
import type { MorphableType, ReactableType } from '../db/schema';
import { REPLAYED_HEADER } from '../http/idempotency';
import { useApiHarness } from '../test-support/api-harness';
import { SEEDED, SEEDED_ROW, indexRowOf, reactionsOf, seedActionsWorld, type ActionsWorld } from './actions.fixtures';
import { feedFixtures } from './feed.fixtures';

type Message = { message: string; errors?: Record<string, string[]> };

describe('actions on entities (docs/product.md, API)', () => {
  let w: ActionsWorld;
  const changed: string[] = [];

  // Bodies are JSON text as a client sends it (some deliberately broken).
  const call = <T>(method: string, path: string, options: { token?: string; body?: string; headers?: Record<string, string> } = {}) =>
    api.call<T>(method, path, {
      token: options.token,
      raw: options.body,
      headers: options.body === undefined ? { ...options.headers } : { ...options.headers, 'Content-Type': 'application/json' },
    });

  const put = <T = { data: PromoActionFlags }>(path: string, token?: string, body?: string) => call<T>('PUT', path, { token, body });
  const get = <T>(path: string, token?: string) => call<T>('GET', path, { token });

  async function ok<T = PromoActionFlags>(path: string, token: string, body?: string): Promise<T> {
    const response = await put<{ data: T }>(path, token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  const feedItem = async (type: MorphableType, id: number, token?: string): Promise<FeedItem | undefined> =>
    (await api.ok<FeedPage>('/feed-items?per_page=100', { token })).data.find((item) => item.morphable_type === type && item.morphable_id === id);

  const indexRow = (type: MorphableType, id: number) => indexRowOf(api.db, type, id);
  const reactionsOn = (type: ReactableType, id: number, userId?: number) => reactionsOf(api.db, type, id, userId);

  const api = useApiHarness({
    locale: 'fr',
    deps: () => ({ onContentChange: (tags) => changed.push(...tags) }),
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedActionsWorld(db);
    },
  });

  describe('who may act', () => {
    const guarded = (x: ActionsWorld) => [
      `/posts/${x.post.approved}/set-hit`,
      `/online-promos/${x.promo.code}/hide`,
      `/folder-items/${x.item.kaas}/set-favorite`,
      `/folders/${x.folder.current}/set-dislike`,
      `/news/${x.article.published}/set-favorite`,
      `/webshops/${x.webshop.id}/subscribe`,
      `/stores/${x.store.id}/unsubscribe`,
      `/brands/${x.brand.id}/subscribe`,
      `/products/${x.product.id}/subscribe`,
    ];

    it('answers guests and unknown tokens 401 and writes nothing', async () => {
      for (const path of guarded(w)) {
        for (const token of [undefined, `1|${'a'.repeat(40)}`]) {
          const response = await put<Message>(path, token);
          expect(response.status, path).toBe(401);
          expect(response.body).toEqual({ message: 'Unauthenticated.' });
        }
      }
      expect(await api.db.select().from(schema.reactions)).toEqual([]);
      expect(await api.db.select().from(schema.dealAlertSubscriptions)).toEqual([]);
    });

    it('refuses a vote on one\'s own post (403 in the request\'s language) and changes nothing; favourites stay possible', async () => {
      for (const [action, locale, message] of [
        ['set-hit', 'nl', 'Op je eigen promo kun je niet stemmen.'],
        ['set-dislike', 'fr', 'Vous ne pouvez pas voter pour votre propre promo.'],
      ] as const) {
        const response = await api.call<Message>('PUT', `/posts/${w.post.own}/${action}`, { token: w.tokens.viewer, locale });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message });
      }
      expect(await reactionsOn('Post', w.post.own, w.users.viewer)).toEqual([]);
      expect(await indexRow('Post', w.post.own)).toEqual(SEEDED_ROW);
      expect(await ok(`/posts/${w.post.own}/set-favorite`, w.tokens.viewer)).toMatchObject({ is_favourite: true });
      expect(await ok(`/posts/${w.post.own}/remove-hit`, w.tokens.viewer)).toMatchObject({ is_hit: false });
    });

    it('publishes that refusal in the OpenAPI document, for posts only', async () => {
      const doc = (await (await api.request('GET', '/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      const responsesOf = (path: string) => Object.keys(doc.paths[path]?.put?.responses ?? {});
      expect(responsesOf('/api/posts/{id}/{action}')).toContain('403');
      expect(responsesOf('/api/online-promos/{id}/{action}')).not.toContain('403');
    });
  });

  describe('hits and dislikes', () => {
    it('set-hit answers the updated flags and moves the counts of the index', async () => {
      const flags = await ok(`/posts/${w.post.approved}/set-hit`, w.tokens.viewer);
      expect(flags).toEqual({
        is_hit: true,
        is_dislike: false,
        is_favourite: false,
        favourite_at: null,
        subscriptions: false,
        is_hidden: false,
        is_reported_expired: false,
        rating_calculated: SEEDED.rating + 1,
        hits_count: SEEDED.hitsCount + 1,
        dislikes_count: SEEDED.dislikesCount,
      } satisfies PromoActionFlags);
      expect(await indexRow('Post', w.post.approved)).toEqual({ hits: 11, dislikes: 2, rating: 9 });
    });

    it('the feed and the detail show the hit to the voter and the new rating to everyone', async () => {
      const mine = await feedItem('Post', w.post.approved, w.tokens.viewer);
      expect(mine?.data).toMatchObject({ is_hit: true, is_dislike: false, rating_calculated: 9, hits_count: 11 });
      const guest = await feedItem('Post', w.post.approved);
      expect(guest?.data).toMatchObject({ is_hit: false, rating_calculated: 9 });
      const detail = await get<{ data: PostDetail }>(`/posts/${w.post.approved}`, w.tokens.viewer);
      expect(detail.body.data).toMatchObject({ is_hit: true, rating_calculated: 9 });
    });

    it('setting a hit twice is a no-op', async () => {
      const again = await ok(`/posts/${w.post.approved}/set-hit`, w.tokens.viewer);
      expect(again).toMatchObject({ is_hit: true, hits_count: 11, rating_calculated: 9 });
      expect(await reactionsOn('Post', w.post.approved, w.users.viewer)).toEqual([{ userId: w.users.viewer, kind: 'hit' }]);
    });

    it('set-dislike removes the hit, set-hit removes the dislike', async () => {
      const disliked = await ok(`/posts/${w.post.approved}/set-dislike`, w.tokens.viewer);
      expect(disliked).toMatchObject({ is_hit: false, is_dislike: true, hits_count: 10, dislikes_count: 3, rating_calculated: 7 });
      expect(await reactionsOn('Post', w.post.approved, w.users.viewer)).toEqual([{ userId: w.users.viewer, kind: 'dislike' }]);

      const hit = await ok(`/posts/${w.post.approved}/set-hit`, w.tokens.viewer);
      expect(hit).toMatchObject({ is_hit: true, is_dislike: false, hits_count: 11, dislikes_count: 2, rating_calculated: 9 });
      expect(await indexRow('Post', w.post.approved)).toEqual({ hits: 11, dislikes: 2, rating: 9 });
    });

    it('remove-hit and remove-dislike delete the vote; removing a missing one changes nothing', async () => {
      const removed = await ok(`/posts/${w.post.approved}/remove-hit`, w.tokens.viewer);
      expect(removed).toMatchObject({ is_hit: false, is_dislike: false, hits_count: 10, rating_calculated: 8 });
      const again = await ok(`/posts/${w.post.approved}/remove-dislike`, w.tokens.viewer);
      expect(again).toMatchObject({ hits_count: 10, dislikes_count: 2, rating_calculated: 8 });
      expect(await reactionsOn('Post', w.post.approved, w.users.viewer)).toEqual([]);
      expect(await indexRow('Post', w.post.approved)).toEqual(SEEDED_ROW);
    });

    it('counts the votes of several users, also when they arrive together', async () => {
      const f = feedFixtures(api.db);
      const tokens = await Promise.all(Array.from({ length: 5 }, async () => f.token(await f.user('Kiezer'))));
      const answers = await Promise.all(tokens.map((token) => put(`/online-promos/${w.promo.code}/set-hit`, token)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await indexRow('OnlinePromo', w.promo.code)).toEqual({ hits: 15, dislikes: 2, rating: 13 });
      await ok(`/online-promos/${w.promo.code}/set-dislike`, w.tokens.other);
      expect(await indexRow('OnlinePromo', w.promo.code)).toEqual({ hits: 15, dislikes: 3, rating: 12 });
    });

    it('writes the reaction and the counts in one transaction: a failing index update leaves no reaction behind', async () => {
      await api.db.execute(sql`create function actions_test_fail() returns trigger language plpgsql as $$ begin raise exception 'index unavailable'; end $$`);
      await api.db.execute(
        sql.raw(
          `create trigger actions_test_fail before update on feed_items for each row when (old.morphable_type = 'Post' and old.morphable_id = ${w.post.fragile}) execute function actions_test_fail()`,
        ),
      );
      try {
        const response = await put<Message>(`/posts/${w.post.fragile}/set-hit`, w.tokens.viewer);
        expect(response.status).toBe(500);
      } finally {
        await api.db.execute(sql`drop trigger actions_test_fail on feed_items`);
        await api.db.execute(sql`drop function actions_test_fail()`);
      }
      expect(await reactionsOn('Post', w.post.fragile)).toEqual([]);
      expect(await indexRow('Post', w.post.fragile)).toEqual(SEEDED_ROW);
    });
  });

  describe('favourites, subscriptions and hiding on promos', () => {
    it('set-favorite sets favourite_at, remove-favorite clears it', async () => {
      const before = Date.now();
      const favourite = await ok(`/folder-items/${w.item.kaas}/set-favorite`, w.tokens.viewer);
      expect(favourite.is_favourite).toBe(true);
      expect(Date.parse(favourite.favourite_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(favourite).toMatchObject({ hits_count: SEEDED.hitsCount, rating_calculated: SEEDED.rating });

      const again = await ok(`/folder-items/${w.item.kaas}/set-favorite`, w.tokens.viewer);
      expect(again.favourite_at).toBe(favourite.favourite_at);
      expect((await feedItem('FolderItem', w.item.kaas, w.tokens.viewer))?.data).toMatchObject({
        is_favourite: true,
        favourite_at: favourite.favourite_at,
      });

      const removed = await ok(`/folder-items/${w.item.kaas}/remove-favorite`, w.tokens.viewer);
      expect(removed).toMatchObject({ is_favourite: false, favourite_at: null });
      expect(await indexRow('FolderItem', w.item.kaas)).toEqual(SEEDED_ROW);
    });

    it('subscribe and unsubscribe toggle `subscriptions`', async () => {
      expect(await ok(`/online-promos/${w.promo.code}/subscribe`, w.tokens.viewer)).toMatchObject({ subscriptions: true });
      expect((await feedItem('OnlinePromo', w.promo.code, w.tokens.viewer))?.data.subscriptions).toBe(true);
      expect(await ok(`/online-promos/${w.promo.code}/unsubscribe`, w.tokens.viewer)).toMatchObject({ subscriptions: false });
    });

    it('hide takes the item out of the user’s feed only; restore-hidden brings it back', async () => {
      const totalOf = async (token?: string) => (await get<FeedPage>('/feed-items?per_page=100', token)).body.meta.total;
      const totalBefore = await totalOf(w.tokens.viewer);

      expect(await ok(`/online-promos/${w.promo.code}/hide`, w.tokens.viewer)).toMatchObject({ is_hidden: true });
      expect(await feedItem('OnlinePromo', w.promo.code, w.tokens.viewer)).toBeUndefined();
      expect(await totalOf(w.tokens.viewer)).toBe(totalBefore - 1);
      expect(await feedItem('OnlinePromo', w.promo.code, w.tokens.other)).toBeDefined();
      expect(await feedItem('OnlinePromo', w.promo.code)).toBeDefined();

      expect(await ok(`/online-promos/${w.promo.code}/restore-hidden`, w.tokens.viewer)).toMatchObject({ is_hidden: false });
      expect((await feedItem('OnlinePromo', w.promo.code, w.tokens.viewer))?.data.is_hidden).toBe(false);
      expect(await totalOf(w.tokens.viewer)).toBe(totalBefore);
    });
  });

  describe('folders', () => {
    it('take set-hit, set-dislike and favourites', async () => {
      const hit = await ok(`/folders/${w.folder.current}/set-hit`, w.tokens.other);
      expect(hit).toMatchObject({ is_hit: true, hits_count: 11, rating_calculated: 9 });
      const disliked = await ok(`/folders/${w.folder.current}/set-dislike`, w.tokens.other);
      expect(disliked).toMatchObject({ is_hit: false, is_dislike: true, hits_count: 10, dislikes_count: 3, rating_calculated: 7 });
      expect((await feedItem('Folder', w.folder.current, w.tokens.other))?.data).toMatchObject({ is_dislike: true, rating_calculated: 7 });

      expect(await ok(`/folders/${w.folder.current}/set-favorite`, w.tokens.other)).toMatchObject({ is_favourite: true });
      const folder = await get<{ data: Folder }>(`/folders/${w.folder.current}`, w.tokens.other);
      expect(folder.body.data.is_favourite).toBe(true);
      expect((await get<{ data: Folder }>(`/folders/${w.folder.current}`, w.tokens.viewer)).body.data.is_favourite).toBe(false);
      expect(await ok(`/folders/${w.folder.current}/remove-favorite`, w.tokens.other)).toMatchObject({ is_favourite: false });
    });

    it('reject the other actions as unknown routes (a folder vote is taken back: member-flags.test.ts)', async () => {
      for (const action of ['subscribe', 'unsubscribe', 'hide', 'restore-hidden']) {
        const response = await put<Message>(`/folders/${w.folder.current}/${action}`, w.tokens.other);
        expect(response.status, action).toBe(404);
        expect(response.body.message).toMatch(/could not be found/);
      }
      expect((await reactionsOn('Folder', w.folder.current, w.users.other)).map((row) => row.kind)).toEqual(['dislike']);
    });
  });

  describe('unknown, unpublished and malformed targets', () => {
    it.each([
      ['/posts/999999/set-hit', 'Post not found.'],
      ['/online-promos/999999/set-favorite', 'Online promo not found.'],
      ['/folder-items/999999/hide', 'Folder item not found.'],
      ['/folders/999999/set-hit', 'Folder not found.'],
      ['/news/999999/set-favorite', 'Article not found.'],
      ['/webshops/999999/subscribe', 'Webshop not found.'],
      ['/stores/999999/subscribe', 'Store not found.'],
      ['/brands/999999/unsubscribe', 'Brand not found.'],
      ['/products/999999/subscribe', 'Product not found.'],
      ['/posts/2147483648/set-hit', 'Post not found.'],
      ['/posts/abc/set-hit', 'Post not found.'],
      ['/posts/0/set-hit', 'Post not found.'],
      ['/posts/-1/set-hit', 'Post not found.'],
      ['/posts/1.5/set-hit', 'Post not found.'],
      ['/stores/%27%20OR%201%3D1--/subscribe', 'Store not found.'],
    ])('PUT %s is a 404', async (path, message) => {
      const response = await put<Message>(path, w.tokens.author);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message });
    });

    it('a malformed id is a 404 for guests too (it names no route)', async () => {
      expect((await put<Message>('/posts/abc/set-hit')).status).toBe(404);
    });

    it('items that are not public are 404 and get no reaction', async () => {
      const cases: [string, MorphableType | 'Article', number][] = [
        [`/posts/${w.post.pending}/set-hit`, 'Post', w.post.pending],
        [`/posts/${w.post.deleted}/set-favorite`, 'Post', w.post.deleted],
        [`/online-promos/${w.promo.inactive}/set-hit`, 'OnlinePromo', w.promo.inactive],
        [`/folders/${w.folder.unpublished}/set-favorite`, 'Folder', w.folder.unpublished],
        [`/news/${w.article.draft}/set-favorite`, 'Article', w.article.draft],
      ];
      for (const [path, type, id] of cases) {
        const response = await put<Message>(path, w.tokens.author);
        expect(response.status, path).toBe(404);
        expect(await reactionsOn(type, id)).toEqual([]);
      }
    });

    it('unknown actions are unknown routes', async () => {
      for (const path of [`/posts/${w.post.approved}/like`, `/posts/${w.post.approved}/set-hit/x`, `/posts/${w.post.approved}/set-hitx`, `/posts/${w.post.approved}/xremove-hit`, `/news/${w.article.published}/subscribe`, `/stores/${w.store.id}/set-hit`]) {
        expect((await put<Message>(path, w.tokens.author)).status, path).toBe(404);
      }
      expect((await call<Message>('POST', `/posts/${w.post.approved}/set-hit`, { token: w.tokens.author })).status).toBe(404);
    });
  });

  describe('request bodies', () => {
    it('accept an optional JSON object and ignore its fields', async () => {
      const data = await ok<EntitySubscription>(`/webshops/${w.webshop.id}/subscribe`, w.tokens.author, JSON.stringify({ payload: { daily: true }, x: 1 }));
      expect(data).toMatchObject({ is_subscribed: true, subscription: { daily_email_notification: false, weekly_email_notification: false } });
      await ok<EntitySubscription>(`/webshops/${w.webshop.id}/unsubscribe`, w.tokens.author, '{}');
    });

    it.each([['[]'], ['null'], ['1'], ['"text"'], ['{"broken": ']])('reject the body %s with 422 and change nothing', async (body) => {
      const response = await put<Message>(`/webshops/${w.webshop.id}/subscribe`, w.tokens.author, body);
      expect(response.status).toBe(422);
      expect(response.body.errors?.body?.length).toBeGreaterThan(0);
      expect(await reactionsOn('Webshop', w.webshop.id, w.users.author)).toEqual([]);
      expect(await api.db.select().from(schema.dealAlertSubscriptions)).toEqual([]);
    });
  });

  describe('news favourites', () => {
    it('set-favorite and remove-favorite on an article', async () => {
      const favourite = await ok<ArticleFavourite>(`/news/${w.article.published}/set-favorite`, w.tokens.viewer);
      expect(favourite.is_favourite).toBe(true);
      expect(favourite.favourite_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Object.keys(favourite).sort()).toEqual(['favourite_at', 'is_favourite']);

      const shown = await get<{ data: ArticleDetail }>(`/news/show?id=${w.article.published}`, w.tokens.viewer);
      expect(shown.body.data.is_favourite).toBe(true);
      const favourites = await get<NewsList>('/news/favorites', w.tokens.viewer);
      expect(favourites.body.data.map((article) => article.id)).toEqual([w.article.published]);

      expect(await ok<ArticleFavourite>(`/news/${w.article.published}/remove-favorite`, w.tokens.viewer)).toEqual({
        is_favourite: false,
        favourite_at: null,
      });
      expect((await get<NewsList>('/news/favorites', w.tokens.viewer)).body.data).toEqual([]);
    });
  });

  describe('retries and the typed client', () => {
    it('a retried PUT with the same Idempotency-Key is replayed, not applied again', async () => {
      const headers = { 'Idempotency-Key': 'actions-test-retry' };
      const first = await call<{ data: PromoActionFlags }>('PUT', `/folder-items/${w.item.kaas}/set-hit`, { token: w.tokens.author, headers });
      expect(first.body.data).toMatchObject({ is_hit: true, hits_count: 11 });
      await ok(`/folder-items/${w.item.kaas}/remove-hit`, w.tokens.author);
      const retry = await call<{ data: PromoActionFlags }>('PUT', `/folder-items/${w.item.kaas}/set-hit`, { token: w.tokens.author, headers });
      expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await reactionsOn('FolderItem', w.item.kaas, w.users.author)).toEqual([]);
      expect(await indexRow('FolderItem', w.item.kaas)).toEqual(SEEDED_ROW);
    });

    it('lib/api/actions calls reach these routes', async () => {
      const client = api.client({ locale: 'nl', token: w.tokens.other });
      expect(await setPromoFlag(client, 'posts', w.post.approved, 'set-favorite')).toMatchObject({ is_favourite: true, rating_calculated: 8 });
      expect(await setPromoFlag(client, 'folders', w.folder.current, 'set-hit')).toMatchObject({ is_hit: true, is_dislike: false });
      expect(await setArticleFavourite(client, w.article.published, true)).toMatchObject({ is_favourite: true });
      expect(await subscribeEntity(client, 'products', w.product.id, true, { daily_email_notification: true })).toMatchObject({
        is_subscribed: true,
        subscription: { daily_email_notification: true, subscriable: { type: 'Product', id: w.product.id } },
      });
      expect(await subscribeEntity(client, 'products', w.product.id, false)).toEqual({ is_subscribed: false, subscription: null });
      const rows = await executeRows<{ kinds: string }>(
        api.db,
        sql`select string_agg(reactable_type || ':' || kind, ',' order by reactable_type, kind) as kinds from reactions where user_id = ${w.users.other}`,
      );
      expect(rows[0]?.kinds).toBe('Article:favourite,Folder:hit,OnlinePromo:dislike,Post:favourite');
    });
  });

  it('tells the site the cache tag of the promo a vote changed (one tag for every language), and nothing for other flags', async () => {
    const votes: [string, string][] = [
      [`/posts/${w.post.approved}/set-hit`, `promo:Post:${w.post.approved}`],
      [`/posts/${w.post.approved}/remove-hit`, `promo:Post:${w.post.approved}`],
      [`/online-promos/${w.promo.code}/set-dislike`, `promo:OnlinePromo:${w.promo.code}`],
      [`/online-promos/${w.promo.code}/remove-dislike`, `promo:OnlinePromo:${w.promo.code}`],
      [`/folder-items/${w.item.kaas}/set-hit`, `promo:FolderItem:${w.item.kaas}`],
      [`/folder-items/${w.item.kaas}/remove-hit`, `promo:FolderItem:${w.item.kaas}`],
    ];
    for (const [path, tag] of votes) {
      changed.length = 0;
      await ok(path, w.tokens.other);
      expect(changed, path).toEqual([tag]);
    }
    changed.length = 0;
    await ok(`/online-promos/${w.promo.code}/set-favorite`, w.tokens.other);
    await ok(`/online-promos/${w.promo.code}/remove-favorite`, w.tokens.other);
    expect(changed).toEqual([]);
    expect((await put(`/posts/${w.post.pending}/set-hit`, w.tokens.other)).status).toBe(404);
    expect(changed).toEqual([]);
  });
});

