import { expect } from 'vitest';
import type { FeedItem, FeedMeta } from '@/lib/api/feed';
import type { Db } from '../db/client';
import { useApiHarness, type RequestOptions } from '../test-support/api-harness';
import { dayFromToday, daysFromNow, feedFixtures, hoursAgo } from './feed.fixtures';

/**
 * The world of the feed route tests: every kind of feed item, current and not, with known ids, the
 * viewer's reactions, promoted slots and bonus actions. Each test file seeds it into its own database.
 */

export type Page = { data: FeedItem[]; meta: FeedMeta };

export const keyOf = (item: FeedItem) => [item.morphable_type, item.morphable_id];

export type FeedWorld = {
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
export const currentOrder = (w: FeedWorld) => [
  ['Post', w.post.creme],
  ['OnlinePromo', w.promo.code],
  ['OnlinePromo', w.promo.expensive],
  ['FolderItem', w.item.kaas],
  ['Folder', w.folder.current],
  ['Post', w.post.sale],
  ['Post', w.post.question],
];

export async function seedFeedWorld(db: Db): Promise<FeedWorld> {
  const f = feedFixtures(db);

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

  const world: FeedWorld = {
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
  return world;
}

/**
 * The API harness over a fresh database holding the feed world (handed to `onSeeded` once it is
 * there), with the feed's request helpers.
 */
export function useFeedWorld(onSeeded: (world: FeedWorld) => void) {
  const api = useApiHarness({
    seed: async (db) => onSeeded(await seedFeedWorld(db)),
  });
  /** GET /feed-items with a query; must answer 200. */
  const feed = async (query: string, options: RequestOptions = {}): Promise<Page> => {
    const { status, body } = await api.get<Page>(`/feed-items${query ? `?${query}` : ''}`, options);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const keys = (page: Page) => page.data.map(keyOf);
  return { api, get: api.get, feed, keys };
}
