import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { MorphableType, PromoFilterValue, ReactionKind } from '../db/schema';
import { sha256Hex } from '../http/auth';

/**
 * Test-support builder for the feed routes: inserts catalogue, source and feed index rows directly,
 * with small defaults, so each test states only what it checks. Not the demo seed.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** YYYY-MM-DD of a day relative to today (UTC; tests keep a margin of days around "today"). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Bilingual = { nl: string; fr: string };

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
};

export function feedFixtures(db: Db) {
  let sequence = 0;
  const next = () => (sequence += 1);

  async function feedRow(type: MorphableType, id: number, title: Bilingual, row: FeedRowInput = {}): Promise<void> {
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
    });
  }

  return {
    feedRow,

    async category(title: Bilingual, slug: Bilingual, simplified?: Bilingual): Promise<number> {
      const [row] = await db
        .insert(schema.categories)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          simplifiedTitleNl: simplified?.nl ?? null,
          simplifiedTitleFr: simplified?.fr ?? null,
        })
        .returning({ id: schema.categories.id });
      return row!.id;
    },

    async store(title: Bilingual, slug: Bilingual, options: { folderClientType?: 1 | 2 | 3; websiteUrl?: string } = {}) {
      const [row] = await db
        .insert(schema.stores)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          logoPath: `generated/store/${slug.nl}.svg`,
          folderClientType: options.folderClientType ?? 3,
          websiteUrl: options.websiteUrl ?? null,
        })
        .returning({ id: schema.stores.id });
      return row!.id;
    },

    async webshop(title: Bilingual, slug: Bilingual, options: { affiliateUrl?: string; websiteUrl?: string } = {}) {
      const [row] = await db
        .insert(schema.webshops)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          logoPath: `generated/webshop/${slug.nl}.svg`,
          affiliateUrl: options.affiliateUrl ?? null,
          websiteUrl: options.websiteUrl ?? null,
        })
        .returning({ id: schema.webshops.id });
      return row!.id;
    },

    async brand(title: Bilingual, slug: Bilingual) {
      const [row] = await db
        .insert(schema.brands)
        .values({ titleNl: title.nl, titleFr: title.fr, slugNl: slug.nl, slugFr: slug.fr })
        .returning({ id: schema.brands.id });
      return row!.id;
    },

    async product(brandId: number | null, title: Bilingual, slug: Bilingual) {
      const [row] = await db
        .insert(schema.products)
        .values({ brandId, titleNl: title.nl, titleFr: title.fr, slugNl: slug.nl, slugFr: slug.fr })
        .returning({ id: schema.products.id });
      return row!.id;
    },

    async user(fname = 'Test', lname = `User${next()}`) {
      const [row] = await db
        .insert(schema.users)
        .values({ fname, lname, email: `${fname}.${lname}.${next()}@example.test`.toLowerCase(), avatarPath: 'generated/avatar/1.svg' })
        .returning({ id: schema.users.id });
      return row!.id;
    },

    /** A bearer token for a user, as the API hands them out: `id|secret`, only the hash stored. */
    async token(userId: number): Promise<string> {
      const secret = randomBytes(24).toString('hex');
      const [row] = await db
        .insert(schema.accessTokens)
        .values({ userId, tokenHash: sha256Hex(secret) })
        .returning({ id: schema.accessTokens.id });
      return `${row!.id}|${secret}`;
    },

    async promoType(row: {
      id: number;
      parentId?: number | null;
      title: Bilingual;
      kind?: 1 | 2 | 3;
      order?: number;
      additionalOrder?: number | null;
      filterValue?: PromoFilterValue | null;
    }) {
      await db.insert(schema.promoTypes).values({
        id: row.id,
        parentId: row.parentId ?? null,
        titleNl: row.title.nl,
        titleFr: row.title.fr,
        kind: row.kind ?? 1,
        order: row.order ?? 0,
        additionalOrder: row.additionalOrder ?? null,
        filterValue: row.filterValue ?? null,
      });
      return row.id;
    },

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

    async react(userId: number, type: MorphableType, id: number, kind: ReactionKind, createdAt?: Date) {
      await db
        .insert(schema.reactions)
        .values({ userId, reactableType: type, reactableId: id, kind, ...(createdAt ? { createdAt } : {}) });
    },

    async promoted(row: {
      section: 'hero-section' | 'category-hero-section';
      type: MorphableType;
      id: number;
      position: number;
      categoryId?: number | null;
      startsAt?: Date | null;
      endsAt?: Date | null;
    }) {
      await db.insert(schema.promotedPromos).values({
        section: row.section,
        morphableType: row.type,
        morphableId: row.id,
        position: row.position,
        categoryId: row.categoryId ?? null,
        startsAt: row.startsAt ?? null,
        endsAt: row.endsAt ?? null,
      });
    },

    async bonusAction(row: { type: string; impact: number; optional?: number; bonusableType?: string; bonusableId?: number }) {
      await db.insert(schema.bonusActions).values({
        type: row.type,
        impactOnBalance: row.impact,
        optionalImpact: row.optional ?? 0,
        bonusableType: row.bonusableType ?? null,
        bonusableId: row.bonusableId ?? null,
      });
    },
  };
}

export type FeedFixtures = ReturnType<typeof feedFixtures>;
