import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FolderSummary } from '@/lib/api/folders';
import { addDays } from '@/lib/dates/belgian-day';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { folderColumns, toFolderSummary, type FolderContext, type FolderRow } from './build';
import { folderStatusCondition } from './validity';

/** How far back a store page lists expired folders. */
export const RECENTLY_EXPIRED_DAYS = 60;
const MAX_STORE_FOLDERS = 24;

function groupByStore(rows: FolderRow[], ctx: FolderContext): Map<number, FolderSummary[]> {
  const grouped = new Map<number, FolderSummary[]>();
  for (const row of rows) {
    const list = grouped.get(row.storeId) ?? [];
    list.push(toFolderSummary(row, ctx.locale, ctx.today));
    grouped.set(row.storeId, list);
  }
  return grouped;
}

/** The current folders of a page of stores, newest first, in one query. */
export async function activeFoldersByStore(
  db: Db,
  storeIds: readonly number[],
  ctx: FolderContext,
): Promise<Map<number, FolderSummary[]>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select(folderColumns)
    .from(folders)
    .innerJoin(stores, eq(stores.id, folders.storeId))
    .where(and(inArray(folders.storeId, [...new Set(storeIds)]), folderStatusCondition('current', ctx.today)))
    .orderBy(asc(folders.storeId), desc(folders.validFrom), desc(folders.id));
  return groupByStore(rows, ctx);
}

/** One store's upcoming folders (soonest first) and those expired in the last 60 days (latest first). */
export async function otherFoldersOfStore(
  db: Db,
  storeId: number,
  ctx: FolderContext,
): Promise<{ upcoming: FolderSummary[]; expired: FolderSummary[] }> {
  const since = addDays(ctx.today, -RECENTLY_EXPIRED_DAYS);
  const [upcoming, expired] = await Promise.all([
    db
      .select(folderColumns)
      .from(folders)
      .innerJoin(stores, eq(stores.id, folders.storeId))
      .where(and(eq(folders.storeId, storeId), folderStatusCondition('upcoming', ctx.today)))
      .orderBy(asc(folders.validFrom), asc(folders.id))
      .limit(MAX_STORE_FOLDERS),
    db
      .select(folderColumns)
      .from(folders)
      .innerJoin(stores, eq(stores.id, folders.storeId))
      .where(
        and(
          eq(folders.storeId, storeId),
          folderStatusCondition('expired', ctx.today),
          sql`${folders.validTo} >= ${since}`,
        ),
      )
      .orderBy(desc(folders.validTo), desc(folders.id))
      .limit(MAX_STORE_FOLDERS),
  ]);
  return {
    upcoming: upcoming.map((row) => toFolderSummary(row, ctx.locale, ctx.today)),
    expired: expired.map((row) => toFolderSummary(row, ctx.locale, ctx.today)),
  };
}
