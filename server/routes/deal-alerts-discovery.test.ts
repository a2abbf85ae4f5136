import { describe, expect, it } from 'vitest';
import type { AlertTarget } from '@/lib/api/deal-alerts';
import { getAlertPromos, getAvailableSubscriptions, getSuggestedSubscriptions, type AvailableAlertTarget } from '@/lib/api/deal-alerts-client';
import type { FeedPage } from '@/lib/api/feed';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { seedAlertsWorld, type AlertsWorld } from './deal-alerts.fixtures';

/** What the /deal-alerts page reads: the promos a member's alerts find, and what to follow (docs/deal-alerts.md, "Member calls"). */

type Groups<T> = { categories: T[]; stores: T[]; webshops: T[]; brands: T[] };
type Message = { message: string; errors?: Record<string, string[]> };

describe('deal alerts: the promos they find and what to follow', () => {
  let w: AlertsWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedAlertsWorld(db);
    },
  });

  const clearAlerts = () => api.db.delete(schema.dealAlertSubscriptions);
  const follow = async (entity: string, id: number, token: string) =>
    expect((await api.call('PUT', `/${entity}/${id}/subscribe`, { token, body: {} })).status).toBe(200);
  const keyword = async (token: string, body: Record<string, unknown>) =>
    expect((await api.call('PUT', '/search/subscribe', { token, body })).status).toBe(200);
  const promoIds = async (token: string, query = '', locale?: string) =>
    (await api.ok<FeedPage>(`/subscriptions/promos${query}`, { token, locale })).data.map((item) => `${item.morphable_type}:${item.morphable_id}`);

  describe('GET /subscriptions/promos', () => {
    it('lists the current promos of the followed entities, newest first, without expired or hidden ones, in the feed’s shape', async () => {
      await clearAlerts();
      await follow('webshops', w.webshops.klikshop, w.tokens.vera);
      await follow('products', w.product.zonnecreme, w.tokens.vera);
      expect(await promoIds(w.tokens.vera)).toEqual([`OnlinePromo:${w.promos.airfryerXl}`, `FolderItem:${w.folderItem}`]);

      const page = await api.ok<FeedPage>('/subscriptions/promos?page=2&per_page=1', { token: w.tokens.vera, locale: 'fr' });
      expect(page.data.map((item) => item.morphable_id)).toEqual([w.folderItem]);
      expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2, from: 2, to: 2 });
      expect(page.data[0]?.data.title).toBe('Crème solaire SPF 50');
      const feed = await api.ok<FeedPage>('/feed-items?per_page=1');
      expect(Object.keys(page.meta).sort()).toEqual(Object.keys(feed.meta).sort());
      expect(Object.keys(page.data[0]!.data).sort()).toEqual(Object.keys(feed.data[0]!.data).sort());

      await api.db.insert(schema.reactions).values({ userId: w.users.vera, reactableType: 'OnlinePromo', reactableId: w.promos.airfryerXl, kind: 'hidden' });
      expect(await promoIds(w.tokens.vera)).toEqual([`FolderItem:${w.folderItem}`]);
      await api.db.delete(schema.reactions);
      // Nobody else's alerts leak in; no alerts, no promos.
      expect(await api.ok<FeedPage>('/subscriptions/promos', { token: w.tokens.otto })).toEqual({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 9, total: 0, from: null, to: null },
      });
    });

    it('finds promos by store, brand and category alerts', async () => {
      await clearAlerts();
      await follow('stores', w.stores.buurtwinkel, w.tokens.otto);
      expect(await promoIds(w.tokens.otto)).toEqual([`Post:${w.post}`]);
      await clearAlerts();
      await follow('categories', w.categories.keuken, w.tokens.otto);
      await follow('brands', w.brands.zonnig, w.tokens.otto);
      expect(await promoIds(w.tokens.otto)).toEqual([`OnlinePromo:${w.promos.airfryerXl}`, `FolderItem:${w.folderItem}`]);
    });

    it('finds keyword alerts’ promos with the search engine, honouring excluded words, the price cap and the minimum temperature', async () => {
      const xl = `OnlinePromo:${w.promos.airfryerXl}`;
      const refurbished = `OnlinePromo:${w.promos.airfryerRefurbished}`;
      const deluxe = `OnlinePromo:${w.promos.airfryerDeluxe}`;
      const cases: [Record<string, unknown>, string[]][] = [
        [{ query: 'airfryer' }, [xl, refurbished, deluxe]],
        // Cross-language: the French words find the same promos (their French titles).
        [{ query: 'friteuse' }, [xl, refurbished, deluxe]],
        [{ query: 'airfryer', excluded_words: 'refurbished' }, [xl, deluxe]],
        [{ query: 'airfryer', excluded_words: 'reconditionnée deluxe' }, [xl]],
        [{ query: 'airfryer', max_price: 150 }, [xl, refurbished]],
        [{ query: 'airfryer', min_temperature: 50 }, [refurbished, deluxe]],
        [{ query: 'airfryer', excluded_words: 'refurbished', max_price: 150, min_temperature: 5 }, [xl]],
        [{ query: 'koelkast' }, []],
        // Nothing searchable matches nothing (and is no error).
        [{ query: '!!!' }, []],
      ];
      for (const [body, expected] of cases) {
        await clearAlerts();
        await keyword(w.tokens.anna, body);
        expect(await promoIds(w.tokens.anna), JSON.stringify(body)).toEqual(expected);
      }
    });

    it('refuses bad pages with 422', async () => {
      for (const query of ['?page=0', '?page=abc', '?page=1e3', '?per_page=-1']) {
        const response = await api.get<Message>(`/subscriptions/promos${query}`, { token: w.tokens.vera });
        expect(response.status, query).toBe(422);
        expect(response.body.message.length).toBeGreaterThan(0);
      }
    });
  });

  describe('GET /available-subscriptions', () => {
    it('offers the most popular of each group, in the request language, each saying whether the member follows it', async () => {
      await clearAlerts();
      await follow('stores', w.stores.superprijs, w.tokens.vera);
      await follow('categories', w.categories.keuken, w.tokens.vera);
      const fr = await api.data<Groups<AvailableAlertTarget>>('/available-subscriptions', { token: w.tokens.vera, locale: 'fr' });
      expect(Object.keys(fr)).toEqual(['categories', 'stores', 'webshops', 'brands']);
      // The popular category first.
      expect(fr.categories.map((target) => [target.data.title, target.is_subscribed])).toEqual([
        ['Jardin', false],
        ['Cuisine', true],
      ]);
      // A follower weighs as 20 views: the followed store leads.
      expect(fr.stores.map((target) => [target.data.slug, target.is_subscribed])).toEqual([
        ['superprix', true],
        ['epicerie', false],
      ]);
      expect(fr.webshops.every((target) => !target.is_subscribed)).toBe(true);
      expect(fr.brands.map((target) => target.type)).toEqual(['Brand', 'Brand']);
      const other = await getAvailableSubscriptions(api.client({ token: w.tokens.otto, locale: 'nl' }));
      expect(other.stores.map((target) => [target.data.title, target.is_subscribed])).toEqual([
        ['Superprijs', false],
        ['Buurtwinkel', false],
      ]);
    });
  });

  describe('GET /suggested-subscriptions', () => {
    it('puts what the member’s favourites, hot votes and searches point to first, leaves out what they follow, and fills up with popular ones', async () => {
      await clearAlerts();
      await api.db.delete(schema.reactions);
      await follow('webshops', w.webshops.klikshop, w.tokens.vera);
      await api.db.insert(schema.reactions).values([
        { userId: w.users.vera, reactableType: 'OnlinePromo', reactableId: w.promos.airfryerRefurbished, kind: 'favourite' },
        { userId: w.users.vera, reactableType: 'Post', reactableId: w.post, kind: 'hit' },
        // Someone else's activity is not the member's.
        { userId: w.users.otto, reactableType: 'FolderItem', reactableId: w.folderItem, kind: 'favourite' },
      ]);
      await api.db.insert(schema.searchTerms).values({ userId: w.users.vera, query: 'Avond', group: 'brand', entityId: w.brands.avond, locale: 'nl' });

      const page = await api.ok<{ data: Groups<AlertTarget>; meta: { current_page: number; last_page: number } }>('/suggested-subscriptions', { token: w.tokens.vera });
      const ids = (targets: AlertTarget[]) => targets.map((target) => target.id);
      expect(ids(page.data.webshops)).toEqual([w.webshops.boekenweb]);
      expect(ids(page.data.stores)).toEqual([w.stores.buurtwinkel, w.stores.superprijs]);
      expect(ids(page.data.categories)).toEqual([w.categories.tuin, w.categories.keuken]);
      expect(ids(page.data.brands)[0]).toBe(w.brands.avond);
      expect(page.data.stores[0]?.data).toMatchObject({ title: 'Buurtwinkel', slug: 'buurtwinkel' });
      expect(page.meta).toEqual({ current_page: 1, last_page: 1 });

      const second = await getSuggestedSubscriptions(api.client({ token: w.tokens.vera, locale: 'fr' }), 2);
      expect(second).toEqual({ data: { categories: [], stores: [], webshops: [], brands: [] }, meta: { current_page: 2, last_page: 1 } });
      await api.db.delete(schema.reactions);
      await api.db.delete(schema.searchTerms);
    });

    it('refuses bad pages with 422', async () => {
      for (const query of ['?page=0', '?page=x', '?page=100001']) {
        expect((await api.get(`/suggested-subscriptions${query}`, { token: w.tokens.vera })).status, query).toBe(422);
      }
    });
  });

  it('lib/api/deal-alerts-client reads the promos', async () => {
    await clearAlerts();
    await follow('brands', w.brands.zonnig, w.tokens.otto);
    const page = await getAlertPromos(api.client({ token: w.tokens.otto }), 1);
    expect(page.data.map((item) => item.morphable_id)).toEqual([w.folderItem]);
  });
});
