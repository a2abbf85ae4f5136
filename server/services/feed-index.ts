import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  POST_TYPE_IDS,
  feedItems,
  type MorphableType,
  type PromoFilterValue,
  folderItems,
  folders,
  onlinePromos,
  posts,
} from '../db/schema';
import { brusselsMidnight, endOfBrusselsDay } from './brussels-time';

/**
 * The single writer of `feed_items`, the feed's denormalised index (see the table's comment).
 *
 * Use it in two steps: a pure builder turns a source row plus what it needs from related rows into a
 * `FeedRow`, then `upsertFeedRows` writes any number of rows in batches. Call it in the same
 * transaction that writes the source row, so the index never disagrees with the source:
 *
 * ```ts
 * const [post] = await tx.insert(posts).values(values).returning();
 * await upsertFeedRows(tx, [feedRowForPost(post, { postTypeId: 2, categoryIds: [4], webshopTitle })]);
 * ```
 *
 * A vote only changes counts: `updateFeedVotes`. A deleted source row: `deleteFeedRows`.
 */

/** One `feed_items` row as written by this module (every column except the generated ones). */
export interface FeedRow {
  morphableType: MorphableType;
  morphableId: number;
  promoType: PromoFilterValue | null;
  typeId: number | null;
  categoryIds: number[];
  webshopId: number | null;
  storeId: number | null;
  brandId: number | null;
  userId: number | null;
  price: number | null;
  oldPrice: number | null;
  rating: number;
  hitsCount: number;
  dislikesCount: number;
  titleNl: string;
  titleFr: string;
  keywordsNl: string | null;
  keywordsFr: string | null;
  startedAt: Date | null;
  expiredAt: Date | null;
  publishedAt: Date;
  isActive: boolean;
}

/** A text in both site languages. */
export interface Bilingual {
  nl: string;
  fr: string;
}

/** Hit and dislike counts of an item (all voters, not only the current page's). */
export interface FeedVotes {
  hits: number;
  dislikes: number;
}

const NO_VOTES: FeedVotes = { hits: 0, dislikes: 0 };

/**
 * The contract's `rating_calculated`: hits minus dislikes. Deliberately free of recency, so a row only
 * changes when someone votes; "newest" lists sort by `published_at` instead.
 */
export function calculateRating(votes: FeedVotes): number {
  return Math.trunc(votes.hits) - Math.trunc(votes.dislikes);
}

/** Feed filter value of posts by their top-level post type; types not listed have none (null). */
export const POST_TYPE_PROMO_FILTERS: Readonly<Partial<Record<number, PromoFilterValue>>> = {
  [POST_TYPE_IDS.cashback]: 'post_cashback',
  [POST_TYPE_IDS.ecoupon]: 'post_ecoupon',
  [POST_TYPE_IDS.freeProducts]: 'post_free_products',
  [POST_TYPE_IDS.sale]: 'post_sale',
  [POST_TYPE_IDS.discount]: 'discount_code',
};

/** `promo_type` of a post, from its top-level type id (the subtype's parent, or the type itself). */
export function promoTypeForPost(postTypeId: number): PromoFilterValue | null {
  return POST_TYPE_PROMO_FILTERS[postTypeId] ?? null;
}

/** Folder items and folders are all filtered as 'folder_promos'. */
export const FOLDER_PROMO_TYPE: PromoFilterValue = 'folder_promos';

const TITLE_MAX = 255;
const KEYWORDS_MAX = 2000;
const SHORT_CONTENT_MAX = 400;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Plain text of possibly-HTML content, whitespace collapsed and shortened for the search keywords. */
export function shortContent(content: string | null | undefined, max = SHORT_CONTENT_MAX): string {
  if (!content) return '';
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, max);
}

function keywords(parts: ReadonlyArray<string | null | undefined>): string | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept.length > 0 ? truncate(kept.join(' · '), KEYWORDS_MAX) : null;
}

function title(text: string): string {
  return truncate(text.trim(), TITLE_MAX);
}

function money(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}

function uniqueIds(ids: readonly (number | null | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)))];
}

function voteColumns(votes: FeedVotes | undefined): Pick<FeedRow, 'rating' | 'hitsCount' | 'dislikesCount'> {
  const counted = votes ?? NO_VOTES;
  return { rating: calculateRating(counted), hitsCount: counted.hits, dislikesCount: counted.dislikes };
}

// ---- Posts -----------------------------------------------------------------------------------------

export type FeedPostSource = Pick<
  typeof posts.$inferSelect,
  | 'id'
  | 'userId'
  | 'typeId'
  | 'title'
  | 'content'
  | 'newPrice'
  | 'oldPrice'
  | 'webshopId'
  | 'storeId'
  | 'startedAt'
  | 'expiredAt'
  | 'status'
  | 'approvedAt'
  | 'createdAt'
  | 'deletedAt'
>;

export interface PostFeedContext {
  /** The top-level post type (1..10): the parent of `post.typeId`, or `post.typeId` itself. */
  postTypeId: number;
  /** The post's categories (post_categories). */
  categoryIds: readonly number[];
  webshopTitle?: Bilingual | null;
  storeTitle?: Bilingual | null;
  votes?: FeedVotes;
}

/**
 * A user's post. Posts are written in one language, so the title fills both title columns; only
 * approved, undeleted posts are active, and they are published when approved.
 */
export function feedRowForPost(post: FeedPostSource, context: PostFeedContext): FeedRow {
  const content = shortContent(post.content);
  return {
    morphableType: 'Post',
    morphableId: post.id,
    promoType: promoTypeForPost(context.postTypeId),
    typeId: post.typeId,
    categoryIds: uniqueIds(context.categoryIds),
    webshopId: post.webshopId,
    storeId: post.storeId,
    brandId: null,
    userId: post.userId,
    price: money(post.newPrice),
    oldPrice: money(post.oldPrice),
    ...voteColumns(context.votes),
    titleNl: title(post.title),
    titleFr: title(post.title),
    keywordsNl: keywords([content, context.webshopTitle?.nl, context.storeTitle?.nl]),
    keywordsFr: keywords([content, context.webshopTitle?.fr, context.storeTitle?.fr]),
    startedAt: post.startedAt,
    expiredAt: post.expiredAt,
    publishedAt: post.approvedAt ?? post.createdAt,
    isActive: post.status === 'approved' && post.deletedAt === null,
  };
}

// ---- Online promos ---------------------------------------------------------------------------------

export type FeedOnlinePromoSource = Pick<
  typeof onlinePromos.$inferSelect,
  | 'id'
  | 'webshopId'
  | 'type'
  | 'titleNl'
  | 'titleFr'
  | 'contentNl'
  | 'contentFr'
  | 'discountTextNl'
  | 'discountTextFr'
  | 'newPrice'
  | 'oldPrice'
  | 'startedAt'
  | 'expiredAt'
  | 'createdAt'
>;

export interface OnlinePromoFeedContext {
  /** online_promo_categories of the promo. */
  categoryIds: readonly number[];
  webshopTitle: Bilingual;
  /** A brand the promo is about, when there is one. */
  brandId?: number | null;
  brandTitle?: Bilingual | null;
  votes?: FeedVotes;
  /** When it appeared on the site; defaults to `createdAt`. */
  publishedAt?: Date;
  isActive?: boolean;
}

/** An editorial webshop promo; its `type` (discount_code | promos | day_deals) is its filter value. */
export function feedRowForOnlinePromo(promo: FeedOnlinePromoSource, context: OnlinePromoFeedContext): FeedRow {
  return {
    morphableType: 'OnlinePromo',
    morphableId: promo.id,
    promoType: promo.type,
    typeId: null,
    categoryIds: uniqueIds(context.categoryIds),
    webshopId: promo.webshopId,
    storeId: null,
    brandId: context.brandId ?? null,
    userId: null,
    price: money(promo.newPrice),
    oldPrice: money(promo.oldPrice),
    ...voteColumns(context.votes),
    titleNl: title(promo.titleNl),
    titleFr: title(promo.titleFr),
    keywordsNl: keywords([
      context.webshopTitle.nl,
      context.brandTitle?.nl,
      promo.discountTextNl,
      shortContent(promo.contentNl),
    ]),
    keywordsFr: keywords([
      context.webshopTitle.fr,
      context.brandTitle?.fr,
      promo.discountTextFr,
      shortContent(promo.contentFr),
    ]),
    startedAt: promo.startedAt,
    expiredAt: promo.expiredAt,
    publishedAt: context.publishedAt ?? promo.createdAt,
    isActive: context.isActive ?? true,
  };
}

// ---- Folders and their items -------------------------------------------------------------------------

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

// ---- Writing ---------------------------------------------------------------------------------------

/** Rows per statement: large enough to be fast, small enough for PostgreSQL's 65,535 parameters. */
export const FEED_UPSERT_BATCH = 1000;

const columns = getTableColumns(feedItems);
const UPDATABLE: readonly (keyof FeedRow)[] = [
  'promoType',
  'typeId',
  'categoryIds',
  'webshopId',
  'storeId',
  'brandId',
  'userId',
  'price',
  'oldPrice',
  'rating',
  'hitsCount',
  'dislikesCount',
  'titleNl',
  'titleFr',
  'keywordsNl',
  'keywordsFr',
  'startedAt',
  'expiredAt',
  'publishedAt',
  'isActive',
];
const excluded = (key: keyof FeedRow): SQL => sql.raw(`excluded.${columns[key].name}`);
const UPDATE_SET: Record<string, SQL> = {
  ...Object.fromEntries(UPDATABLE.map((key) => [key, excluded(key)])),
  updatedAt: sql`now()`,
};

/**
 * Inserts or replaces feed rows, keyed by (morphable_type, morphable_id), in multi-row statements of
 * `FEED_UPSERT_BATCH`. When the same item appears twice, the last row wins. Returns the number of rows
 * written.
 */
export async function upsertFeedRows(db: Db, rows: readonly FeedRow[]): Promise<number> {
  const latest = new Map<string, FeedRow>();
  for (const row of rows) latest.set(`${row.morphableType}:${row.morphableId}`, row);
  const unique = [...latest.values()];
  for (let start = 0; start < unique.length; start += FEED_UPSERT_BATCH) {
    const batch = unique.slice(start, start + FEED_UPSERT_BATCH);
    await db
      .insert(feedItems)
      .values(batch)
      .onConflictDoUpdate({ target: [feedItems.morphableType, feedItems.morphableId], set: UPDATE_SET });
  }
  return unique.length;
}

/** Writes new vote counts (and so the rating) of one indexed item. A missing row is left missing. */
export async function updateFeedVotes(
  db: Db,
  morphableType: MorphableType,
  morphableId: number,
  votes: FeedVotes,
): Promise<void> {
  await db
    .update(feedItems)
    .set({ hitsCount: votes.hits, dislikesCount: votes.dislikes, rating: calculateRating(votes), updatedAt: sql`now()` })
    .where(and(eq(feedItems.morphableType, morphableType), eq(feedItems.morphableId, morphableId)));
}

/** Removes the index rows of deleted source rows. */
export async function deleteFeedRows(db: Db, morphableType: MorphableType, morphableIds: readonly number[]): Promise<void> {
  if (morphableIds.length === 0) return;
  await db
    .delete(feedItems)
    .where(and(eq(feedItems.morphableType, morphableType), inArray(feedItems.morphableId, [...morphableIds])));
}
