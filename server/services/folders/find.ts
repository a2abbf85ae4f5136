import { and, desc, eq, or, sql } from 'drizzle-orm';
import { splitFolderSlug, type Folder, type FolderInclude } from '@/lib/api/folders';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { buildFolders, folderColumns, type FolderContext } from './build';
import { isPublishedFolder } from './validity';

/** One published folder by id, whatever its validity. */
export async function findFolder(
  db: Db,
  id: number,
  include: readonly FolderInclude[],
  ctx: FolderContext,
): Promise<Folder | null> {
  const rows = await db
    .select(folderColumns)
    .from(folders)
    .innerJoin(stores, eq(stores.id, folders.storeId))
    .where(and(eq(folders.id, id), isPublishedFolder))
    .limit(1);
  const [folder] = await buildFolders(db, rows, include, ctx);
  return folder ?? null;
}

/**
 * The store's published folder at address key `folderSlug` (the folder viewer's URL), with pages, items
 * and store. A bare date that is no folder's key still opens the folder starting that day, as it did
 * before folders had keys (the newest published one): the caller sends the visitor on to its `slug`.
 */
export async function findStoreFolder(db: Db, storeSlugValue: string, folderSlug: string, ctx: FolderContext): Promise<Folder | null> {
  const parts = splitFolderSlug(folderSlug);
  if (!parts) return null;
  const exact = eq(folders.slug, folderSlug);
  const rows = await db
    .select(folderColumns)
    .from(folders)
    .innerJoin(stores, eq(stores.id, folders.storeId))
    .where(
      and(
        sql`(${stores.slugNl} = ${storeSlugValue} or ${stores.slugFr} = ${storeSlugValue})`,
        parts.suffix === null ? or(exact, eq(folders.validFrom, parts.date)) : exact,
        isPublishedFolder,
      ),
    )
    .orderBy(desc(exact), desc(folders.id))
    .limit(1);
  const [folder] = await buildFolders(db, rows, ['store', 'pages.items'], ctx);
  return folder ?? null;
}
