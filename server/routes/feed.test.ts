import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import {
  getBonusActions,
  getFeedItems,
  getFolderItem,
  getOnlinePromo,
  getPost,
  getPromotedPromos,
  getTypes,
  type BonusAction,
  type FeedItem,
  type FeedMeta,
  type FolderItemDetail,
  type OnlinePromoDetail,
  type PostDetail,
  type PromoType,
} from '@/lib/api/feed';
import { createApiApp } from '../app';
import { feedItems as schemaFeedItems } from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { dayFromToday, daysFromNow, feedFixtures, hoursAgo } from './feed.fixtures';

type Page = { data: FeedItem[]; meta: FeedMeta };
type Locale = 'nl' | 'fr';

/** The world of this file: every kind of feed item, current and not, with known ids. */
type World = {
  cat: { elec: number; kitchen: number; fashion: number };
  store: { superPrijs: number; buurt: number };
  web: { klik: number; mode: number };
  brand: { zonnig: number };
  user: { author: number; viewer: number };
  token: { author: string; viewer: string };
  post: { creme: number; sale: number; question: number; pending: number; deleted: number };
  promo: { code: number; expensive: number; expired: number; upcoming: number; inactive: number };
  folder: { current: number; unpublished: number };
  item: { kaas: number; unpublished: number };
  validFrom: string;
};

/** Ids of the current items, newest first (their published_at order). */
const currentOrder = (w: World) => [
  ['Post', w.post.creme],
  ['OnlinePromo', w.promo.code],
  ['OnlinePromo', w.promo.expensive],
  ['FolderItem', w.item.kaas],
  ['Folder', w.folder.current],
  ['Post', w.post.sale],
  ['Post', w.post.question],
];

const keyOf = (item: FeedItem) => [item.morphable_type, item.morphable_id];

describe('feed routes', () => {
  let handle: TestDbHandle;
  let app: ReturnType<typeof createApiApp>;
  let w: World;

  async function get<T>(path: string, options: { locale?: Locale; token?: string } = {}): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { Language: options.locale ?? 'nl' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await app.request(`/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function feed(query: string, options: { locale?: Locale; token?: string } = {}): Promise<Page> {
    const { status, body } = await get<Page>(`/feed-items${query ? `?${query}` : ''}`, options);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }

  const keys = (page: Page) => page.data.map(keyOf);

  beforeAll(async () => {
    handle = await createTestDb();
    app = createApiApp({ db: handle.db });
    const f = feedFixtures(handle.db);

    await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
    await f.promoType({ id: 2, title: { nl: 'Cashback', fr: 'Remboursement' }, order: 2, kind: 2, filterValue: 'post_cashback' });
    await f.promoType({ id: 101, parentId: 2, title: { nl: 'Geld terug', fr: 'Argent remis' }, order: 2, kind: 2 });
    await f.promoType({ id: 100, parentId: 2, title: { nl: 'Kassaticket', fr: 'Ticket de caisse' }, order: 1, kind: 1 });
    await f.promoType({ id: 8, title: { nl: 'Uitverkoop', fr: 'Soldes' }, order: 3, filterValue: 'post_sale' });
    await f.promoType({ id: 6, title: { nl: 'Vraag', fr: 'Question' }, order: 0, additionalOrder: 5, kind: 3 });

    const cat = {
      elec: await f.category({ nl: 'Elektronica', fr: 'Électronique' }, { nl: 'elektronica', fr: 'electronique' }, { nl: 'Tech', fr: 'Tech' }),
      kitchen: await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' }),
      fashion: await f.category({ nl: 'Mode', fr: 'Mode' }, { nl: 'mode', fr: 'mode-fr' }),
    };
    const store = {
      superPrijs: await f.store({ nl: 'Super Prijs', fr: 'Super Prix' }, { nl: 'super-prijs', fr: 'super-prix' }, { folderClientType: 1, websiteUrl: 'https://super.example' }),
      buurt: await f.store({ nl: 'Buurtwinkel', fr: 'Épicerie du Coin' }, { nl: 'buurtwinkel', fr: 'epicerie-du-coin' }),
    };
    const web = {
      klik: await f.webshop({ nl: 'Klikshop', fr: 'Cliquez' }, { nl: 'klikshop', fr: 'cliquez' }, { affiliateUrl: 'https://aff.example/klik', websiteUrl: 'https://klik.example' }),
      mode: await f.webshop({ nl: 'Modehuis', fr: 'Maison de Mode' }, { nl: 'modehuis', fr: 'maison-de-mode' }),
    };
    const brand = { zonnig: await f.brand({ nl: 'Zonnig', fr: 'Ensoleillé' }, { nl: 'zonnig', fr: 'ensoleille' }) };
    const user = { author: await f.user('Anna', 'Auteur'), viewer: await f.user('Victor', 'Kijker') };
    const token = { author: await f.token(user.author), viewer: await f.token(user.viewer) };

    const validFrom = dayFromToday(-2);
    const validTo = dayFromToday(5);

    const creme = await f.post(
      {
        userId: user.author,
        typeId: 100,
        title: 'Crème brûlée bakset',
        content: '<p>Een <b>prachtige</b> set &amp; meer.</p>',
        webshopId: web.klik,
        newPrice: 20,
        oldPrice: 40,
        discountCode: 'BRULEE',
        originUrl: 'https://klik.example/brulee',
        categoryIds: [cat.elec],
        images: ['uploads/p1-a.jpg', 'uploads/p1-b.jpg'],
      },
      { promoType: 'post_cashback', rating: 3, hitsCount: 4, dislikesCount: 1, publishedAt: hoursAgo(1) },
    );
    const code = await f.onlinePromo(
      {
        webshopId: web.klik,
        type: 'discount_code',
        title: { nl: 'Tien procent op keukengerei', fr: 'Dix pour cent sur la crème et les ustensiles' },
        content: { nl: 'Alle potten en pannen.', fr: 'Toutes les casseroles.' },
        discountCode: 'KEUKEN10',
        discountText: { nl: '10% korting', fr: '10% de réduction' },
        categoryIds: [cat.kitchen],
        url: 'https://klik.example/keuken',
      },
      { rating: 10, publishedAt: hoursAgo(2) },
    );
    const expensive = await f.onlinePromo(
      {
        webshopId: web.mode,
        type: 'promos',
        title: { nl: 'Designerjas', fr: 'Manteau de créateur' },
        newPrice: 3000,
        oldPrice: 3500,
        categoryIds: [cat.fashion],
      },
      { rating: 1, publishedAt: hoursAgo(3) },
    );
    const folder = await f.folder(
      { storeId: store.superPrijs, title: { nl: 'Weekfolder', fr: 'Dépliant de la semaine' }, validFrom, validTo },
      { categoryIds: [cat.kitchen], rating: 0, publishedAt: hoursAgo(5) },
    );
    const kaas = await f.folderItem(
      {
        folderId: folder.id,
        folderPageId: folder.pageIds[1]!,
        storeId: store.superPrijs,
        title: { nl: 'Jonge kaas', fr: 'Fromage jeune' },
        brandId: brand.zonnig,
        categoryId: cat.kitchen,
        newPrice: 1.99,
        oldPrice: 2.99,
        discountText: { nl: '1+1 gratis', fr: '1+1 gratuit' },
        validFrom,
        validTo,
      },
      { rating: 7, publishedAt: hoursAgo(4) },
    );
    const sale = await f.post(
      { userId: user.author, typeId: 8, title: 'Uitverkoop tv-toestellen', storeId: store.buurt, newPrice: 150, oldPrice: 200, categoryIds: [cat.elec] },
      { promoType: 'post_sale', rating: 5, publishedAt: hoursAgo(6) },
    );
    const question = await f.post(
      { userId: user.viewer, typeId: 6, title: 'Waar vind ik goedkope lampen?' },
      { rating: -2, publishedAt: hoursAgo(7) },
    );
    const pending = await f.post(
      { userId: user.author, typeId: 100, title: 'Nog niet goedgekeurd', status: 'pending', categoryIds: [cat.elec] },
      { indexed: false },
    );
    const deleted = await f.post({ userId: user.author, typeId: 100, title: 'Verwijderd', deleted: true }, { publishedAt: hoursAgo(1) });
    const expired = await f.onlinePromo(
      {
        webshopId: web.klik,
        type: 'day_deals',
        title: { nl: 'Voorbije dagdeal', fr: 'Offre passée' },
        categoryIds: [cat.elec],
        expiredAt: hoursAgo(24),
        startedAt: hoursAgo(72),
      },
      { rating: 100, publishedAt: hoursAgo(0.5) },
    );
    const upcoming = await f.onlinePromo(
      { webshopId: web.klik, type: 'day_deals', title: { nl: 'Komende dagdeal', fr: 'Offre à venir' }, startedAt: daysFromNow(2) },
      { rating: 100, publishedAt: hoursAgo(0.5) },
    );
    const inactive = await f.onlinePromo(
      { webshopId: web.klik, type: 'promos', title: { nl: 'Ingetrokken', fr: 'Retirée' } },
      { isActive: false, publishedAt: hoursAgo(0.5) },
    );
    const unpublished = await f.folder(
      { storeId: store.buurt, title: { nl: 'Concept', fr: 'Brouillon' }, validFrom, validTo, published: false },
      { publishedAt: hoursAgo(0.5) },
    );
    const unpublishedItem = await f.folderItem(
      {
        folderId: unpublished.id,
        folderPageId: unpublished.pageIds[0]!,
        storeId: store.buurt,
        title: { nl: 'Geheim', fr: 'Secret' },
        validFrom,
        validTo,
      },
      { isActive: false },
    );

    w = {
      cat,
      store,
      web,
      brand,
      user,
      token,
      post: { creme, sale, question, pending, deleted },
      promo: { code, expensive, expired, upcoming, inactive },
      folder: { current: folder.id, unpublished: unpublished.id },
      item: { kaas, unpublished: unpublishedItem },
      validFrom,
    };

    // The viewer's reactions: flags on the first page, and one hidden item.
    await f.react(user.viewer, 'Post', creme, 'hit');
    await f.react(user.viewer, 'Post', creme, 'favourite', new Date('2026-01-02T03:04:05.000Z'));
    await f.react(user.viewer, 'FolderItem', kaas, 'subscription');
    await f.react(user.viewer, 'OnlinePromo', code, 'reported_expired');
    await f.react(user.viewer, 'Post', sale, 'dislike');
    await f.react(user.viewer, 'OnlinePromo', expensive, 'hidden');
    // Someone else's reaction must not show up as the viewer's.
    await f.react(user.author, 'Post', question, 'favourite');

    await f.promoted({ section: 'hero-section', type: 'OnlinePromo', id: code, position: 2 });
    await f.promoted({ section: 'hero-section', type: 'Post', id: creme, position: 1 });
    await f.promoted({ section: 'hero-section', type: 'OnlinePromo', id: expired, position: 0 });
    await f.promoted({ section: 'hero-section', type: 'Post', id: sale, position: 3, endsAt: hoursAgo(1) });
    await f.promoted({ section: 'category-hero-section', type: 'FolderItem', id: kaas, position: 1, categoryId: cat.kitchen });
    await f.promoted({ section: 'category-hero-section', type: 'Post', id: sale, position: 1, categoryId: cat.elec });

    await f.bonusAction({ type: 'post_approved', impact: 5 });
    await f.bonusAction({ type: 'optional_content', impact: 0, optional: 2, bonusableType: 'Post', bonusableId: 9 });
  });

  afterAll(async () => {
    await handle?.close();
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

    it('searches full text in the request language, accent-insensitively', async () => {
      const ks = async (query: string, locale: Locale) => keys(await feed(query, { locale }));
      // Dutch: the post's title has "Crème"; the promo's Dutch title has no cream.
      expect(await ks('filters[q]=creme', 'nl')).toEqual([['Post', w.post.creme]]);
      // French: the post (one language, title copied) and the promo's French title "crème".
      expect(await ks('filters[q]=creme', 'fr')).toEqual([
        ['Post', w.post.creme],
        ['OnlinePromo', w.promo.code],
      ]);
      expect(await ks('filters[q]=CRÈME', 'fr')).toEqual(await ks('filters[q]=creme', 'fr'));
      expect(await ks('filters[q]=manteau', 'fr')).toEqual([['OnlinePromo', w.promo.expensive]]);
      expect(await ks('filters[q]=manteau', 'nl')).toEqual([]);
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

  describe('promo details', () => {
    it('shows a post with everything its page needs', async () => {
      const { status, body } = await get<{ data: PostDetail }>(`/posts/${w.post.creme}`, { token: w.token.viewer });
      expect(status).toBe(200);
      const post = body.data;
      expect(post).toMatchObject({
        id: w.post.creme,
        morphable_type: 'Post',
        title: 'Crème brûlée bakset',
        content: '<p>Een <b>prachtige</b> set &amp; meer.</p>',
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

  describe('client module', () => {
    it('calls every route with the wire format the server expects', async () => {
      const api = createApiClient({
        baseURL: 'http://localhost/api',
        domain: 'deals.test',
        locale: () => 'fr',
        token: () => w.token.viewer,
        retryDelayMs: 0,
        fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : new Request(input, init))),
      });
      const page = await getFeedItems(api, {
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
      const filtered = await getFeedItems(api, { filters: { categories: [w.cat.elec], price: [100, 5000] } });
      expect(filtered.data.map(keyOf)).toEqual([['Post', w.post.sale]]);
      expect(filtered.meta.types).toBeUndefined();
      expect((await getPost(api, w.post.creme)).is_favourite).toBe(true);
      expect((await getOnlinePromo(api, w.promo.code)).discount_text).toBe('10% de réduction');
      expect((await getFolderItem(api, w.item.kaas)).folder?.page_number).toBe(2);
      expect((await getPromotedPromos(api, { section: 'category-hero-section', category: 'cuisine' })).map(keyOf)).toEqual([
        ['FolderItem', w.item.kaas],
      ]);
      expect((await getTypes(api)).map((type) => type.translation.title)).toEqual(['Question', 'Signalement', 'Remboursement', 'Soldes']);
      expect(await getBonusActions(api)).toHaveLength(2);
      await expect(getPost(api, 999_999)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('bad input', () => {
    it('answers 422 for invalid feed parameters', async () => {
      for (const query of [
        'filters[types][]=%3Cscript%3Ealert(1)%3C/script%3E',
        'page=abc',
        'page=0',
        'per_page=-5',
        'per_page=1.5',
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
        const response = await app.request(`/api/feed-items?${query}`);
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
        const response = await app.request(`/api/feed-items?${query}`, { headers: { Language: 'fr' } });
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
        const response = await app.request(`/api${path}`, { headers: { Language: 'xx' } });
        expect(response.status, path).toBeLessThan(500);
      }
    });
  });
});

describe('feed home: the top 100', () => {
  let handle: TestDbHandle;
  let app: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    handle = await createTestDb();
    app = createApiApp({ db: handle.db });
    const f = feedFixtures(handle.db);
    const webshop = await f.webshop({ nl: 'Veel', fr: 'Beaucoup' }, { nl: 'veel', fr: 'beaucoup' });
    // 110 current promos: rating i % 37, so ties are broken by published_at (newer first).
    for (let index = 0; index < 110; index += 1) {
      await f.onlinePromo(
        { webshopId: webshop, type: 'promos', title: { nl: `Promo ${index}`, fr: `Promo ${index}` } },
        { rating: index % 37, publishedAt: hoursAgo(200 - index) },
      );
    }
    // A very well rated but expired one never reaches home.
    await f.onlinePromo(
      { webshopId: webshop, type: 'promos', title: { nl: 'Oud', fr: 'Vieux' }, expiredAt: hoursAgo(1) },
      { rating: 1000, publishedAt: hoursAgo(1) },
    );
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function page(query: string): Promise<Page> {
    const response = await app.request(`/api/feed-items?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  }

  it('caps home at 100 items ordered by rating, then newest', async () => {
    const all = await page('sort=top&per_page=100');
    expect(all.data).toHaveLength(100);
    expect(all.meta).toMatchObject({ total: 100, last_page: 1, from: 1, to: 100 });
    const ratings = all.data.map((item) => item.data.rating_calculated);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(36);
    expect(all.data.some((item) => item.data.title === 'Oud')).toBe(false);
    // Equal ratings: the newer first.
    for (let index = 1; index < all.data.length; index += 1) {
      const before = all.data[index - 1]!.data;
      const current = all.data[index]!.data;
      if (before.rating_calculated === current.rating_calculated) {
        expect(Date.parse(before.published_at)).toBeGreaterThanOrEqual(Date.parse(current.published_at));
      }
    }
    // The 10 left out are the lowest rated.
    const shown = new Set(all.data.map((item) => item.data.title));
    const lowest = Math.min(...ratings);
    expect(lowest).toBeLessThanOrEqual(3);
    expect(shown.size).toBe(100);
  });

  it('pages within the top 100 and stops there', async () => {
    const fourth = await page('sort=top&per_page=30&page=4');
    expect(fourth.data).toHaveLength(10);
    expect(fourth.meta).toMatchObject({ current_page: 4, last_page: 4, total: 100, from: 91, to: 100 });
    const fifth = await page('sort=top&per_page=30&page=5');
    expect(fifth.data).toEqual([]);
    expect(fifth.meta).toMatchObject({ total: 100, last_page: 4, from: null, to: null });
    const first = await page('sort=top');
    expect(first.meta).toMatchObject({ per_page: 9, total: 100, last_page: 12 });
    const all = await page('sort=top&per_page=100');
    expect([...first.data, ...(await page('sort=top&page=2')).data].map(keyOf)).toEqual(all.data.slice(0, 18).map(keyOf));
  });

  it('leaves other lists uncapped', async () => {
    const newest = await page('per_page=100&page=2');
    expect(newest.meta).toMatchObject({ total: 110, last_page: 2, from: 101, to: 110 });
    expect(newest.data[0]!.data.title).toBe('Promo 9');
  });
});

describe('feed totals over large sets', () => {
  let handle: TestDbHandle;
  let app: ReturnType<typeof createApiApp>;
  let f: ReturnType<typeof feedFixtures>;
  let webshop: number;
  let firstPromo: number;

  beforeAll(async () => {
    handle = await createTestDb();
    app = createApiApp({ db: handle.db });
    f = feedFixtures(handle.db);
    webshop = await f.webshop({ nl: 'Groot', fr: 'Grand' }, { nl: 'groot', fr: 'grand' });
    const other = await f.webshop({ nl: 'Klein', fr: 'Petit' }, { nl: 'klein', fr: 'petit' });
    await f.onlinePromo({ webshopId: other, type: 'promos', title: { nl: 'Klein 1', fr: 'Petit 1' } }, { publishedAt: hoursAgo(500) });
    // 5000 rows in a few statements: the index only (the page's sources are not needed for totals).
    const rows = Array.from({ length: 5000 }, (_, index) => index + 1_000_000);
    for (let start = 0; start < rows.length; start += 1000) {
      await handle.db.insert(schemaFeedItems).values(
        rows.slice(start, start + 1000).map((id) => ({
          morphableType: 'OnlinePromo' as const,
          morphableId: id,
          promoType: 'promos' as const,
          webshopId: webshop,
          titleNl: `Veel ${id}`,
          titleFr: `Beaucoup ${id}`,
          publishedAt: hoursAgo(100 + (id % 1000) / 100),
        })),
      );
    }
    firstPromo = rows[0]!;
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function total(query: string, token?: string): Promise<number> {
    const response = await app.request(`/api/feed-items?${query}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(response.status).toBe(200);
    return ((await response.json()) as Page).meta.total;
  }

  it('remembers a large guest total briefly, keeps small ones and users exact', async () => {
    expect(await total('')).toBe(5001);
    const user = await f.user();
    const token = await f.token(user);
    await f.react(user, 'OnlinePromo', firstPromo, 'hidden');
    expect(await total('', token)).toBe(5000);

    await f.onlinePromo({ webshopId: webshop, type: 'promos', title: { nl: 'Nieuw', fr: 'Nouveau' } }, { publishedAt: hoursAgo(0) });
    const fresh = (await (await app.request('/api/feed-items')).json()) as Page;
    // The page is always read fresh; only the large total may lag for a few seconds.
    expect(fresh.data[0]!.data.title).toBe('Nieuw');
    expect(fresh.meta.total).toBe(5001);
    expect(await total('', token)).toBe(5000);
    // A small filtered set is counted exactly, at once.
    expect(await total('filters[q]=nieuw')).toBe(1);
  });
});
