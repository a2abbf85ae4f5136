import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { MorphableType, ReactableType } from '../db/schema';
import { insertArticle, insertNewsCategory } from './content.fixtures';
import { dayFromToday, feedFixtures, hoursAgo } from './feed.fixtures';

/** Seeded counts on the index rows: votes move them by one, never recount them from reactions. */
export const SEEDED = { hitsCount: 10, dislikesCount: 2, rating: 8 };
export const SEEDED_ROW = { hits: SEEDED.hitsCount, dislikes: SEEDED.dislikesCount, rating: SEEDED.rating };

export type ActionsWorld = {
  users: { viewer: number; other: number; author: number };
  tokens: { viewer: string; other: string; author: string };
  post: { approved: number; pending: number; deleted: number; own: number; fragile: number };
  promo: { code: number; inactive: number };
  folder: { current: number; unpublished: number };
  item: { kaas: number };
  store: { id: number; slug: { nl: string; fr: string } };
  webshop: { id: number; slug: string };
  brand: { id: number; slug: string };
  product: { id: number; slug: string };
  article: { published: number; draft: number };
};

/**
 * The world of the action tests: members with tokens, posts in every state, an online promo, a folder
 * with an item, a store, webshop, brand and product, and news articles; the index rows carry SEEDED.
 */
export async function seedActionsWorld(db: Db): Promise<ActionsWorld> {
  const f = feedFixtures(db);

  await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
  const category = await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' });
  const storeId = await f.store({ nl: 'Superprijs', fr: 'Superprix' }, { nl: 'superprijs', fr: 'superprix' });
  const webshopId = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });
  const brandId = await f.brand({ nl: 'Zonnig', fr: 'Ensoleillé' }, { nl: 'zonnig', fr: 'ensoleille' });
  const productId = await f.product(brandId, { nl: 'Zonnecrème', fr: 'Crème solaire' }, { nl: 'zonnecreme', fr: 'creme-solaire' });

  const viewer = await f.user('Vera');
  const other = await f.user('Otto');
  const author = await f.user('Anna');
  const post = (title: string, extra: { userId?: number; status?: 'pending' | 'approved'; deleted?: boolean } = {}) =>
    f.post(
      { userId: extra.userId ?? author, typeId: 1, title, status: extra.status, deleted: extra.deleted, categoryIds: [category] },
      { ...SEEDED, publishedAt: hoursAgo(2) },
    );

  const validFrom = dayFromToday(-2);
  const validTo = dayFromToday(5);
  const folder = await f.folder({ storeId, title: { nl: 'Folder', fr: 'Dépliant' }, validFrom, validTo }, { ...SEEDED, publishedAt: hoursAgo(5) });
  const unpublished = await f.folder({ storeId, title: { nl: 'Later', fr: 'Plus tard' }, validFrom, validTo, published: false });
  const newsCategory = await insertNewsCategory(db);

  return {
    users: { viewer, other, author },
    tokens: { viewer: await f.token(viewer), other: await f.token(other), author: await f.token(author) },
    post: {
      approved: await post('Crème aan halve prijs'),
      pending: await post('Nog niet goedgekeurd', { status: 'pending' }),
      deleted: await post('Verwijderd', { deleted: true }),
      own: await post('Mijn eigen deal', { userId: viewer }),
      fragile: await post('Breekbaar'),
    },
    promo: {
      code: await f.onlinePromo(
        { webshopId, type: 'discount_code', title: { nl: 'Code -20%', fr: 'Code -20 %' }, categoryIds: [category] },
        { ...SEEDED, publishedAt: hoursAgo(3) },
      ),
      inactive: await f.onlinePromo(
        { webshopId, type: 'promos', title: { nl: 'Ingetrokken', fr: 'Retiré' } },
        { isActive: false, publishedAt: hoursAgo(3) },
      ),
    },
    folder: { current: folder.id, unpublished: unpublished.id },
    item: {
      kaas: await f.folderItem(
        { folderId: folder.id, folderPageId: folder.pageIds[0]!, storeId, title: { nl: 'Kaas', fr: 'Fromage' }, validFrom, validTo },
        { ...SEEDED, publishedAt: hoursAgo(4) },
      ),
    },
    store: { id: storeId, slug: { nl: 'superprijs', fr: 'superprix' } },
    webshop: { id: webshopId, slug: 'cliqueshop' },
    brand: { id: brandId, slug: 'ensoleille' },
    product: { id: productId, slug: 'creme-solaire' },
    article: {
      published: (await insertArticle(db, { newsCategoryId: newsCategory.id })).id,
      draft: (await insertArticle(db, { newsCategoryId: newsCategory.id, publishedAt: null })).id,
    },
  };
}

/** The counts on a source's index row. */
export async function indexRowOf(db: Db, type: MorphableType, id: number) {
  const [row] = await db
    .select({ hits: schema.feedItems.hitsCount, dislikes: schema.feedItems.dislikesCount, rating: schema.feedItems.rating })
    .from(schema.feedItems)
    .where(and(eq(schema.feedItems.morphableType, type), eq(schema.feedItems.morphableId, id)));
  return row;
}

/** The reactions on a source (of one member, if given). */
export async function reactionsOf(db: Db, type: ReactableType, id: number, userId?: number) {
  return db
    .select({ userId: schema.reactions.userId, kind: schema.reactions.kind })
    .from(schema.reactions)
    .where(
      and(
        eq(schema.reactions.reactableType, type),
        eq(schema.reactions.reactableId, id),
        userId === undefined ? undefined : eq(schema.reactions.userId, userId),
      ),
    );
}
