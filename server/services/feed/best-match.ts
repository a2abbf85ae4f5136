import { inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { feedItems } from '../../db/schema';
import { feedRowColumns } from './index-rows';

/**
 * The best-match order (docs/search.md, "The best-match order"): among the BEST_MATCH_POOL hottest
 * matches, those with the words in their title come first, each tier by temperature; past the pool
 * every match follows by temperature. Ranking every match read each of them (a bitmap heap scan of
 * thousands of rows for a common word); the hottest few are found by walking the temperature index,
 * like the `hot` order.
 */
export const BEST_MATCH_POOL = 60;

const byTemperature = sql`${feedItems.rating} desc, ${feedItems.publishedAt} desc, ${feedItems.id} desc`;

/** The ids of one page in the best-match order; `inTitle` says whether a row has the words in its title. */
async function bestMatchIds(db: Db, where: SQL | undefined, inTitle: SQL, limit: number, offset: number, pool: number): Promise<number[]> {
  // The page may reach past the pool: read as far as it goes, in temperature order.
  const reach = Math.max(pool, offset + limit);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select id from (
        select id, in_title, row_number() over (order by rating desc, published_at desc, id desc) as n
        from (
          select ${feedItems.id} as id, ${feedItems.rating} as rating, ${feedItems.publishedAt} as published_at, ${inTitle} as in_title
          from ${feedItems} where ${where ?? sql`true`} order by ${byTemperature} limit ${reach}
        ) as hottest
      ) as numbered
      order by case when n > ${pool} then 2 when in_title then 0 else 1 end, n
      limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => Number(row.id));
}

/** One page of feed rows in the best-match order (see above); `pool` only differs in tests. */
export async function bestMatchRows(db: Db, where: SQL | undefined, inTitle: SQL, limit: number, offset: number, pool = BEST_MATCH_POOL) {
  const ids = await bestMatchIds(db, where, inTitle, limit, offset, pool);
  if (ids.length === 0) return [];
  const rows = await db.select(feedRowColumns).from(feedItems).where(inArray(feedItems.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
