import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  FeedCategory,
  FeedItem,
  FeedStoreDetail,
  FeedWebshopDetail,
  FolderItemDetail,
  OnlinePromoDetail,
  PostDetail,
} from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import type { Db } from '../../db/client';
import { feedItems, folderItems, folders, onlinePromoCategories, onlinePromos, postCategories, postImages, posts, products } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { brusselsMidnight, endOfBrusselsDay } from '@/lib/dates/belgian-day';
import { uniqueIds } from '../ids';
import { memberContentHtml } from '../member-content';
import { sanitizeHtml } from '../sanitize-html';
import { categoryEntity, loadCategories, loadStores, loadWebshops, storeDetail, webshopDetail, type CategoryRow } from './entities';
import { currentFeedConditions, intArray, notHiddenCondition } from './filters';
import { hydrateFeedRows } from './hydrate';
import { feedRowColumns, type FeedIndexRow, type Viewer } from './index-rows';

/** The detail pages of posts, online promos and folder items: the card, the full source, related items. */

const RELATED_LIMIT = 6;

/** The feed row of an item whatever its state (details show expired and pending items too). */
async function feedRowOf(db: Db, type: MorphableType, id: number): Promise<FeedIndexRow | undefined> {
  const [row] = await db
    .select(feedRowColumns)
    .from(feedItems)
    .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)))
    .limit(1);
  return row;
}

/** A stand-in index row for an item the index does not hold (e.g. a pending post seen by its author). */
function syntheticRow(row: Partial<FeedIndexRow> & Pick<FeedIndexRow, 'morphableType' | 'morphableId' | 'titleNl' | 'titleFr' | 'publishedAt'>): FeedIndexRow {
  return {
    id: 0,
    promoType: null,
    typeId: null,
    categoryIds: [],
    webshopId: null,
    storeId: null,
    brandId: null,
    userId: null,
    price: null,
    oldPrice: null,
    rating: 0,
    hitsCount: 0,
    dislikesCount: 0,
    startedAt: null,
    expiredAt: null,
    isActive: false,
    ...row,
    locale: row.locale ?? null,
  };
}

/** Up to 6 current items sharing a category, the webshop or the store, newest first, itself excluded. */
export async function relatedFeedItems(
  db: Db,
  viewer: Viewer,
  item: { type: MorphableType; id: number; categoryIds: readonly number[]; webshopId: number | null; storeId: number | null },
): Promise<FeedItem[]> {
  const matches: SQL[] = [];
  if (item.categoryIds.length > 0) matches.push(sql`${feedItems.categoryIds} && ${intArray(item.categoryIds)}`);
  if (item.webshopId !== null) matches.push(eq(feedItems.webshopId, item.webshopId));
  if (item.storeId !== null) matches.push(eq(feedItems.storeId, item.storeId));
  if (matches.length === 0) return [];
  const rows = await db
    .select(feedRowColumns)
    .from(feedItems)
    .where(
      and(
        ...currentFeedConditions(),
        ...notHiddenCondition(viewer.userId),
        or(...matches),
        sql`not (${feedItems.morphableType} = ${item.type} and ${feedItems.morphableId} = ${item.id})`,
      ),
    )
    .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
    .limit(RELATED_LIMIT);
  return hydrateFeedRows(db, rows, viewer);
}

async function detailEntities(
  db: Db,
  ids: { webshopId: number | null; storeId: number | null; categoryIds: number[] },
  locale: Locale,
): Promise<{ webshop: FeedWebshopDetail | null; store: FeedStoreDetail | null; categories: FeedCategory[] }> {
  const [webshopRows, storeRows, categoryRows] = await Promise.all([
    loadWebshops(db, uniqueIds([ids.webshopId])),
    loadStores(db, uniqueIds([ids.storeId])),
    loadCategories(db, uniqueIds(ids.categoryIds)),
  ]);
  const webshop = webshopRows.get(ids.webshopId ?? -1);
  const store = storeRows.get(ids.storeId ?? -1);
  return {
    webshop: webshop ? webshopDetail(webshop, locale) : null,
    store: store ? storeDetail(store, locale) : null,
    categories: uniqueIds(ids.categoryIds)
      .map((id) => categoryRows.get(id))
      .filter((row): row is CategoryRow => row !== undefined)
      .map((row) => categoryEntity(row, locale)),
  };
}

/** A post for its detail page; null when unknown, deleted, or not approved (except for its author). */
export async function getPostDetail(db: Db, viewer: Viewer, id: number): Promise<PostDetail | null> {
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!post) return null;
  if (post.status !== 'approved' && post.userId !== viewer.userId) return null;

  const [indexed, images, categoryLinks] = await Promise.all([
    feedRowOf(db, 'Post', id),
    db
      .select({ id: postImages.id, path: postImages.path, position: postImages.position })
      .from(postImages)
      .where(eq(postImages.postId, id))
      .orderBy(asc(postImages.position), asc(postImages.id)),
    db.select({ categoryId: postCategories.categoryId }).from(postCategories).where(eq(postCategories.postId, id)),
  ]);
  const categoryIds = categoryLinks.map((link) => link.categoryId);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'Post',
      morphableId: id,
      typeId: post.typeId,
      categoryIds,
      webshopId: post.webshopId,
      storeId: post.storeId,
      userId: post.userId,
      price: post.newPrice,
      oldPrice: post.oldPrice,
      titleNl: post.title,
      titleFr: post.title,
      startedAt: post.startedAt,
      expiredAt: post.expiredAt,
      publishedAt: post.approvedAt ?? post.createdAt,
    });
  // The source is the truth for dates on a detail page; the index may lag behind an edit.
  const detailRow = { ...row, startedAt: post.startedAt, expiredAt: post.expiredAt };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: post.webshopId, storeId: post.storeId, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'Post', id, categoryIds, webshopId: post.webshopId, storeId: post.storeId }),
  ]);
  if (!card) return null;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'Post',
    // Pages render `content` as HTML: a member's text is cleaned here, for every reader of the API.
    content: memberContentHtml(post.content) || null,
    origin_url: post.originUrl,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.path), position: image.position })),
    discount_type: post.discountType,
    discount_value: post.discountValue,
    another_type: post.anotherType,
    free_shipping: post.freeShipping,
    shipping_number: post.shippingNumber,
    quote: post.quote,
    not_started: post.notStarted,
    locale: post.locale,
    status: post.status,
    deal_url:
      post.originUrl ??
      entities.webshop?.translation.affiliate_url ??
      entities.webshop?.website_url ??
      entities.store?.website_url ??
      null,
    related,
  };
}

/** An online promo for its detail page; null when unknown or withdrawn from the index. */
export async function getOnlinePromoDetail(db: Db, viewer: Viewer, id: number): Promise<OnlinePromoDetail | null> {
  const [promo] = await db.select().from(onlinePromos).where(eq(onlinePromos.id, id)).limit(1);
  if (!promo) return null;
  const [indexed, categoryLinks] = await Promise.all([
    feedRowOf(db, 'OnlinePromo', id),
    db
      .select({ categoryId: onlinePromoCategories.categoryId })
      .from(onlinePromoCategories)
      .where(eq(onlinePromoCategories.onlinePromoId, id)),
  ]);
  if (indexed && !indexed.isActive) return null;
  const categoryIds = categoryLinks.map((link) => link.categoryId);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'OnlinePromo',
      morphableId: id,
      promoType: promo.type,
      categoryIds,
      webshopId: promo.webshopId,
      price: promo.newPrice,
      oldPrice: promo.oldPrice,
      titleNl: promo.titleNl,
      titleFr: promo.titleFr,
      publishedAt: promo.createdAt,
    });
  const detailRow = { ...row, startedAt: promo.startedAt, expiredAt: promo.expiredAt };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: promo.webshopId, storeId: null, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'OnlinePromo', id, categoryIds, webshopId: promo.webshopId, storeId: null }),
  ]);
  if (!card) return null;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'OnlinePromo',
    content: sanitizeHtml(localized(promo, viewer.locale).content) || null,
    url: promo.url,
    deal_url: promo.url ?? entities.webshop?.translation.affiliate_url ?? entities.webshop?.website_url ?? null,
    related,
  };
}

/** A folder item for its detail page; null when unknown or its folder is unpublished. */
export async function getFolderItemDetail(db: Db, viewer: Viewer, id: number): Promise<FolderItemDetail | null> {
  const [found] = await db
    .select({ item: folderItems, folder: folders })
    .from(folderItems)
    .innerJoin(folders, eq(folders.id, folderItems.folderId))
    .where(eq(folderItems.id, id))
    .limit(1);
  if (!found) return null;
  const { item, folder } = found;
  if (folder.publishedAt === null || folder.publishedAt.getTime() > Date.now()) return null;
  const [indexed, productRows] = await Promise.all([
    feedRowOf(db, 'FolderItem', id),
    item.productId === null
      ? Promise.resolve([])
      : db
          .select({
            id: products.id,
            titleNl: products.titleNl,
            titleFr: products.titleFr,
            slugNl: products.slugNl,
            slugFr: products.slugFr,
            imagePath: products.imagePath,
          })
          .from(products)
          .where(eq(products.id, item.productId))
          .limit(1),
  ]);
  if (indexed && !indexed.isActive) return null;
  const categoryIds = indexed?.categoryIds.length ? indexed.categoryIds : uniqueIds([item.categoryId]);
  const startedAt = brusselsMidnight(folder.validFrom);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'FolderItem',
      morphableId: id,
      promoType: 'folder_promos',
      categoryIds,
      storeId: folder.storeId,
      brandId: item.brandId,
      price: item.newPrice,
      oldPrice: item.oldPrice,
      titleNl: item.titleNl,
      titleFr: item.titleFr,
      startedAt,
      publishedAt: folder.publishedAt,
    });
  const detailRow = { ...row, expiredAt: row.expiredAt ?? endOfBrusselsDay(folder.validTo) };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: null, storeId: folder.storeId, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'FolderItem', id, categoryIds, webshopId: null, storeId: folder.storeId }),
  ]);
  if (!card) return null;
  const product = productRows[0];
  const productText = product ? localized(product, viewer.locale) : null;
  const productSlug = productText?.slug;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'FolderItem',
    content: sanitizeHtml(localized(item, viewer.locale).content) || null,
    rectangle: { x: item.x, y: item.y, width: item.width, height: item.height },
    product:
      product && productSlug
        ? {
            id: product.id,
            image_url: mediaUrl(product.imagePath),
            translation: {
              title: productText?.title ?? '',
              slug: productSlug,
              route: siteRoute('/product/[productSlug]', viewer.locale, { productSlug }),
            },
          }
        : null,
    deal_url: entities.store?.website_url ?? null,
    related,
  };
}
