import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FolderSummary } from '@/lib/api/folders';
import type { SearchSuggestion } from '@/lib/api/search';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { folderColumns, folderIdentityColumns, toFolderSummary, type FolderContext, type FolderRow } from '../folders/build';
import { folderStatusCondition } from '../folders/validity';

/** How many folders a folder jump ("folders", "folder van Aldi") lists. */
export const FOLDER_JUMP_LIMIT = 8;

export type CurrentFolder = FolderRow & { storeTitleNl: string; storeTitleFr: string };

/** What a folder suggestion and a store's active folder show; no page or item counts (they cost a count each). */
const searchFolderColumns = {
  ...folderIdentityColumns,
  imagePath: folderColumns.imagePath,
  storeSlugNl: stores.slugNl,
  storeSlugFr: stores.slugFr,
  storeTitleNl: stores.titleNl,
  storeTitleFr: stores.titleFr,
};

/**
 * Current folders of the stores the query names (a store is what shoppers name: "aldi folder"), in
 * the order of `storeIds` (best-matching store first), newest folder first. With `storeIds` null (the
 * query was only "folders"), the current folders of the popular and paid stores. One query serves
 * the folder group and the store group's active folders.
 */
export async function currentFolders(db: Db, storeIds: readonly number[] | null, ctx: FolderContext, limit: number): Promise<CurrentFolder[]> {
  if (storeIds !== null && storeIds.length === 0) return [];
  const storeOrder =
    storeIds === null
      ? [desc(stores.isPopular), asc(stores.folderClientType)]
      : [sql`array_position(${sql.raw(`array[${storeIds.map(Number).join(',')}]::integer[]`)}, ${folders.storeId})`];
  const rows = await db
    .select(searchFolderColumns)
    .from(folders)
    .innerJoin(stores, eq(stores.id, folders.storeId))
    .where(and(folderStatusCondition('current', ctx.today), storeIds === null ? undefined : inArray(folders.storeId, [...storeIds])))
    .orderBy(...storeOrder, desc(folders.validFrom), desc(folders.id))
    .limit(limit);
  // The summary shows neither count.
  return rows.map((row) => ({ ...row, pagesCount: 0, itemsCount: 0 }));
}

/** A store's current folders as its suggestion lists them. */
export function activeFoldersOf(rows: readonly CurrentFolder[], storeId: number, ctx: FolderContext): FolderSummary[] {
  return rows.filter((row) => row.storeId === storeId).map((row) => toFolderSummary(row, ctx.locale, ctx.today));
}

export function folderSuggestion(row: CurrentFolder, ctx: FolderContext): SearchSuggestion {
  const summary = toFolderSummary(row, ctx.locale, ctx.today);
  const storeTitle = localized({ titleNl: row.storeTitleNl, titleFr: row.storeTitleFr }, ctx.locale).title;
  return {
    id: row.id,
    title: `${storeTitle} · ${localized(row, ctx.locale).title}`,
    url: summary.route,
    image_url: summary.image_url,
    store_title: storeTitle,
    valid_text: summary.valid_text,
  };
}
