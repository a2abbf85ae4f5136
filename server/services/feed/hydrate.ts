import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NO_PROMO_FLAGS, type FeedItem, type FeedItemData } from '@/lib/api/feed';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import type { Db } from '../../db/client';
import { brands, categories, folderItems, folderPages, folders, onlinePromos, postImages, posts, promoTypes, stores, users, webshops } from '../../db/schema';
import { flagKey, loadFlags } from '../reactions';
import { uniqueIds } from '../ids';
import { rowsById, selectBatch, type BatchPart, type SelectedRow } from './batch';
import {
  baseCard,
  folderCard,
  folderCardColumns,
  folderItemCard,
  folderItemCardColumns,
  onlinePromoCard,
  onlinePromoCardColumns,
  postCard,
  postCardColumns,
  postImageColumns,
  promoTypeColumns,
  userCardColumns,
  type CardContext,
  type PromoTypeRow,
  type UserCardRow,
} from './cards';
import { brandCardColumns, categoryCardColumns, storeCardColumns, webshopCardColumns } from '../catalogue/columns';
import {
  type BrandRow,
  type CategoryRow,
  type StoreRow,
  type WebshopRow,
} from './entities';
import type { FeedIndexRow, Viewer } from './index-rows';

/**
 * Feed index rows to wire items, in the rows' order. At most three statements: the sources of every
 * kind (one batch) and the viewer's flags, then the entities they reference (one batch). Rows whose
 * source is gone are left out.
 */
export async function hydrateFeedRows(db: Db, rows: readonly FeedIndexRow[], viewer: Viewer): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const { locale } = viewer;
  const idsOf = (type: MorphableType) => uniqueIds(rows.filter((row) => row.morphableType === type).map((row) => row.morphableId));
  const postIds = idsOf('Post');
  const onlinePromoIds = idsOf('OnlinePromo');
  const folderItemIds = idsOf('FolderItem');
  const folderIds = idsOf('Folder');

  const when = (ids: number[], part: () => BatchPart): BatchPart | null => (ids.length === 0 ? null : part());
  const [sources, flags] = await Promise.all([
    selectBatch(db, {
      posts: when(postIds, () => ({
        columns: postCardColumns,
        query: db.select(postCardColumns).from(posts).where(and(inArray(posts.id, postIds), isNull(posts.deletedAt))),
      })),
      images: when(postIds, () => ({
        columns: postImageColumns,
        query: db
          .selectDistinctOn([postImages.postId], postImageColumns)
          .from(postImages)
          .where(inArray(postImages.postId, postIds))
          .orderBy(asc(postImages.postId), asc(postImages.position), asc(postImages.id)),
      })),
      onlinePromos: when(onlinePromoIds, () => ({
        columns: onlinePromoCardColumns,
        query: db.select(onlinePromoCardColumns).from(onlinePromos).where(inArray(onlinePromos.id, onlinePromoIds)),
      })),
      folderItems: when(folderItemIds, () => ({
        columns: folderItemCardColumns,
        query: db
          .select(folderItemCardColumns)
          .from(folderItems)
          .innerJoin(folderPages, eq(folderPages.id, folderItems.folderPageId))
          .innerJoin(folders, eq(folders.id, folderItems.folderId))
          .where(inArray(folderItems.id, folderItemIds)),
      })),
      folders: when(folderIds, () => ({
        columns: folderCardColumns,
        query: db.select(folderCardColumns).from(folders).where(inArray(folders.id, folderIds)),
      })),
    }),
    loadFlags(
      db,
      viewer.userId,
      rows.map((row) => ({ type: row.morphableType, id: row.morphableId })),
    ),
  ]);
  const postRows = rowsById<SelectedRow<typeof postCardColumns>>(sources.posts);
  const onlinePromoRows = rowsById<SelectedRow<typeof onlinePromoCardColumns>>(sources.onlinePromos);
  const folderItemRows = rowsById<SelectedRow<typeof folderItemCardColumns>>(sources.folderItems);
  const folderRows = rowsById<SelectedRow<typeof folderCardColumns>>(sources.folders);
  const firstImage = new Map((sources.images as SelectedRow<typeof postImageColumns>[]).map((row) => [row.postId, row.path]));

  const webshopIds = uniqueIds([
    ...rows.map((row) => row.webshopId),
    ...[...postRows.values()].map((row) => row.webshopId),
    ...[...onlinePromoRows.values()].map((row) => row.webshopId),
  ]);
  const storeIds = uniqueIds([
    ...rows.map((row) => row.storeId),
    ...[...postRows.values()].map((row) => row.storeId),
    ...[...folderItemRows.values()].map((row) => row.storeId),
    ...[...folderRows.values()].map((row) => row.storeId),
  ]);
  const brandIds = uniqueIds([...rows.map((row) => row.brandId), ...[...folderItemRows.values()].map((row) => row.brandId)]);
  const categoryIds = uniqueIds(rows.flatMap((row) => row.categoryIds));
  const userIds = uniqueIds([...postRows.values()].map((row) => row.userId));
  const typeIds = uniqueIds([...rows.map((row) => row.typeId), ...[...postRows.values()].map((row) => row.typeId)]);

  const byIds = (ids: number[], columns: Record<string, AnyPgColumn>, table: PgTable, id: AnyPgColumn): BatchPart | null =>
    ids.length === 0 ? null : { columns, query: db.select(columns).from(table).where(inArray(id, ids)) };
  const batch = await selectBatch(db, {
    webshops: byIds(webshopIds, webshopCardColumns, webshops, webshops.id),
    stores: byIds(storeIds, storeCardColumns, stores, stores.id),
    brands: byIds(brandIds, brandCardColumns, brands, brands.id),
    categories: byIds(categoryIds, categoryCardColumns, categories, categories.id),
    users: byIds(userIds, userCardColumns, users, users.id),
    // A post's subtype and its parent (whose filter value the card falls back to).
    types:
      typeIds.length === 0
        ? null
        : {
            columns: promoTypeColumns,
            query: db
              .select(promoTypeColumns)
              .from(promoTypes)
              .where(
                or(
                  inArray(promoTypes.id, typeIds),
                  inArray(promoTypes.id, db.select({ id: promoTypes.parentId }).from(promoTypes).where(inArray(promoTypes.id, typeIds))),
                ),
              ),
          },
  });

  const context: CardContext = {
    locale,
    webshops: rowsById<WebshopRow>(batch.webshops),
    stores: rowsById<StoreRow>(batch.stores),
    brands: rowsById<BrandRow>(batch.brands),
    categories: rowsById<CategoryRow>(batch.categories),
    types: rowsById<PromoTypeRow>(batch.types),
    users: rowsById<UserCardRow>(batch.users),
    postImages: firstImage,
    now: Date.now(),
  };

  const items: FeedItem[] = [];
  for (const row of rows) {
    const base = baseCard(row, context, flags.get(flagKey(row.morphableType, row.morphableId)) ?? NO_PROMO_FLAGS);
    let data: FeedItemData | null = null;
    switch (row.morphableType) {
      case 'Post': {
        const post = postRows.get(row.morphableId);
        if (post) data = postCard(row, post, base, context);
        break;
      }
      case 'OnlinePromo': {
        const promo = onlinePromoRows.get(row.morphableId);
        if (promo) data = onlinePromoCard(promo, base, context);
        break;
      }
      case 'FolderItem': {
        const item = folderItemRows.get(row.morphableId);
        if (item) data = folderItemCard(row, item, base, context);
        break;
      }
      case 'Folder': {
        const folder = folderRows.get(row.morphableId);
        if (folder) data = folderCard(folder, base, context);
        break;
      }
    }
    if (data) items.push({ morphable_type: row.morphableType, morphable_id: row.morphableId, data });
  }
  return items;
}
