import { describe, expect, it } from 'vitest';
import { dayFromToday } from './feed.fixtures';
import { useFeedWorld, type FeedWorld, type Page } from './feed-world.fixtures';

/** GET /feed-items: what a viewer sees on each card (flags, hidden items), the card shape in both languages and the facet counts. */

describe('feed routes', () => {
  let w: FeedWorld;
  const { feed, keys } = useFeedWorld((world) => {
    w = world;
  });

  describe('GET /feed-items', () => {
    it('hides what the signed-in viewer hid, for them only', async () => {
      const viewer = await feed('per_page=100', { token: w.token.viewer });
      expect(viewer.meta.total).toBe(6);
      expect(keys(viewer)).not.toContainEqual(['OnlinePromo', w.promo.expensive]);
      const author = await feed('per_page=100', { token: w.token.author });
      expect(author.meta.total).toBe(7);
      const guest = await feed('per_page=100');
      expect(keys(guest)).toContainEqual(['OnlinePromo', w.promo.expensive]);
    });

    it('gives guests false flags and a user their own flags', async () => {
      const guest = await feed('per_page=100');
      for (const item of guest.data) {
        expect(item.data).toMatchObject({
          is_hit: false,
          is_dislike: false,
          is_favourite: false,
          favourite_at: null,
          subscriptions: false,
          is_hidden: false,
          is_reported_expired: false,
        });
      }
      const mine = await feed('per_page=100', { token: w.token.viewer });
      const byKey = new Map(mine.data.map((item) => [`${item.morphable_type}:${item.morphable_id}`, item.data]));
      expect(byKey.get(`Post:${w.post.creme}`)).toMatchObject({
        is_hit: true,
        is_favourite: true,
        favourite_at: '2026-01-02T03:04:05.000Z',
        is_dislike: false,
      });
      expect(byKey.get(`Post:${w.post.sale}`)).toMatchObject({ is_dislike: true, is_hit: false });
      expect(byKey.get(`FolderItem:${w.item.kaas}`)).toMatchObject({ subscriptions: true });
      expect(byKey.get(`OnlinePromo:${w.promo.code}`)).toMatchObject({ is_reported_expired: true });
      // The author's favourite is not the viewer's.
      expect(byKey.get(`Post:${w.post.question}`)).toMatchObject({ is_favourite: false });
      // A bad token is a guest, not an error.
      const bad = await feed('', { token: '1|notarealsecretnotarealsecret' });
      expect(bad.data.find((item) => item.morphable_id === w.post.creme && item.morphable_type === 'Post')?.data.is_hit).toBe(false);
    });

    it('builds the feed item shape for every kind, in both languages', async () => {
      const nl = await feed('');
      const fr = await feed('', { locale: 'fr' });
      const find = (page: Page, type: string, id: number) =>
        page.data.find((item) => item.morphable_type === type && item.morphable_id === id)!.data;

      const post = find(nl, 'Post', w.post.creme);
      expect(post).toMatchObject({
        id: w.post.creme,
        title: 'Crème brûlée bakset',
        short_content: 'Een prachtige set & meer.',
        image_url: '/api/media/uploads/p1-a.jpg',
        new_price: 20,
        old_price: 40,
        discount: 50,
        discount_code: 'BRULEE',
        webshop: { id: w.web.klik, image_url: '/api/media/generated/webshop/klikshop.svg', translation: { title: 'Klikshop', slug: 'klikshop', route: '/webshop/klikshop' } },
        store: null,
        brand: null,
        categories: [{ id: w.cat.elec, translation: { title: 'Elektronica', simplified_title: 'Tech', slug: 'elektronica', route: '/promos/elektronica' } }],
        type: { id: 100, filter_value: 'post_cashback', translation: { title: 'Kassaticket' } },
        rating_calculated: 3,
        hits_count: 4,
        dislikes_count: 1,
        is_expired: false,
        user: { id: w.user.author, fname: 'Anna', lname: 'Auteur', avatar_url: '/api/media/generated/avatar/1.svg' },
        folder: null,
        route: `/posts/${w.post.creme}`,
      });
      expect(Date.parse(post.published_at)).toBeGreaterThan(0);
      expect(find(fr, 'Post', w.post.creme)).toMatchObject({
        route: `/fr/posts/${w.post.creme}`,
        webshop: { translation: { title: 'Cliquez', slug: 'cliquez', route: '/fr/webshop/cliquez' } },
        categories: [{ translation: { title: 'Électronique', slug: 'electronique', route: '/fr/promos/electronique' } }],
        type: { translation: { title: 'Ticket de caisse' } },
      });

      expect(find(nl, 'OnlinePromo', w.promo.code)).toMatchObject({
        title: 'Tien procent op keukengerei',
        short_content: 'Alle potten en pannen.',
        discount_code: 'KEUKEN10',
        discount_text: '10% korting',
        discount: null,
        new_price: null,
        image_url: '/api/media/generated/webshop/klikshop.svg',
        type: { id: null, filter_value: 'discount_code', translation: { title: 'Kortingscodes' } },
        route: `/online-promos/${w.promo.code}`,
        user: null,
      });
      expect(find(fr, 'OnlinePromo', w.promo.code)).toMatchObject({
        title: 'Dix pour cent sur la crème et les ustensiles',
        discount_text: '10% de réduction',
        type: { translation: { title: 'Codes de réduction' } },
        route: `/fr/online-promos/${w.promo.code}`,
      });

      expect(find(nl, 'FolderItem', w.item.kaas)).toMatchObject({
        title: 'Jonge kaas',
        discount: 33,
        discount_text: '1+1 gratis',
        store: { id: w.store.superPrijs, translation: { title: 'Super Prijs', route: '/store/super-prijs' } },
        brand: { id: w.brand.zonnig, translation: { title: 'Zonnig', route: '/brand/zonnig' } },
        folder: {
          id: w.folder.current,
          valid_from: w.validFrom,
          valid_to: dayFromToday(5),
          page_number: 2,
          route: `/folders/super-prijs/${w.validFrom}`,
          store: { id: w.store.superPrijs },
        },
        route: `/folder-promos/${w.item.kaas}`,
      });
      expect(find(fr, 'FolderItem', w.item.kaas)).toMatchObject({
        title: 'Fromage jeune',
        folder: { route: `/fr/depliants/super-prix/${w.validFrom}` },
        route: `/fr/folder-promos/${w.item.kaas}`,
      });

      expect(find(fr, 'Folder', w.folder.current)).toMatchObject({
        title: 'Dépliant de la semaine',
        image_url: '/api/media/generated/store/super-prijs.svg',
        folder: { id: w.folder.current, page_number: 1, route: `/fr/depliants/super-prix/${w.validFrom}` },
        route: `/fr/depliants/super-prix/${w.validFrom}`,
        type: { filter_value: 'folder_promos', translation: { title: 'Promos des dépliants' } },
      });

      expect(find(nl, 'Post', w.post.question)).toMatchObject({ type: { id: 6, filter_value: null, translation: { title: 'Vraag' } }, new_price: null, discount: null });
    });

    it('counts facets with every other filter applied, titled in the request language', async () => {
      const page = await feed(`include_filters=1&filters[webshops][]=${w.web.klik}`, { locale: 'fr' });
      expect(keys(page)).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
      ]);
      const meta = page.meta;
      // The webshop facet ignores the webshop selection itself, so other webshops stay choosable.
      expect(meta.webshops).toEqual([
        { id: w.web.klik, title: 'Cliquez', count: 2 },
        { id: w.web.mode, title: 'Maison de Mode', count: 1 },
      ]);
      expect(meta.types).toEqual([
        { value: 'discount_code', title: 'Codes de réduction', count: 1 },
        { value: 'post_cashback', title: 'Remboursement', count: 1 },
      ]);
      expect(meta.morphable_types).toEqual([
        { value: 'Post', title: 'Posts des membres', count: 1 },
        { value: 'OnlinePromo', title: 'Promos en ligne', count: 1 },
      ]);
      expect(meta.categories).toEqual([
        { id: w.cat.kitchen, title: 'Cuisine', count: 1 },
        { id: w.cat.elec, title: 'Électronique', count: 1 },
      ]);
      expect(meta.stores).toEqual([]);
      expect(meta.brands).toEqual([]);
      expect(meta.prices).toEqual({ min: 20, max: 20 });

      const all = await feed('include_filters=true');
      expect(all.meta.types).toEqual([
        { value: 'folder_promos', title: "Folderpromo's", count: 2 },
        { value: 'post_cashback', title: 'Cashback', count: 1 },
        { value: 'discount_code', title: 'Kortingscodes', count: 1 },
        { value: 'promos', title: "Promo's", count: 1 },
        { value: 'post_sale', title: 'Uitverkoop', count: 1 },
      ]);
      expect(all.meta.categories).toEqual([
        { id: w.cat.kitchen, title: 'Keuken', count: 3 },
        { id: w.cat.elec, title: 'Elektronica', count: 2 },
        { id: w.cat.fashion, title: 'Mode', count: 1 },
      ]);
      expect(all.meta.stores).toEqual([
        { id: w.store.superPrijs, title: 'Super Prijs', count: 2 },
        { id: w.store.buurt, title: 'Buurtwinkel', count: 1 },
      ]);
      expect(all.meta.brands).toEqual([{ id: w.brand.zonnig, title: 'Zonnig', count: 1 }]);
      expect(all.meta.prices).toEqual({ min: 1.99, max: 3000 });

      // The price facet ignores the price filter; the others respect it.
      const priced = await feed('include_filters=1&filters[price][]=100&filters[price][]=5000');
      expect(priced.meta.prices).toEqual({ min: 1.99, max: 3000 });
      expect(priced.meta.webshops).toEqual([{ id: w.web.mode, title: 'Modehuis', count: 1 }]);

      // A hidden item is not counted for the viewer who hid it.
      const hidden = await feed('include_filters=1', { token: w.token.viewer });
      expect(hidden.meta.webshops).toEqual([{ id: w.web.klik, title: 'Klikshop', count: 2 }]);
      expect(hidden.meta.prices).toEqual({ min: 1.99, max: 150 });
    });
  });
});
