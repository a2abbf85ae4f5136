import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, type MorphableType } from '../../db/schema';
import { calculateRating, type FeedRow, type FeedVotes } from './rows';

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
  'locale',
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
