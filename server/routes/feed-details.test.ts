import { describe, expect, it } from 'vitest';
import type { BonusAction, FeedItem, FolderItemDetail, OnlinePromoDetail, PostDetail, PromoType } from '@/lib/api/feed';
import { keyOf, useFeedWorld, type FeedWorld } from './feed-world.fixtures';

/** Promo details, promoted slots, promo types and bonus actions. */

describe('feed routes', () => {
  let w: FeedWorld;
  const { get } = useFeedWorld((world) => {
    w = world;
  });

  describe('promo details', () => {
    it('shows a post with everything its page needs', async () => {
      const { status, body } = await get<{ data: PostDetail }>(`/posts/${w.post.creme}`, { token: w.token.viewer });
      expect(status).toBe(200);
      const post = body.data;
      expect(post).toMatchObject({
        id: w.post.creme,
        morphable_type: 'Post',
        title: 'Crème brûlée bakset',
        content: '<p>Een <strong>prachtige</strong> set &amp; meer.</p>',
        origin_url: 'https://klik.example/brulee',
        deal_url: 'https://klik.example/brulee',
        discount_code: 'BRULEE',
        discount: 50,
        status: 'approved',
        is_expired: false,
        is_hit: true,
        is_favourite: true,
        webshop: {
          id: w.web.klik,
          website_url: 'https://klik.example',
          translation: { title: 'Klikshop', affiliate_url: 'https://aff.example/klik', route: '/webshop/klikshop' },
        },
        categories: [{ id: w.cat.elec, translation: { title: 'Elektronica', slug: 'elektronica' } }],
        user: { id: w.user.author },
      });
      expect(post.images.map((image) => image.url)).toEqual(['/api/media/uploads/p1-a.jpg', '/api/media/uploads/p1-b.jpg']);
      // Related: same category (the tv sale) or webshop (the kitchen code); never itself, never expired.
      expect(post.related.map(keyOf)).toEqual([
        ['OnlinePromo', w.promo.code],
        ['Post', w.post.sale],
      ]);
    });

    it('keeps an expired promo reachable by id, marked expired', async () => {
      const { status, body } = await get<{ data: OnlinePromoDetail }>(`/online-promos/${w.promo.expired}`, { locale: 'fr' });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: w.promo.expired,
        morphable_type: 'OnlinePromo',
        title: 'Offre passée',
        is_expired: true,
        route: `/fr/online-promos/${w.promo.expired}`,
        deal_url: 'https://aff.example/klik',
        is_hit: false,
      });
      expect(body.data.related.map(keyOf)).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
        ['Post', w.post.sale],
      ]);
    });

    it('shows an online promo in both languages', async () => {
      const nl = await get<{ data: OnlinePromoDetail }>(`/online-promos/${w.promo.code}`);
      const fr = await get<{ data: OnlinePromoDetail }>(`/online-promos/${w.promo.code}`, { locale: 'fr' });
      expect(nl.body.data).toMatchObject({ title: 'Tien procent op keukengerei', content: 'Alle potten en pannen.', url: 'https://klik.example/keuken' });
      expect(fr.body.data).toMatchObject({
        title: 'Dix pour cent sur la crème et les ustensiles',
        content: 'Toutes les casseroles.',
        categories: [{ translation: { title: 'Cuisine' } }],
      });
    });

    it('shows a folder item with its folder, page and rectangle', async () => {
      const { status, body } = await get<{ data: FolderItemDetail }>(`/folder-items/${w.item.kaas}`, { locale: 'fr', token: w.token.viewer });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        morphable_type: 'FolderItem',
        title: 'Fromage jeune',
        subscriptions: true,
        rectangle: { x: 0.1, y: 0.2, width: 0.3, height: 0.25 },
        folder: { id: w.folder.current, page_number: 2, route: `/fr/depliants/super-prix/${w.validFrom}` },
        store: { id: w.store.superPrijs, website_url: 'https://super.example', is_paid_client: true, folder_client_type: 1 },
        deal_url: 'https://super.example',
        categories: [{ id: w.cat.kitchen, translation: { title: 'Cuisine' } }],
      });
      expect(body.data.related.map(keyOf)).toEqual([
        ['OnlinePromo', w.promo.code],
        ['Folder', w.folder.current],
      ]);
    });

    it('answers 404 for unknown, deleted, unapproved and unpublished items', async () => {
      const cases: [string, string][] = [
        ['/posts/999999', 'Post not found.'],
        [`/posts/${w.post.deleted}`, 'Post not found.'],
        [`/posts/${w.post.pending}`, 'Post not found.'],
        ['/posts/abc', 'Post not found.'],
        ['/posts/0', 'Post not found.'],
        ['/posts/99999999999999999999', 'Post not found.'],
        ['/online-promos/999999', 'Online promo not found.'],
        [`/online-promos/${w.promo.inactive}`, 'Online promo not found.'],
        ['/folder-items/999999', 'Folder item not found.'],
        [`/folder-items/${w.item.unpublished}`, 'Folder item not found.'],
        ['/folder-items/-1', 'Folder item not found.'],
      ];
      for (const [path, message] of cases) {
        const { status, body } = await get<{ message: string }>(path);
        expect(status, path).toBe(404);
        expect(body, path).toEqual({ message });
      }
      // A pending post is visible to its author only.
      expect((await get(`/posts/${w.post.pending}`, { token: w.token.viewer })).status).toBe(404);
      const own = await get<{ data: PostDetail }>(`/posts/${w.post.pending}`, { token: w.token.author });
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ status: 'pending', title: 'Nog niet goedgekeurd', rating_calculated: 0 });
    });
  });

  describe('GET /promoted-promo', () => {
    it('lists the current promoted items of a section in position order', async () => {
      const { status, body } = await get<{ data: FeedItem[] }>('/promoted-promo?section=hero-section');
      expect(status).toBe(200);
      // The expired promo and the ended promotion are left out.
      expect(body.data.map(keyOf)).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
      ]);
      expect(body.data[0]!.data).toMatchObject({ title: 'Crème brûlée bakset', is_hit: false });
    });

    it('filters the category section by category id or slug in either language', async () => {
      for (const category of [String(w.cat.kitchen), 'keuken', 'cuisine']) {
        const { status, body } = await get<{ data: FeedItem[] }>(`/promoted-promo?section=category-hero-section&category=${category}`, { locale: 'fr' });
        expect(status).toBe(200);
        expect(body.data.map(keyOf)).toEqual([['FolderItem', w.item.kaas]]);
        expect(body.data[0]!.data.title).toBe('Fromage jeune');
      }
      const all = await get<{ data: FeedItem[] }>('/promoted-promo?section=category-hero-section');
      expect(all.body.data).toHaveLength(2);
    });

    it('rejects a bad section with 422 and an unknown category with 404', async () => {
      for (const query of ['', '?section=sidebar', '?section[]=hero-section', '?section=%3Cscript%3E']) {
        const { status, body } = await get<{ message: string; errors: Record<string, string[]> }>(`/promoted-promo${query}`);
        expect(status, query).toBe(422);
        expect(body.errors.section, query).toBeDefined();
      }
      const unknown = await get<{ message: string }>('/promoted-promo?section=category-hero-section&category=nope');
      expect(unknown).toEqual({ status: 404, body: { message: 'Category not found.' } });
    });
  });

  describe('GET /types and /bonus-actions', () => {
    it('lists top-level promo types in order with their subtypes', async () => {
      const { status, body } = await get<{ data: PromoType[] }>('/types', { locale: 'fr' });
      expect(status).toBe(200);
      expect(body.data.map((type) => type.id)).toEqual([6, 1, 2, 8]);
      expect(body.data[0]).toEqual({
        id: 6,
        order: 0,
        additional_order: 5,
        kind: 3,
        filter_value: null,
        translation: { title: 'Question' },
        children: [],
      });
      expect(body.data[2]).toMatchObject({
        id: 2,
        filter_value: 'post_cashback',
        translation: { title: 'Remboursement' },
        children: [
          { id: 100, kind: 1, translation: { title: 'Ticket de caisse' } },
          { id: 101, kind: 2, translation: { title: 'Argent remis' } },
        ],
      });
      const nl = await get<{ data: PromoType[] }>('/types');
      expect(nl.body.data[2]!.translation.title).toBe('Cashback');
    });

    it('lists bonus actions', async () => {
      const { status, body } = await get<{ data: BonusAction[] }>('/bonus-actions');
      expect(status).toBe(200);
      expect(body.data).toEqual([
        { type: 'post_approved', bonusable_type: null, bonusable_id: null, impact_on_balance: 5, optional_impact: 0 },
        { type: 'optional_content', bonusable_type: 'Post', bonusable_id: 9, impact_on_balance: 0, optional_impact: 2 },
      ]);
    });
  });
});
