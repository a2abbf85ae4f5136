import { and, asc, eq, sql } from 'drizzle-orm';
import type { Store, StoreDetail } from '@/lib/api/catalogue';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { activeFoldersByStore, otherFoldersOfStore } from '../folders/by-store';
import { followedIds } from '../deal-alerts/subscriptions';
import { LATEST_LIMIT, pageWithTotal, type DatedContext, type ListOptions, type Page } from './list-options';
import { qualified as q, slugMatches, titleContains, titleOrder } from './sql';
import { storeColumns } from './columns';
import {
  currentFolderCounts,
  storeFoldersCount,
  storePopularityOrder,
  toStoreSummary,
  type StoreRow,
} from './store-summary';

async function withActiveFolders(db: Db, rows: StoreRow[], ctx: DatedContext): Promise<Store[]> {
  const ids = rows.map((row) => row.id);
  const [subscribed, active] = await Promise.all([
    followedIds(db, ctx.userId, 'Store', ids),
    activeFoldersByStore(db, ids, ctx),
  ]);
  return rows.map((row) => ({
    ...toStoreSummary(row, ctx.locale, subscribed.has(row.id)),
    active_folders: active.get(row.id) ?? [],
  }));
}

export async function listStores(
  db: Db,
  options: ListOptions & DatedContext & { paidOnly: boolean },
): Promise<Page<Store>> {
  const where = and(
    options.q ? titleContains(stores.titleNl, stores.titleFr, options.q) : undefined,
    options.paidOnly ? eq(stores.folderClientType, 1) : undefined,
  );
  const counts = currentFolderCounts(db, options.today);
  const order =
    options.sort === 'az'
      ? [asc(titleOrder(options.locale, stores.titleNl, stores.titleFr)), asc(stores.id)]
      : storePopularityOrder(counts, options.locale);
  const query = db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const { rows, total } = await pageWithTotal(db, query, stores, where, options.page);
  return { data: await withActiveFolders(db, rows, options), total };
}

/** Stores with current folders, the one whose newest folder started last first (an index probe per store). */
export async function latestStores(db: Db, ctx: DatedContext): Promise<Store[]> {
  const counts = currentFolderCounts(db, ctx.today);
  const latest = sql`(select max(${q(folders.validFrom)}) from ${folders} where ${q(folders.storeId)} = ${q(stores.id)} and ${q(folders.validFrom)} <= ${ctx.today} and ${q(folders.validTo)} >= ${ctx.today} and ${q(folders.publishedAt)} <= now())`;
  const rows = await db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(sql`${latest} is not null`)
    .orderBy(sql`${latest} desc`, ...storePopularityOrder(counts, ctx.locale))
    .limit(LATEST_LIMIT);
  return withActiveFolders(db, rows, ctx);
}

export async function findStore(db: Db, slug: string, ctx: DatedContext): Promise<StoreDetail | null> {
  const counts = currentFolderCounts(db, ctx.today);
  const [row] = await db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(slugMatches(stores.slugNl, stores.slugFr, slug))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!row) return null;
  const [[store], others] = await Promise.all([withActiveFolders(db, [row], ctx), otherFoldersOfStore(db, row.id, ctx)]);
  if (!store) return null;
  return {
    ...store,
    website_url: row.websiteUrl,
    upcoming_folders: others.upcoming,
    expired_folders: others.expired,
  } satisfies StoreDetail;
}
