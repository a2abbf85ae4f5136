import { uniqueIds } from '../ids';
import { brusselsMidnight, endOfBrusselsDay } from '@/lib/dates/belgian-day';
import { folderItems, folders } from '../../db/schema';
import { FOLDER_PROMO_TYPE, keywords, money, shortContent, title, voteColumns, type Bilingual, type FeedRow, type FeedVotes } from './rows';

/** Index rows of folders and their items: valid for whole Belgian days, published with their folder. */

export type FeedFolderSource = Pick<
  typeof folders.$inferSelect,
  'id' | 'storeId' | 'titleNl' | 'titleFr' | 'validFrom' | 'validTo' | 'publishedAt'
>;

/**
 * A folder's validity as instants: from the start of `valid_from` to the end of `valid_to`, Belgian
 * days. Folder rows (and their items) use these as started_at / expired_at.
 */
export function folderValidity(folder: Pick<FeedFolderSource, 'validFrom' | 'validTo'>): {
  startedAt: Date;
  expiredAt: Date;
} {
  return { startedAt: brusselsMidnight(folder.validFrom), expiredAt: endOfBrusselsDay(folder.validTo) };
}

/** Unpublished folders (published_at null) are indexed inactive, dated by their first valid day. */
function folderPublication(folder: FeedFolderSource, startedAt: Date): Pick<FeedRow, 'publishedAt' | 'isActive'> {
  return { publishedAt: folder.publishedAt ?? startedAt, isActive: folder.publishedAt !== null };
}

export interface FolderFeedContext {
  storeTitle: Bilingual;
  /** The categories the folder covers (e.g. those of its items). */
  categoryIds: readonly number[];
  /** A few item titles, so a search for a product finds the folder too. */
  itemTitles?: { nl: readonly string[]; fr: readonly string[] };
  votes?: FeedVotes;
}

/** A whole folder. */
export function feedRowForFolder(folder: FeedFolderSource, context: FolderFeedContext): FeedRow {
  const { startedAt, expiredAt } = folderValidity(folder);
  return {
    morphableType: 'Folder',
    morphableId: folder.id,
    promoType: FOLDER_PROMO_TYPE,
    typeId: null,
    categoryIds: uniqueIds(context.categoryIds),
    webshopId: null,
    storeId: folder.storeId,
    brandId: null,
    userId: null,
    price: null,
    oldPrice: null,
    ...voteColumns(context.votes),
    titleNl: title(folder.titleNl),
    titleFr: title(folder.titleFr),
    keywordsNl: keywords([context.storeTitle.nl, ...(context.itemTitles?.nl ?? [])]),
    keywordsFr: keywords([context.storeTitle.fr, ...(context.itemTitles?.fr ?? [])]),
    startedAt,
    expiredAt,
    ...folderPublication(folder, startedAt),
  };
}

export type FeedFolderItemSource = Pick<
  typeof folderItems.$inferSelect,
  | 'id'
  | 'titleNl'
  | 'titleFr'
  | 'contentNl'
  | 'contentFr'
  | 'brandId'
  | 'categoryId'
  | 'newPrice'
  | 'oldPrice'
  | 'discountTextNl'
  | 'discountTextFr'
>;

export interface FolderItemFeedContext {
  /** The item's folder: its store, validity and publication date apply to the item. */
  folder: FeedFolderSource;
  storeTitle: Bilingual;
  brandTitle?: Bilingual | null;
  /** Defaults to the item's own category. */
  categoryIds?: readonly number[];
  votes?: FeedVotes;
}

/** One offer on a folder page; valid and published with its folder. */
export function feedRowForFolderItem(item: FeedFolderItemSource, context: FolderItemFeedContext): FeedRow {
  const { folder } = context;
  const { startedAt, expiredAt } = folderValidity(folder);
  return {
    morphableType: 'FolderItem',
    morphableId: item.id,
    promoType: FOLDER_PROMO_TYPE,
    typeId: null,
    categoryIds: uniqueIds(context.categoryIds ?? [item.categoryId]),
    webshopId: null,
    storeId: folder.storeId,
    brandId: item.brandId,
    userId: null,
    price: money(item.newPrice),
    oldPrice: money(item.oldPrice),
    ...voteColumns(context.votes),
    titleNl: title(item.titleNl),
    titleFr: title(item.titleFr),
    keywordsNl: keywords([context.storeTitle.nl, context.brandTitle?.nl, item.discountTextNl, shortContent(item.contentNl)]),
    keywordsFr: keywords([context.storeTitle.fr, context.brandTitle?.fr, item.discountTextFr, shortContent(item.contentFr)]),
    startedAt,
    expiredAt,
    ...folderPublication(folder, startedAt),
  };
}
