import { describe, expect, it } from 'vitest';
import { getBonusActions, getFeedItems, getFolderItem, getOnlinePromo, getPost, getPromotedPromos, getTypes } from '@/lib/api/feed';
import { keyOf, useFeedWorld, type FeedWorld } from './feed-world.fixtures';

/** The typed client module against the feed routes, and bad input. */

describe('feed routes', () => {
  let w: FeedWorld;
  const { api } = useFeedWorld((world) => {
    w = world;
  });

  describe('client module', () => {
    it('calls every route with the wire format the server expects', async () => {
      const client = api.client({ locale: 'fr', token: w.token.viewer });
      const page = await getFeedItems(client, {
        page: 1,
        per_page: 2,
        include_filters: true,
        sort: 'top',
        filters: { types: ['folder_promos', 'discount_code'], price: [0, 5000], q: ' ' },
      });
      expect(page.data.map(keyOf)).toEqual([
        ['OnlinePromo', w.promo.code],
        ['FolderItem', w.item.kaas],
      ]);
      expect(page.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
      // The types facet leaves the types selection out: every type with items stays listed (but
      // 'promos', whose only item this viewer hid).
      expect(page.meta.types?.map((option) => option.value).sort()).toEqual(['discount_code', 'folder_promos', 'post_cashback', 'post_sale']);
      expect(page.meta.types?.[0]).toEqual({ value: 'folder_promos', title: 'Promos des dépliants', count: 2 });
      const filtered = await getFeedItems(client, { filters: { categories: [w.cat.elec], price: [100, 5000] } });
      expect(filtered.data.map(keyOf)).toEqual([['Post', w.post.sale]]);
      expect(filtered.meta.types).toBeUndefined();
      expect((await getPost(client, w.post.creme)).is_favourite).toBe(true);
      expect((await getOnlinePromo(client, w.promo.code)).discount_text).toBe('10% de réduction');
      expect((await getFolderItem(client, w.item.kaas)).folder?.page_number).toBe(2);
      expect((await getPromotedPromos(client, { section: 'category-hero-section', category: 'cuisine' })).map(keyOf)).toEqual([
        ['FolderItem', w.item.kaas],
      ]);
      expect((await getTypes(client)).map((type) => type.translation.title)).toEqual(['Question', 'Signalement', 'Remboursement', 'Soldes']);
      expect(await getBonusActions(client)).toHaveLength(2);
      await expect(getPost(client, 999_999)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('bad input', () => {
    it('answers 422 for invalid feed parameters', async () => {
      for (const query of [
        'filters[types][]=%3Cscript%3Ealert(1)%3C/script%3E',
        'page=abc',
        'page=1e3',
        'page=%204',
        'page=0',
        'per_page=-5',
        'per_page=1.5',
        'per_page=1e1',
        'per_page=%2B5',
        'filters[price][]=x',
        'filters[price][]=10',
        'filters[price][]=50&filters[price][]=10',
        'filters[price][]=-1&filters[price][]=10',
        'filters=1',
        `filters[q]=${'a'.repeat(201)}`,
        'filters[categories][]=abc',
        'filters[categories][]=99999999999',
        'filters[unknown][]=1',
        'filters[q][]=kaas',
        'sort=oldest',
        'include_filters=maybe',
        'bogus=1',
      ]) {
        const response = await api.app.request(`/api/feed-items?${query}`);
        const body = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
        expect(response.status, query).toBe(422);
        expect(typeof body.message, query).toBe('string');
        expect(body.errors, query).toBeDefined();
      }
    });

    it('never answers 5xx, whatever the input', async () => {
      const queries = [
        'filters[q]=%00',
        'filters[q]=kaas%00kaas',
        "filters[q]=' or 1=1 --",
        'filters[q]=%22unclosed',
        'filters[q]=!!!%26%26%7C%7C()',
        'filters[q]=-',
        'filters[q]=😀 Crème Brûlée ñ ß 漢字',
        'filters[q]=%ED%A0%80',
        `filters[q]=${encodeURIComponent('é'.repeat(200))}`,
        'filters[q]=de het een',
        'filters[q]=%25_%5C',
        'page=99999&per_page=100',
        'page=1e3',
        'page=100001',
        'per_page=',
        'page[]=1',
        'filters[types]=promos',
        'filters[categories][a]=1',
        'filters[[]]=1',
        'filters[a][b][c][d][e]=1',
        `${'filters[categories][]=1&'.repeat(150)}x=1`,
        'include_filters=1&filters[q]=%22%22',
        'sort=top&page=3&per_page=50',
        'locale=fr',
      ];
      for (const query of queries) {
        const response = await api.app.request(`/api/feed-items?${query}`, { headers: { Language: 'fr' } });
        expect(response.status, query).toBeLessThan(500);
        expect(response.headers.get('content-type'), query).toContain('application/json');
      }
      for (const path of [
        '/posts/%00',
        '/posts/1%27',
        '/online-promos/😀',
        '/folder-items/1.5',
        '/promoted-promo?section=category-hero-section&category=%00',
        '/promoted-promo?section=category-hero-section&category=a%00b',
        `/promoted-promo?section=category-hero-section&category=${'x'.repeat(300)}`,
        '/promoted-promo?section=category-hero-section&category=99999999999999',
        '/promoted-promo?section=category-hero-section&category=%27%20or%201=1',
        '/types?x[]=1',
        '/bonus-actions?page=abc',
      ]) {
        const response = await api.app.request(`/api${path}`, { headers: { Language: 'xx' } });
        expect(response.status, path).toBeLessThan(500);
      }
    });
  });
});
