import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../db/schema';
import { createTestDb, type TestDbHandle } from '../../db/test-db';
import { feedRowForFolder, feedRowForFolderItem, type FeedFolderSource } from './folder-rows';
import { feedRowForOnlinePromo, feedRowForPost, type FeedPostSource } from './promo-rows';
import { calculateRating, promoTypeForPost, shortContent } from './rows';
import { deleteFeedRows, updateFeedVotes, upsertFeedRows } from './write';

const created = new Date('2026-02-10T09:30:00Z');
const approved = new Date('2026-02-10T11:00:00Z');

const post: FeedPostSource = {
  id: 7,
  userId: 3,
  typeId: 101,
  title: 'Cashback van € 20 op een koffiemachine',
  content: '<p>Koop een <strong>Brewmaster</strong> en krijg&nbsp;€ 20 terug.</p>',
  newPrice: 129.99,
  oldPrice: 149.99,
  webshopId: 4,
  storeId: null,
  startedAt: null,
  expiredAt: new Date('2026-03-01T23:00:00Z'),
  status: 'approved',
  approvedAt: approved,
  createdAt: created,
  deletedAt: null,
  locale: 'nl',
};

const folder: FeedFolderSource = {
  id: 12,
  storeId: 5,
  titleNl: 'Prijsmarkt folder week 7',
  titleFr: 'Dépliant Prijsmarkt semaine 7',
  validFrom: '2026-02-11',
  validTo: '2026-02-17',
  publishedAt: new Date('2026-02-09T06:00:00Z'),
};

const storeTitle = { nl: 'Prijsmarkt', fr: 'Prijsmarkt' };

describe('feed row builders', () => {
  it('rates by hits minus dislikes, as an integer', () => {
    expect(calculateRating({ hits: 12, dislikes: 3 })).toBe(9);
    expect(calculateRating({ hits: 0, dislikes: 4 })).toBe(-4);
    expect(Number.isInteger(calculateRating({ hits: 2.7, dislikes: 0.2 }))).toBe(true);
  });

  it('maps post types to the product filter values', () => {
    expect(promoTypeForPost(2)).toBe('post_cashback');
    expect(promoTypeForPost(3)).toBe('post_ecoupon');
    expect(promoTypeForPost(10)).toBe('post_free_products');
    expect(promoTypeForPost(8)).toBe('post_sale');
    expect(promoTypeForPost(5)).toBe('discount_code');
    for (const other of [1, 6, 7, 9, 101, 999]) expect(promoTypeForPost(other)).toBeNull();
  });

  it('indexes a post in both title columns, with its keywords, votes and publication', () => {
    const row = feedRowForPost(post, {
      postTypeId: 2,
      categoryIds: [4, 9, 4],
      webshopTitle: { nl: 'Koffiehoek', fr: 'Coin Café' },
      votes: { hits: 30, dislikes: 5 },
    });
    expect(row).toMatchObject({
      morphableType: 'Post',
      morphableId: 7,
      promoType: 'post_cashback',
      typeId: 101,
      categoryIds: [4, 9],
      webshopId: 4,
      userId: 3,
      price: 129.99,
      oldPrice: 149.99,
      rating: 25,
      hitsCount: 30,
      dislikesCount: 5,
      titleNl: post.title,
      titleFr: post.title,
      publishedAt: approved,
      isActive: true,
      expiredAt: post.expiredAt,
    });
    expect(row.keywordsNl).toContain('Koffiehoek');
    expect(row.keywordsFr).toContain('Coin Café');
    expect(row.keywordsNl).toContain('Koop een Brewmaster en krijg € 20 terug.');
    expect(row.keywordsNl).not.toContain('<');
  });

  it('keeps pending, rejected and deleted posts out of the lists', () => {
    const context = { postTypeId: 9, categoryIds: [] };
    expect(feedRowForPost({ ...post, status: 'pending', approvedAt: null }, context)).toMatchObject({
      isActive: false,
      publishedAt: created,
      promoType: null,
      rating: 0,
    });
    expect(feedRowForPost({ ...post, status: 'rejected' }, context).isActive).toBe(false);
    expect(feedRowForPost({ ...post, deletedAt: new Date() }, context).isActive).toBe(false);
  });

  it('indexes an online promo with its own type and bilingual texts', () => {
    const row = feedRowForOnlinePromo(
      {
        id: 40,
        webshopId: 2,
        type: 'discount_code',
        titleNl: '15% korting op alle winterjassen',
        titleFr: '15% de réduction sur tous les manteaux',
        contentNl: 'Met de code WINTER15.',
        contentFr: 'Avec le code WINTER15.',
        discountTextNl: '-15%',
        discountTextFr: '-15%',
        newPrice: null,
        oldPrice: null,
        startedAt: null,
        expiredAt: null,
        createdAt: created,
      },
      { categoryIds: [8], webshopTitle: { nl: 'Jassenhuis', fr: 'Maison des Manteaux' }, votes: { hits: 3, dislikes: 0 } },
    );
    expect(row).toMatchObject({
      morphableType: 'OnlinePromo',
      promoType: 'discount_code',
      webshopId: 2,
      storeId: null,
      categoryIds: [8],
      titleNl: '15% korting op alle winterjassen',
      titleFr: '15% de réduction sur tous les manteaux',
      rating: 3,
      publishedAt: created,
      isActive: true,
    });
    expect(row.keywordsNl).toContain('Jassenhuis');
    expect(row.keywordsFr).toContain('Maison des Manteaux');
  });

  it('indexes folders and their items as folder_promos valid for whole Belgian days', () => {
    const folderRow = feedRowForFolder(folder, {
      storeTitle,
      categoryIds: [1, 2],
      itemTitles: { nl: ['Volle melk 1 L'], fr: ['Lait entier 1 L'] },
    });
    expect(folderRow).toMatchObject({
      morphableType: 'Folder',
      morphableId: 12,
      promoType: 'folder_promos',
      storeId: 5,
      categoryIds: [1, 2],
      price: null,
      publishedAt: folder.publishedAt,
      isActive: true,
    });
    // Winter: Brussels is UTC+1.
    expect(folderRow.startedAt?.toISOString()).toBe('2026-02-10T23:00:00.000Z');
    expect(folderRow.expiredAt?.toISOString()).toBe('2026-02-17T23:00:00.000Z');
    expect(folderRow.keywordsFr).toContain('Lait entier 1 L');

    const itemRow = feedRowForFolderItem(
      {
        id: 99,
        titleNl: 'Volle melk 1 L',
        titleFr: 'Lait entier 1 L',
        contentNl: null,
        contentFr: null,
        brandId: 6,
        categoryId: 1,
        newPrice: 0.99,
        oldPrice: 1.29,
        discountTextNl: null,
        discountTextFr: null,
      },
      { folder, storeTitle, brandTitle: { nl: 'Hoeveland', fr: 'Hoeveland' } },
    );
    expect(itemRow).toMatchObject({
      morphableType: 'FolderItem',
      morphableId: 99,
      promoType: 'folder_promos',
      storeId: 5,
      brandId: 6,
      categoryIds: [1],
      price: 0.99,
      oldPrice: 1.29,
      startedAt: folderRow.startedAt,
      expiredAt: folderRow.expiredAt,
    });
    expect(itemRow.keywordsNl).toContain('Hoeveland');

    const unpublished = feedRowForFolder({ ...folder, publishedAt: null }, { storeTitle, categoryIds: [] });
    expect(unpublished.isActive).toBe(false);
    expect(unpublished.publishedAt).toEqual(unpublished.startedAt);
  });

  it('shortens long titles and content', () => {
    const long = feedRowForPost({ ...post, title: 'a'.repeat(400) }, { postTypeId: 9, categoryIds: [] });
    expect(long.titleNl.length).toBeLessThanOrEqual(255);
    expect(shortContent('woord '.repeat(200)).length).toBeLessThanOrEqual(400);
    expect(shortContent(null)).toBe('');
  });
});

describe('upsertFeedRows', () => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('inserts, replaces by (morphable_type, morphable_id), updates votes and deletes', async () => {
    const { db } = handle;
    const context = { postTypeId: 2, categoryIds: [1] };
    const rows = Array.from({ length: 1203 }, (_, i) => feedRowForPost({ ...post, id: i + 1 }, context));
    await expect(upsertFeedRows(db, rows)).resolves.toBe(1203);
    expect(await db.$count(feedItems)).toBe(1203);

    const changed = feedRowForPost({ ...post, id: 5, title: 'Nieuwe titel' }, { ...context, votes: { hits: 9, dislikes: 1 } });
    // The same key twice in one call: the last one wins instead of failing the statement.
    await upsertFeedRows(db, [feedRowForPost({ ...post, id: 5, title: 'Tussentitel' }, context), changed]);
    const where = and(eq(feedItems.morphableType, 'Post'), eq(feedItems.morphableId, 5));
    const [stored] = await db.select().from(feedItems).where(where);
    expect(stored).toMatchObject({ titleNl: 'Nieuwe titel', titleFr: 'Nieuwe titel', rating: 8, hitsCount: 9 });
    expect(await db.$count(feedItems)).toBe(1203);

    await updateFeedVotes(db, 'Post', 5, { hits: 2, dislikes: 6 });
    const [voted] = await db.select().from(feedItems).where(where);
    expect(voted).toMatchObject({ rating: -4, hitsCount: 2, dislikesCount: 6, titleNl: 'Nieuwe titel' });

    await deleteFeedRows(db, 'Post', [5, 6]);
    expect(await db.$count(feedItems)).toBe(1201);
  });
});
