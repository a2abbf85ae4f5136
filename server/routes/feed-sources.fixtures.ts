import type { Db } from '../db/client';
import type { MorphableType, PromoFilterValue } from '../db/schema';
import * as schema from '../db/schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** YYYY-MM-DD of a day relative to today (UTC; tests keep a margin of days around "today"). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export type Bilingual = { nl: string; fr: string };

export type FeedRowInput = {
  promoType?: PromoFilterValue | null;
  typeId?: number | null;
  categoryIds?: number[];
  webshopId?: number | null;
  storeId?: number | null;
  brandId?: number | null;
  userId?: number | null;
  price?: number | null;
  oldPrice?: number | null;
  rating?: number;
  hitsCount?: number;
  dislikesCount?: number;
  keywords?: Bilingual;
  startedAt?: Date | null;
  expiredAt?: Date | null;
  publishedAt?: Date;
  isActive?: boolean;
  locale?: 'nl' | 'fr' | null;
};

/** The feed index row of a source, with small defaults. */
export async function insertFeedRow(db: Db, type: MorphableType, id: number, title: Bilingual, row: FeedRowInput = {}): Promise<void> {
  await db.insert(schema.feedItems).values({
    morphableType: type,
    morphableId: id,
    promoType: row.promoType ?? null,
    typeId: row.typeId ?? null,
    categoryIds: row.categoryIds ?? [],
    webshopId: row.webshopId ?? null,
    storeId: row.storeId ?? null,
    brandId: row.brandId ?? null,
    userId: row.userId ?? null,
    price: row.price ?? null,
    oldPrice: row.oldPrice ?? null,
    rating: row.rating ?? 0,
    hitsCount: row.hitsCount ?? 0,
    dislikesCount: row.dislikesCount ?? 0,
    titleNl: title.nl,
    titleFr: title.fr,
    keywordsNl: row.keywords?.nl ?? null,
    keywordsFr: row.keywords?.fr ?? null,
    startedAt: row.startedAt ?? null,
    expiredAt: row.expiredAt ?? null,
    publishedAt: row.publishedAt ?? new Date(),
    isActive: row.isActive ?? true,
    locale: row.locale ?? null,
  });
}

/** Builders of the feed's sources (posts, online promos, folders, folder items), each with its index row unless told otherwise. */
export function feedSourceFixtures(db: Db) {
  const feedRow = (type: MorphableType, id: number, title: Bilingual, row: FeedRowInput = {}) => insertFeedRow(db, type, id, title, row);
  return {
    async post(
      post: {
        userId: number;
        typeId: number;
        title: string;
        content?: string;
        status?: 'pending' | 'approved' | 'rejected';
        deleted?: boolean;
        webshopId?: number | null;
        storeId?: number | null;
        newPrice?: number | null;
        oldPrice?: number | null;
        discountCode?: string | null;
        discountType?: 'percent' | 'euro';
        discountValue?: number | null;
        originUrl?: string | null;
        categoryIds?: number[];
        images?: string[];
        startedAt?: Date | null;
        expiredAt?: Date | null;
        locale?: 'nl' | 'fr';
      },
      feed?: FeedRowInput & { indexed?: boolean },
    ): Promise<number> {
      const [row] = await db
        .insert(schema.posts)
        .values({
          userId: post.userId,
          typeId: post.typeId,
          title: post.title,
          content: post.content ?? `<p>${post.title}: de details.</p>`,
          status: post.status ?? 'approved',
          deletedAt: post.deleted ? new Date() : null,
          webshopId: post.webshopId ?? null,
          storeId: post.storeId ?? null,
          newPrice: post.newPrice ?? null,
          oldPrice: post.oldPrice ?? null,
          discountCode: post.discountCode ?? null,
          discountType: post.discountType ?? 'percent',
          discountValue: post.discountValue ?? null,
          originUrl: post.originUrl ?? null,
          startedAt: post.startedAt ?? null,
          expiredAt: post.expiredAt ?? null,
          approvedAt: (post.status ?? 'approved') === 'approved' ? (feed?.publishedAt ?? new Date()) : null,
          locale: post.locale ?? 'nl',
        })
        .returning({ id: schema.posts.id });
      const id = row!.id;
      if (post.categoryIds?.length) {
        await db.insert(schema.postCategories).values(post.categoryIds.map((categoryId) => ({ postId: id, categoryId })));
      }
      if (post.images?.length) {
        await db
          .insert(schema.postImages)
          .values(post.images.map((path, position) => ({ postId: id, path, position })));
      }
      if (feed?.indexed !== false) {
        await feedRow('Post', id, { nl: post.title, fr: post.title }, {
          typeId: post.typeId,
          categoryIds: post.categoryIds,
          webshopId: post.webshopId,
          storeId: post.storeId,
          userId: post.userId,
          price: post.newPrice,
          oldPrice: post.oldPrice,
          startedAt: post.startedAt,
          expiredAt: post.expiredAt,
          isActive: (post.status ?? 'approved') === 'approved' && !post.deleted,
          locale: post.locale ?? 'nl',
          ...feed,
        });
      }
      return id;
    },

    async onlinePromo(
      promo: {
        webshopId: number;
        type: 'discount_code' | 'promos' | 'day_deals';
        title: Bilingual;
        content?: Bilingual;
        discountCode?: string | null;
        discountText?: Bilingual;
        newPrice?: number | null;
        oldPrice?: number | null;
        url?: string | null;
        categoryIds?: number[];
        startedAt?: Date | null;
        expiredAt?: Date | null;
      },
      feed: FeedRowInput = {},
    ): Promise<number> {
      const [row] = await db
        .insert(schema.onlinePromos)
        .values({
          webshopId: promo.webshopId,
          type: promo.type,
          titleNl: promo.title.nl,
          titleFr: promo.title.fr,
          contentNl: promo.content?.nl ?? null,
          contentFr: promo.content?.fr ?? null,
          discountCode: promo.discountCode ?? null,
          discountTextNl: promo.discountText?.nl ?? null,
          discountTextFr: promo.discountText?.fr ?? null,
          newPrice: promo.newPrice ?? null,
          oldPrice: promo.oldPrice ?? null,
          url: promo.url ?? null,
          startedAt: promo.startedAt ?? null,
          expiredAt: promo.expiredAt ?? null,
        })
        .returning({ id: schema.onlinePromos.id });
      const id = row!.id;
      if (promo.categoryIds?.length) {
        await db
          .insert(schema.onlinePromoCategories)
          .values(promo.categoryIds.map((categoryId) => ({ onlinePromoId: id, categoryId })));
      }
      await feedRow('OnlinePromo', id, promo.title, {
        promoType: promo.type,
        categoryIds: promo.categoryIds,
        webshopId: promo.webshopId,
        price: promo.newPrice,
        oldPrice: promo.oldPrice,
        startedAt: promo.startedAt,
        expiredAt: promo.expiredAt,
        ...feed,
      });
      return id;
    },

    /** A folder with `pages` pages; its own feed row unless `indexed` is false. */
    async folder(
      folder: { storeId: number; title: Bilingual; validFrom: string; validTo: string; published?: boolean; pages?: number },
      feed: FeedRowInput & { indexed?: boolean } = {},
    ): Promise<{ id: number; pageIds: number[] }> {
      const [row] = await db
        .insert(schema.folders)
        .values({
          storeId: folder.storeId,
          titleNl: folder.title.nl,
          titleFr: folder.title.fr,
          validFrom: folder.validFrom,
          validTo: folder.validTo,
          publishedAt: folder.published === false ? null : hoursAgo(48),
          pagesCount: folder.pages ?? 2,
        })
        .returning({ id: schema.folders.id });
      const id = row!.id;
      const pages = await db
        .insert(schema.folderPages)
        .values(
          Array.from({ length: folder.pages ?? 2 }, (_, index) => ({
            folderId: id,
            pageNumber: index + 1,
            imagePath: `generated/folder/${id}/${index + 1}.svg`,
            width: 800,
            height: 1100,
          })),
        )
        .returning({ id: schema.folderPages.id });
      if (feed.indexed !== false) {
        await feedRow('Folder', id, folder.title, {
          promoType: 'folder_promos',
          storeId: folder.storeId,
          startedAt: new Date(`${folder.validFrom}T00:00:00Z`),
          expiredAt: new Date(`${folder.validTo}T23:59:59Z`),
          isActive: folder.published !== false,
          ...feed,
        });
      }
      return { id, pageIds: pages.map((page) => page.id) };
    },

    async folderItem(
      item: {
        folderId: number;
        folderPageId: number;
        storeId: number;
        title: Bilingual;
        brandId?: number | null;
        categoryId?: number | null;
        productId?: number | null;
        newPrice?: number | null;
        oldPrice?: number | null;
        discountText?: Bilingual;
        validFrom: string;
        validTo: string;
      },
      feed: FeedRowInput & { indexed?: boolean } = {},
    ): Promise<number> {
      const [row] = await db
        .insert(schema.folderItems)
        .values({
          folderId: item.folderId,
          folderPageId: item.folderPageId,
          titleNl: item.title.nl,
          titleFr: item.title.fr,
          brandId: item.brandId ?? null,
          categoryId: item.categoryId ?? null,
          productId: item.productId ?? null,
          newPrice: item.newPrice ?? null,
          oldPrice: item.oldPrice ?? null,
          discountTextNl: item.discountText?.nl ?? null,
          discountTextFr: item.discountText?.fr ?? null,
          x: 0.1,
          y: 0.2,
          width: 0.3,
          height: 0.25,
        })
        .returning({ id: schema.folderItems.id });
      const id = row!.id;
      if (feed.indexed !== false) {
        await feedRow('FolderItem', id, item.title, {
          promoType: 'folder_promos',
          categoryIds: item.categoryId ? [item.categoryId] : [],
          storeId: item.storeId,
          brandId: item.brandId,
          price: item.newPrice,
          oldPrice: item.oldPrice,
          startedAt: new Date(`${item.validFrom}T00:00:00Z`),
          expiredAt: new Date(`${item.validTo}T23:59:59Z`),
          ...feed,
        });
      }
      return id;
    },
  };
}
