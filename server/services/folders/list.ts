import { and, asc, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Folder, FolderFacet, FolderFacets, FolderInclude, FolderStatus } from '@/lib/api/folders';
import { countValue, type Db } from '../../db/client';
import { categories, folderItems, folders, stores } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { qualified as q, titleOrder } from '../catalogue/sql';
import { currentFolderCounts, storePopularityOrder } from '../catalogue/store-summary';
import { buildFolders, folderColumns, type FolderContext } from './build';
import { folderStatusCondition } from './validity';

export type FolderListOptions = FolderContext & {
  page: PageRequest;
  status: FolderStatus;
  include: readonly FolderInclude[];
  includeFilters: boolean;
  categoryIds: readonly number[];
  storeIds: readonly number[];
};

function categoryCondition(categoryIds: readonly number[]): SQL | undefined {
  if (categoryIds.length === 0) return undefined;
  return sql`exists (select 1 from ${folderItems} where ${q(folderItems.folderId)} = ${q(folders.id)} and ${q(folderItems.categoryId)} in (${sql.join(
      categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}

function storeCondition(storeIds: readonly number[]): SQL | undefined {
  return storeIds.length > 0 ? inArray(folders.storeId, [...storeIds]) : undefined;
}

/**
 * Facets of the folder list: each counts folders with the other facet's filter applied (so choosing a
 * store still shows every category of that store, and the reverse).
 */
async function folderFacets(db: Db, options: FolderListOptions): Promise<FolderFacets> {
  const statusCondition = folderStatusCondition(options.status, options.today);
  const storeTitle = options.locale === 'fr' ? stores.titleFr : stores.titleNl;
  const categoryTitle = options.locale === 'fr' ? categories.titleFr : categories.titleNl;
  const [storeRows, categoryRows] = await Promise.all([
    db
      .select({ id: stores.id, title: storeTitle, count: sql<number>`count(*)`.mapWith(countValue) })
      .from(folders)
      .innerJoin(stores, eq(stores.id, folders.storeId))
      .where(and(statusCondition, categoryCondition(options.categoryIds)))
      .groupBy(stores.id, storeTitle)
      .orderBy(desc(sql`count(*)`), asc(titleOrder(options.locale, stores.titleNl, stores.titleFr)), asc(stores.id)),
    db
      .select({ id: categories.id, title: categoryTitle, count: countDistinct(folders.id) })
      .from(folders)
      .innerJoin(folderItems, eq(folderItems.folderId, folders.id))
      .innerJoin(categories, eq(categories.id, folderItems.categoryId))
      .where(and(statusCondition, storeCondition(options.storeIds)))
      .groupBy(categories.id, categoryTitle)
      .orderBy(
        desc(countDistinct(folders.id)),
        asc(titleOrder(options.locale, categories.titleNl, categories.titleFr)),
        asc(categories.id),
      ),
  ]);
  const facet = (row: { id: number; title: string; count: number }): FolderFacet => ({
    id: row.id,
    title: row.title,
    count: row.count,
  });
  return { stores: storeRows.map(facet), categories: categoryRows.map(facet) };
}

/**
 * A page of folders. Current folders rank by their store's popularity, then newest first; upcoming
 * ones soonest first; expired ones most recently ended first.
 */
export async function listFolders(
  db: Db,
  options: FolderListOptions,
): Promise<{ data: Folder[]; total: number; facets: FolderFacets | null }> {
  const where = and(
    folderStatusCondition(options.status, options.today),
    storeCondition(options.storeIds),
    categoryCondition(options.categoryIds),
  );
  const counts = currentFolderCounts(db, options.today);
  const popularity = storePopularityOrder(counts, options.locale);
  const order: SQL[] =
    options.status === 'current'
      ? [...popularity, desc(folders.validFrom), desc(folders.id)]
      : options.status === 'upcoming'
        ? [asc(folders.validFrom), ...popularity, asc(folders.id)]
        : [desc(folders.validTo), ...popularity, desc(folders.id)];

  const [rows, [totalRow], facets] = await Promise.all([
    db
      .select(folderColumns)
      .from(folders)
      .innerJoin(stores, eq(stores.id, folders.storeId))
      .leftJoin(counts, eq(counts.storeId, stores.id))
      .where(where)
      .orderBy(...order)
      .limit(options.page.perPage)
      .offset(options.page.offset),
    db.select({ total: sql<number>`count(*)`.mapWith(countValue) }).from(folders).where(where),
    options.includeFilters ? folderFacets(db, options) : Promise.resolve(null),
  ]);
  return { data: await buildFolders(db, rows, options.include, options), total: totalRow?.total ?? 0, facets };
}
