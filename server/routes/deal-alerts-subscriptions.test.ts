import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EntitySubscription } from '@/lib/api/actions';
import type { StoreDetail } from '@/lib/api/catalogue';
import type { DealAlert } from '@/lib/api/deal-alerts';
import { deleteSubscription, getSubscriptions, subscribeEntity, updateSubscription } from '@/lib/api/deal-alerts-client';
import type { SearchSubscription } from '@/lib/api/search';
import * as schema from '../db/schema';
import { REPLAYED_HEADER } from '../http/idempotency';
import { useApiHarness } from '../test-support/api-harness';
import { seedAlertsWorld, type AlertsWorld } from './deal-alerts.fixtures';

/** The members' deal alert calls that write (docs/deal-alerts.md, "Member calls"). */

type Message = { message: string; errors?: Record<string, string[]> };

describe('deal alerts: following entities and managing alerts', () => {
  let w: AlertsWorld;
  const api = useApiHarness({
    locale: 'fr',
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedAlertsWorld(db);
    },
  });

  const alertRows = (userId?: number) =>
    api.db
      .select()
      .from(schema.dealAlertSubscriptions)
      .where(userId === undefined ? undefined : eq(schema.dealAlertSubscriptions.userId, userId))
      .orderBy(schema.dealAlertSubscriptions.id);
  const clearAlerts = () => api.db.delete(schema.dealAlertSubscriptions);
  const put = <T>(path: string, token?: string, body?: unknown, locale?: string) => api.call<T>('PUT', path, { token, body, locale });

  async function follow(path: string, token: string, body?: unknown, locale?: string): Promise<EntitySubscription> {
    const response = await put<{ data: EntitySubscription }>(path, token, body, locale);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  async function keywordAlert(token: string, query: string, extra: Record<string, unknown> = {}): Promise<SearchSubscription> {
    const response = await put<{ data: SearchSubscription }>('/search/subscribe', token, { query, ...extra });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  it('answers guests 401 on every call and writes nothing', async () => {
    const calls: [string, string][] = [
      ['PUT', `/categories/${w.categories.keuken}/subscribe`],
      ['PUT', `/stores/${w.stores.superprijs}/unsubscribe`],
      ['GET', '/subscriptions'],
      ['PATCH', '/subscriptions/1'],
      ['DELETE', '/subscriptions/1'],
      ['GET', '/delete-subscription/1'],
      ['GET', '/available-subscriptions'],
      ['GET', '/suggested-subscriptions?page=1'],
      ['GET', '/subscriptions/promos?page=1'],
    ];
    for (const [method, path] of calls) {
      for (const token of [undefined, `1|${'a'.repeat(40)}`]) {
        const response = await api.call<Message>(method, path, { token, ...(method === 'PATCH' ? { body: {} } : {}) });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toEqual({ message: 'Unauthenticated.' });
      }
    }
    expect(await alertRows()).toEqual([]);
  });

  describe('PUT /{entity}/{id}/subscribe and unsubscribe', () => {
    it('creates the alert (confirmed at once) in the request language, updates its period, and deletes it', async () => {
      await clearAlerts();
      const made = await follow(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { weekly_email_notification: true });
      expect(made).toEqual({
        is_subscribed: true,
        subscription: {
          id: expect.any(Number),
          subscriable: { type: 'Store', id: w.stores.superprijs, data: { title: 'Superprix', slug: 'superprix', image_url: expect.stringContaining('superprijs') } },
          query: null,
          daily_email_notification: false,
          weekly_email_notification: true,
          email: w.emails.vera,
          locale_id: 2,
          isEmail: true,
          excluded_words: null,
          max_price: null,
          min_temperature: null,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
      const [row] = await alertRows(w.users.vera);
      expect(row?.confirmedAt).not.toBeNull();

      // Again, in Dutch and daily: the same alert, its period and language changed.
      const again = await follow(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { daily_email_notification: true }, 'nl');
      expect(again.subscription).toMatchObject({ id: made.subscription?.id, daily_email_notification: true, weekly_email_notification: false, locale_id: 1 });
      expect(again.subscription?.subscriable?.data).toMatchObject({ title: 'Superprijs', slug: 'superprijs' });
      // No body: in-site notifications only.
      const none = await follow(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera);
      expect(none.subscription).toMatchObject({ id: made.subscription?.id, daily_email_notification: false, weekly_email_notification: false });
      expect(await alertRows(w.users.vera)).toHaveLength(1);

      expect((await api.data<StoreDetail>('/store/superprix', { token: w.tokens.vera })).is_subscribed).toBe(true);
      expect((await api.data<StoreDetail>('/store/superprix', { token: w.tokens.otto })).is_subscribed).toBe(false);
      expect((await api.data<{ subscriptions_count: number }>('/me', { token: w.tokens.vera })).subscriptions_count).toBe(1);

      expect(await follow(`/stores/${w.stores.superprijs}/unsubscribe`, w.tokens.vera)).toEqual({ is_subscribed: false, subscription: null });
      expect(await alertRows(w.users.vera)).toEqual([]);
      // Unfollowing twice is no error.
      expect(await follow(`/stores/${w.stores.superprijs}/unsubscribe`, w.tokens.vera, {})).toEqual({ is_subscribed: false, subscription: null });
      expect((await api.data<StoreDetail>('/store/superprix', { token: w.tokens.vera })).is_subscribed).toBe(false);
      expect((await api.data<{ subscriptions_count: number }>('/me', { token: w.tokens.vera })).subscriptions_count).toBe(0);
    });

    it('follows every kind, categories included, each target in the request language', async () => {
      await clearAlerts();
      const cases = [
        ['webshops', w.webshops.klikshop, 'Webshop', 'Cliqueshop'],
        ['brands', w.brands.zonnig, 'Brand', 'Ensoleillé'],
        ['products', w.product.zonnecreme, 'Product', 'Crème solaire'],
        ['categories', w.categories.keuken, 'Category', 'Cuisine'],
      ] as const;
      for (const [entity, id, type, title] of cases) {
        const { subscription } = await follow(`/${entity}/${id}/subscribe`, w.tokens.vera, { daily_email_notification: false, weekly_email_notification: true });
        expect(subscription?.subscriable, entity).toMatchObject({ type, id, data: { title } });
      }
      expect(await alertRows(w.users.vera)).toHaveLength(4);
      await clearAlerts();
    });

    it('refuses both periods, wrong types and non-objects with 422, unknown and malformed ids with 404, and writes nothing', async () => {
      await clearAlerts();
      const both = await put<Message>(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { daily_email_notification: true, weekly_email_notification: true });
      expect(both.status).toBe(422);
      expect(both.body.errors?.weekly_email_notification).toEqual(['Choose either a daily or a weekly e-mail, not both.']);
      const text = await put<Message>(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { daily_email_notification: 'yes' });
      expect(text.status).toBe(422);
      expect(text.body.errors?.daily_email_notification).toEqual(['The daily e-mail setting must be true or false.']);
      for (const raw of ['[]', 'null', '1', '{"broken": ']) {
        const response = await api.call<Message>('PUT', `/brands/${w.brands.zonnig}/subscribe`, { token: w.tokens.vera, raw, headers: { 'Content-Type': 'application/json' } });
        expect(response.status, raw).toBe(422);
      }
      const missing: [string, string][] = [
        ['/categories/999999/subscribe', 'Category not found.'],
        ['/categories/999999/unsubscribe', 'Category not found.'],
        ['/products/2147483648/subscribe', 'Product not found.'],
        ['/stores/abc/subscribe', 'Store not found.'],
        ['/webshops/0/subscribe', 'Webshop not found.'],
        ['/brands/-1/unsubscribe', 'Brand not found.'],
      ];
      for (const [path, message] of missing) {
        const response = await put<Message>(path, w.tokens.vera, {});
        expect(response.status, path).toBe(404);
        expect(response.body).toEqual({ message });
      }
      expect(await alertRows()).toEqual([]);
    });

    it('keeps one alert when the same follow arrives several times at once', async () => {
      await clearAlerts();
      const path = `/webshops/${w.webshops.boekenweb}/subscribe`;
      const answers = await Promise.all([1, 2, 3].map(() => put<{ data: EntitySubscription }>(path, w.tokens.otto, { weekly_email_notification: true })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.data.subscription?.id)).size).toBe(1);
      expect(await alertRows(w.users.otto)).toHaveLength(1);
    });

    it('drops the bare "subscription" flag of earlier versions when the alert is written', async () => {
      await clearAlerts();
      const flag = { userId: w.users.otto, reactableType: 'Brand' as const, reactableId: w.brands.avond, kind: 'subscription' as const };
      await api.db.insert(schema.reactions).values(flag);
      await follow(`/brands/${w.brands.avond}/subscribe`, w.tokens.otto);
      const flags = () =>
        api.db
          .select()
          .from(schema.reactions)
          .where(and(eq(schema.reactions.userId, w.users.otto), eq(schema.reactions.reactableType, 'Brand')));
      expect(await flags()).toEqual([]);
      await api.db.insert(schema.reactions).values(flag);
      await follow(`/brands/${w.brands.avond}/unsubscribe`, w.tokens.otto);
      expect(await flags()).toEqual([]);
    });

    it('writes the alert and drops the old flag in one transaction: a failure halfway leaves no half-written row', async () => {
      await clearAlerts();
      await api.db.insert(schema.reactions).values({ userId: w.users.otto, reactableType: 'Store', reactableId: w.stores.buurtwinkel, kind: 'subscription' });
      await api.db.execute(sql`create function alerts_test_fail() returns trigger language plpgsql as $$ begin raise exception 'reactions unavailable'; end $$`);
      await api.db.execute(sql.raw(`create trigger alerts_test_fail before delete on reactions for each row when (old.reactable_type = 'Store') execute function alerts_test_fail()`));
      try {
        expect((await put(`/stores/${w.stores.buurtwinkel}/subscribe`, w.tokens.otto, { daily_email_notification: true })).status).toBe(500);
        expect(await alertRows(w.users.otto)).toEqual([]);
      } finally {
        await api.db.execute(sql`drop trigger alerts_test_fail on reactions`);
      }
      const made = await follow(`/stores/${w.stores.buurtwinkel}/subscribe`, w.tokens.otto, { daily_email_notification: true });
      await api.db.insert(schema.reactions).values({ userId: w.users.otto, reactableType: 'Store', reactableId: w.stores.buurtwinkel, kind: 'subscription' });
      await api.db.execute(sql.raw(`create trigger alerts_test_fail before delete on reactions for each row when (old.reactable_type = 'Store') execute function alerts_test_fail()`));
      try {
        expect((await put(`/stores/${w.stores.buurtwinkel}/unsubscribe`, w.tokens.otto)).status).toBe(500);
        expect((await alertRows(w.users.otto)).map((row) => row.id)).toEqual([made.subscription?.id]);
      } finally {
        await api.db.execute(sql`drop trigger alerts_test_fail on reactions`);
        await api.db.execute(sql`drop function alerts_test_fail()`);
      }
      await api.db.delete(schema.reactions);
    });
  });

  describe('GET, PATCH and DELETE /subscriptions', () => {
    it('lists the member’s own alerts, entity and keyword, newest first, in the request language', async () => {
      await clearAlerts();
      await follow(`/webshops/${w.webshops.klikshop}/subscribe`, w.tokens.vera, { weekly_email_notification: true });
      await keywordAlert(w.tokens.vera, 'airfryer', { excluded_words: 'refurbished' });
      await follow(`/categories/${w.categories.tuin}/subscribe`, w.tokens.vera);
      await follow(`/brands/${w.brands.zonnig}/subscribe`, w.tokens.otto);
      // Same created_at cannot be told apart by time alone: the id breaks ties, newest first.
      const fr = await api.data<DealAlert[]>('/subscriptions', { token: w.tokens.vera });
      expect(fr.map((alert) => alert.subscriable?.data.title ?? alert.query)).toEqual(['Jardin', 'airfryer', 'Cliqueshop']);
      expect(fr[1]).toMatchObject({ subscriable: null, query: 'airfryer', excluded_words: 'refurbished', daily_email_notification: false });
      const nl = await api.data<DealAlert[]>('/subscriptions', { token: w.tokens.vera, locale: 'nl' });
      expect(nl.map((alert) => alert.subscriable?.data.slug ?? alert.query)).toEqual(['tuin', 'airfryer', 'klikshop']);
      expect((await api.data<DealAlert[]>('/subscriptions', { token: w.tokens.otto })).map((alert) => alert.subscriable?.type)).toEqual(['Brand']);
      // An alert on an entity deleted from the catalogue since follows nothing any more: left out.
      await api.db.insert(schema.dealAlertSubscriptions).values({ userId: w.users.otto, email: 'otto@example.test', subscriableType: 'Store', subscriableId: 999_999, confirmedAt: new Date() });
      expect((await api.data<DealAlert[]>('/subscriptions', { token: w.tokens.otto })).map((alert) => alert.subscriable?.type)).toEqual(['Brand']);
    });

    it('changes the period (one switches the other off) and a keyword alert’s limits', async () => {
      await clearAlerts();
      const entity = (await follow(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { daily_email_notification: true })).subscription!;
      const patch = (id: number, body: unknown, token = w.tokens.vera) => api.call<{ data: DealAlert } & Message>('PATCH', `/subscriptions/${id}`, { token, body });

      expect((await patch(entity.id, { weekly_email_notification: true })).body.data).toMatchObject({ daily_email_notification: false, weekly_email_notification: true });
      expect((await patch(entity.id, { weekly_email_notification: false })).body.data).toMatchObject({ daily_email_notification: false, weekly_email_notification: false });
      expect((await patch(entity.id, {})).status).toBe(200);

      const keyword = await keywordAlert(w.tokens.vera, 'airfryer', { daily_email_notification: true });
      const limited = await patch(keyword.id, { excluded_words: '  -refurbished, tweedehands ', max_price: 149.999, min_temperature: 20 });
      expect(limited.status, JSON.stringify(limited.body)).toBe(200);
      expect(limited.body.data).toMatchObject({ excluded_words: 'refurbished tweedehands', max_price: 150, min_temperature: 20, daily_email_notification: true });
      const cleared = await patch(keyword.id, { excluded_words: null, max_price: null, min_temperature: null, weekly_email_notification: true });
      expect(cleared.body.data).toMatchObject({ excluded_words: null, max_price: null, min_temperature: null, daily_email_notification: false, weekly_email_notification: true });
      expect((await patch(keyword.id, { excluded_words: '' })).body.data.excluded_words).toBeNull();
    });

    it('refuses limits on an entity alert, bad values and unknown fields with 422, and changes nothing', async () => {
      await clearAlerts();
      const entity = (await follow(`/stores/${w.stores.superprijs}/subscribe`, w.tokens.vera, { daily_email_notification: true })).subscription!;
      const keyword = await keywordAlert(w.tokens.vera, 'airfryer');
      const before = await alertRows(w.users.vera);
      const cases: [number, unknown, string][] = [
        [entity.id, { max_price: 10 }, 'max_price'],
        [entity.id, { excluded_words: 'x', daily_email_notification: false }, 'excluded_words'],
        [keyword.id, { max_price: '5' }, 'max_price'],
        [keyword.id, { max_price: -1 }, 'max_price'],
        [keyword.id, { max_price: 1e12 }, 'max_price'],
        [keyword.id, { min_temperature: 1.5 }, 'min_temperature'],
        [keyword.id, { min_temperature: 'hot' }, 'min_temperature'],
        [keyword.id, { min_temperature: 2_147_483_648 }, 'min_temperature'],
        [keyword.id, { excluded_words: 'x'.repeat(256) }, 'excluded_words'],
        [keyword.id, { excluded_words: '!!! ???' }, 'excluded_words'],
        [keyword.id, { excluded_words: ['a'] }, 'excluded_words'],
        [keyword.id, { daily_email_notification: true, weekly_email_notification: true }, 'weekly_email_notification'],
        [keyword.id, { daily: true }, 'daily'],
        [keyword.id, [], 'body'],
      ];
      for (const [id, body, field] of cases) {
        const response = await api.call<Message>('PATCH', `/subscriptions/${id}`, { token: w.tokens.vera, body });
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect((await api.call<Message>('PATCH', `/subscriptions/${entity.id}`, { token: w.tokens.vera, body: { min_temperature: 3 } })).body.message).toBe(
        'Only a keyword alert has a minimum temperature.',
      );
      expect(await alertRows(w.users.vera)).toEqual(before);
    });

    it('answers 404 for another member’s alert, an unknown or malformed id, and changes or deletes nothing', async () => {
      await clearAlerts();
      const others = (await follow(`/brands/${w.brands.zonnig}/subscribe`, w.tokens.otto, { weekly_email_notification: true })).subscription!;
      const before = await alertRows();
      for (const id of [String(others.id), '999999', '2147483648', 'abc', '0', '1.5']) {
        for (const [method, path, body] of [
          ['PATCH', `/subscriptions/${id}`, { daily_email_notification: true }],
          ['DELETE', `/subscriptions/${id}`, undefined],
          ['GET', `/delete-subscription/${id}`, undefined],
        ] as const) {
          const response = await api.call<Message>(method, path, { token: w.tokens.vera, body });
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(response.body).toEqual({ message: 'Deal alert not found.' });
        }
      }
      expect(await alertRows()).toEqual(before);
    });

    it('deletes the member’s own alert by DELETE or by GET /delete-subscription, once; a retried DELETE with its key is replayed', async () => {
      await clearAlerts();
      const first = (await follow(`/categories/${w.categories.keuken}/subscribe`, w.tokens.vera)).subscription!;
      const second = await keywordAlert(w.tokens.vera, 'koffie');
      const headers = { 'Idempotency-Key': 'alerts-delete-retry' };
      const deleted = await api.call('DELETE', `/subscriptions/${first.id}`, { token: w.tokens.vera, headers });
      expect(deleted).toEqual({ status: 200, body: { data: { id: first.id, deleted: true } } });
      const retried = await api.call('DELETE', `/subscriptions/${first.id}`, { token: w.tokens.vera, headers });
      expect(retried.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(retried.body).toEqual(deleted.body);
      expect((await api.call('DELETE', `/subscriptions/${first.id}`, { token: w.tokens.vera })).status).toBe(404);

      expect(await api.get(`/delete-subscription/${second.id}`, { token: w.tokens.vera })).toEqual({ status: 200, body: { data: { id: second.id, deleted: true } } });
      expect((await api.get(`/delete-subscription/${second.id}`, { token: w.tokens.vera })).status).toBe(404);
      expect(await alertRows(w.users.vera)).toEqual([]);
    });
  });

  describe('PUT /search/subscribe with limits', () => {
    it('takes excluded words, a price cap and a minimum temperature; period none is allowed; asking again keeps limits not sent', async () => {
      await clearAlerts();
      const made = await keywordAlert(w.tokens.anna, 'Airfryer', { excluded_words: '-refurbished', max_price: 100, min_temperature: 30 });
      expect(made).toEqual({
        id: expect.any(Number),
        subscriable: null,
        query: 'Airfryer',
        daily_email_notification: false,
        weekly_email_notification: false,
        email: expect.stringContaining('@example.test'),
        locale_id: 2,
        isEmail: true,
        excluded_words: 'refurbished',
        max_price: 100,
        min_temperature: 30,
        created_at: expect.any(String),
      });
      const again = await keywordAlert(w.tokens.anna, 'airfryer', { weekly_email_notification: true });
      expect(again).toMatchObject({ id: made.id, weekly_email_notification: true, excluded_words: 'refurbished', max_price: 100, min_temperature: 30 });
      const cleared = await keywordAlert(w.tokens.anna, 'airfryer', { max_price: null });
      expect(cleared).toMatchObject({ id: made.id, max_price: null, min_temperature: 30, weekly_email_notification: false });
    });

    it('refuses bad limits with 422 and writes nothing', async () => {
      await clearAlerts();
      for (const body of [
        { query: 'x', excluded_words: 'y'.repeat(256) },
        { query: 'x', max_price: -0.01 },
        { query: 'x', max_price: 'cheap' },
        { query: 'x', min_temperature: 'hot' },
        { query: 'x', min_temperature: 2.5 },
        { query: 'x', daily_email_notification: true, weekly_email_notification: true },
      ]) {
        expect((await put<Message>('/search/subscribe', w.tokens.anna, body)).status, JSON.stringify(body)).toBe(422);
      }
      expect(await alertRows()).toEqual([]);
    });
  });

  it('lib/api/deal-alerts-client calls reach these routes', async () => {
    await clearAlerts();
    const client = api.client({ locale: 'nl', token: w.tokens.otto });
    const { subscription } = await subscribeEntity(client, 'categories', w.categories.tuin, true, { weekly_email_notification: true });
    expect(subscription?.subscriable?.data.title).toBe('Tuin');
    expect((await getSubscriptions(client)).map((alert) => alert.id)).toEqual([subscription?.id]);
    expect(await updateSubscription(client, subscription!.id, { daily_email_notification: true })).toMatchObject({ daily_email_notification: true, weekly_email_notification: false });
    expect(await deleteSubscription(client, subscription!.id)).toEqual({ id: subscription?.id, deleted: true });
    expect(await getSubscriptions(client)).toEqual([]);
  });

  it('publishes every member call in the OpenAPI document', async () => {
    const document = await api.ok<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    expect(Object.keys(document.paths['/api/subscriptions'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/subscriptions/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    for (const path of ['/api/subscriptions/promos', '/api/delete-subscription/{id}', '/api/available-subscriptions', '/api/suggested-subscriptions']) {
      expect(Object.keys(document.paths[path] ?? {}), path).toEqual(['get']);
    }
    for (const entity of ['stores', 'webshops', 'brands', 'products', 'categories']) {
      for (const action of ['subscribe', 'unsubscribe']) expect(Object.keys(document.paths[`/api/${entity}/{id}/${action}`] ?? {})).toEqual(['put']);
    }
  });
});
