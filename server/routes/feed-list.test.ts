import { describe, expect, it } from 'vitest';
import { currentOrder, useFeedWorld, type FeedWorld } from './feed-world.fixtures';

/** GET /feed-items: the list, its pages, filters, search and order. */

describe('feed routes', () => {
  let w: FeedWorld;
  const { feed, keys } = useFeedWorld((world) => {
    w = world;
  });

  describe('GET /feed-items', () => {
    it('lists current items newest first with Laravel page meta', async () => {
      const page = await feed('');
      expect(keys(page)).toEqual(currentOrder(w));
      expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 9, total: 7, from: 1, to: 7 });
      expect(page.meta.types).toBeUndefined();
    });

    it('paginates to the last page and past it', async () => {
      const first = await feed('per_page=3');
      expect(first.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 3, total: 7, from: 1, to: 3 });
      expect(keys(first)).toEqual(currentOrder(w).slice(0, 3));
      const second = await feed('per_page=3&page=2');
      expect(keys(second)).toEqual(currentOrder(w).slice(3, 6));
      expect(second.meta).toMatchObject({ from: 4, to: 6, total: 7 });
      const last = await feed('per_page=3&page=3');
      expect(last.meta).toMatchObject({ current_page: 3, last_page: 3, from: 7, to: 7, total: 7 });
      expect(last.data).toHaveLength(1);
      const beyond = await feed('per_page=3&page=4');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toMatchObject({ current_page: 4, last_page: 3, total: 7, from: null, to: null });
    });

    it('clamps per_page to 100', async () => {
      expect((await feed('per_page=5000')).meta.per_page).toBe(100);
    });

    it('leaves expired, upcoming, inactive and unpublished items out', async () => {
      const all = await feed('per_page=100');
      const ids = all.data.map((item) => `${item.morphable_type}:${item.morphable_id}`);
      for (const absent of [
        `OnlinePromo:${w.promo.expired}`,
        `OnlinePromo:${w.promo.upcoming}`,
        `OnlinePromo:${w.promo.inactive}`,
        `Folder:${w.folder.unpublished}`,
        `FolderItem:${w.item.unpublished}`,
        `Post:${w.post.deleted}`,
        `Post:${w.post.pending}`,
      ]) {
        expect(ids).not.toContain(absent);
      }
      expect(all.data.every((item) => item.data.is_expired === false)).toBe(true);
    });

    it('filters by each filter alone', async () => {
      const ks = async (query: string) => keys(await feed(query));
      expect(await ks('filters[types][]=post_cashback')).toEqual([['Post', w.post.creme]]);
      expect(await ks('filters[types][]=folder_promos')).toEqual([
        ['FolderItem', w.item.kaas],
        ['Folder', w.folder.current],
      ]);
      expect(await ks('filters[types][]=discount_code&filters[types][]=post_sale')).toEqual([
        ['OnlinePromo', w.promo.code],
        ['Post', w.post.sale],
      ]);
      expect(await ks('filters[morphable_types][]=OnlinePromo')).toEqual([
        ['OnlinePromo', w.promo.code],
        ['OnlinePromo', w.promo.expensive],
      ]);
      expect(await ks(`filters[categories][]=${w.cat.elec}`)).toEqual([
        ['Post', w.post.creme],
        ['Post', w.post.sale],
      ]);
      expect(await ks(`filters[categories][]=${w.cat.elec}&filters[categories][]=${w.cat.kitchen}`)).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
        ['FolderItem', w.item.kaas],
        ['Folder', w.folder.current],
        ['Post', w.post.sale],
      ]);
      expect(await ks(`filters[webshops][]=${w.web.klik}`)).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
      ]);
      expect(await ks(`filters[stores][]=${w.store.superPrijs}`)).toEqual([
        ['FolderItem', w.item.kaas],
        ['Folder', w.folder.current],
      ]);
      expect(await ks(`filters[brands][]=${w.brand.zonnig}`)).toEqual([['FolderItem', w.item.kaas]]);
      expect(await ks(`filters[users][]=${w.user.author}`)).toEqual([
        ['Post', w.post.creme],
        ['Post', w.post.sale],
      ]);
      expect(await ks(`filters[users][]=${w.user.viewer}`)).toEqual([['Post', w.post.question]]);
      expect(await ks('filters[webshops][]=999999')).toEqual([]);
    });

    it('filters by price, with and without an upper limit', async () => {
      const ks = async (query: string) => keys(await feed(query));
      expect(await ks('filters[price][]=10&filters[price][]=100')).toEqual([['Post', w.post.creme]]);
      expect(await ks('filters[price][]=0&filters[price][]=10')).toEqual([['FolderItem', w.item.kaas]]);
      // 5000 is the slider's top: no upper limit, so the 3000 coat and the 150 tv's are in.
      expect(await ks('filters[price][]=100&filters[price][]=5000')).toEqual([
        ['OnlinePromo', w.promo.expensive],
        ['Post', w.post.sale],
      ]);
      expect(await ks('filters[price][]=100&filters[price][]=2999.99')).toEqual([['Post', w.post.sale]]);
      expect(await ks('filters[price][]=2000&filters[price][]=4000')).toEqual([['OnlinePromo', w.promo.expensive]]);
      // The untouched slider filters nothing: items without a price stay.
      expect((await feed('filters[price][]=0&filters[price][]=5000')).meta.total).toBe(7);
      // Any real range leaves unpriced items (the folder, the question, the code) out.
      expect((await feed('filters[price][]=0&filters[price][]=4999')).meta.total).toBe(4);
    });

    it('combines filters (AND between groups)', async () => {
      const ks = async (query: string) => keys(await feed(query));
      expect(await ks(`filters[webshops][]=${w.web.klik}&filters[types][]=post_cashback`)).toEqual([['Post', w.post.creme]]);
      expect(await ks(`filters[categories][]=${w.cat.elec}&filters[price][]=100&filters[price][]=5000`)).toEqual([
        ['Post', w.post.sale],
      ]);
      expect(await ks(`filters[stores][]=${w.store.superPrijs}&filters[morphable_types][]=Folder`)).toEqual([
        ['Folder', w.folder.current],
      ]);
      expect(await ks(`filters[webshops][]=${w.web.klik}&filters[stores][]=${w.store.superPrijs}`)).toEqual([]);
      expect(await ks(`filters[q]=kaas&filters[brands][]=${w.brand.zonnig}&sort=top`)).toEqual([['FolderItem', w.item.kaas]]);
    });

    it('searches full text in both languages\' titles, accent-insensitively', async () => {
      const ks = async (query: string, locale: 'nl' | 'fr') => keys(await feed(query, { locale }));
      // The post's title has "Crème"; the promo's French title "crème" (an entity with both
      // translations matches on either, whatever the request language: docs/search.md).
      const cream = [
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
      ];
      expect(await ks('filters[q]=creme', 'nl')).toEqual(cream);
      expect(await ks('filters[q]=creme', 'fr')).toEqual(cream);
      expect(await ks('filters[q]=CRÈME', 'fr')).toEqual(await ks('filters[q]=creme', 'fr'));
      expect(await ks('filters[q]=manteau', 'fr')).toEqual([['OnlinePromo', w.promo.expensive]]);
      expect(await ks('filters[q]=manteau', 'nl')).toEqual([['OnlinePromo', w.promo.expensive]]);
      expect(await ks('filters[q]=designerjas', 'nl')).toEqual([['OnlinePromo', w.promo.expensive]]);
      // websearch syntax: an excluded word.
      expect(await ks('filters[q]=creme -brulee', 'fr')).toEqual([['OnlinePromo', w.promo.code]]);
      // A blank query filters nothing.
      expect((await feed('filters[q]=%20%20')).meta.total).toBe(7);
    });

    it('reports a store, webshop or brand that q names exactly', async () => {
      const page = await feed('filters[q]=super%20prix', { locale: 'fr' });
      expect(page.meta.search_entity).toMatchObject({
        type: 'store',
        id: w.store.superPrijs,
        translation: { title: 'Super Prix', slug: 'super-prix', route: '/fr/store/super-prix' },
      });
      expect((await feed('filters[q]=ENSOLEILLE')).meta.search_entity).toMatchObject({
        type: 'brand',
        id: w.brand.zonnig,
        translation: { title: 'Zonnig', route: '/brand/zonnig' },
      });
      expect((await feed('filters[q]=klik')).meta.search_entity).toBeNull();
      expect((await feed('')).meta.search_entity).toBeUndefined();
    });

    it('orders home (sort=top) by rating, then newest', async () => {
      const page = await feed('sort=top');
      expect(keys(page)).toEqual([
        ['OnlinePromo', w.promo.code],
        ['FolderItem', w.item.kaas],
        ['Post', w.post.sale],
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.expensive],
        ['Folder', w.folder.current],
        ['Post', w.post.question],
      ]);
      expect(page.meta.total).toBe(7);
    });
  });
});
