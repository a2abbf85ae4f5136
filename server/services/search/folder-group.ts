import { and, asc, desc, eq } from 'drizzle-orm';
import type { SearchSuggestion } from '@/lib/api/search';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { folderColumns, toFolderSummary, type FolderContext } from '../folders/build';
import { folderStatusCondition } from '../folders/validity';
import { titleMatches, titleTier } from './match';
import type { SearchQuery } from './query';

/** How many folders a folder jump ("folders", "folder van Aldi") lists. */
export const FOLDER_JUMP_LIMIT = 8;

/**
 * Current folders whose store matches the query (a store is what shoppers name: "aldi folder"), the
 * best-matching store first, then the popular stores, then the newest folder. With no store words
 * (the query was only "folders"), the current folders of the popular stores.
 */
export async function folderSuggestions(db: Db, query: SearchQuery, ctx: FolderContext, limit: number): Promise<SearchSuggestion[]> {
  const named = query.words.length > 0;
  const rows = await db
    .select({ ...folderColumns, storeTitleNl: stores.titleNl, storeTitleFr: stores.titleFr })
    .from(folders)
    .innerJoin(stores, eq(stores.id, folders.storeId))
    .where(and(folderStatusCondition('current', ctx.today), named ? titleMatches(stores.titleNl, stores.titleFr, query) : undefined))
    .orderBy(
      ...(named ? [asc(titleTier(stores.titleNl, stores.titleFr, query))] : []),
      desc(stores.isPopular),
      asc(stores.folderClientType),
      desc(folders.validFrom),
      desc(folders.id),
    )
    .limit(limit);
  return rows.map((row) => {
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
  });
}

