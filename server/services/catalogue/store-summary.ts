import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FolderClientType, StoreSummary } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { folders, stores } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { folderStatusCondition } from '../folders/validity';
import { followedIds } from '../deal-alerts/subscriptions';
import { storeColumns } from './columns';
import { titleOrder } from './sql';
import { popularityScore } from './popularity';

/** A store as every list shows it, with its number of current folders (which also ranks stores). */

/** Per store, how many of its folders are current: joined into store queries for folders_count and ranking. */
export function currentFolderCounts(db: Db, today: string) {
  return db
    .select({ storeId: folders.storeId, foldersCount: sql<number>`count(*)::int`.as('folders_count') })
    .from(folders)
    .where(folderStatusCondition('current', today))
    .groupBy(folders.storeId)
    .as('current_folder_counts');
}

export type CurrentFolderCounts = ReturnType<typeof currentFolderCounts>;

export function storeFoldersCount(counts: CurrentFolderCounts): SQL<number> {
  return sql<number>`coalesce(${counts.foldersCount}, 0)`.mapWith(Number);
}

export type StoreRow = {
  id: number;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  descriptionNl: string | null;
  descriptionFr: string | null;
  logoPath: string | null;
  folderClientType: number;
  websiteUrl: string | null;
  foldersCount: number;
};

/**
 * Store popularity: paid and semi-paid clients first, then by what visitors do (popularity.ts: page
 * views, followers), then by current folders, then paid before semi-paid, then by title. The folder
 * list ranks current folders by the same order.
 */
export function storePopularityOrder(counts: CurrentFolderCounts, locale: Locale): SQL[] {
  return [
    sql`case when ${stores.folderClientType} in (1, 2) then 0 else 1 end`,
    sql`${popularityScore('Store', stores.id, stores.viewsCount)} desc`,
    desc(storeFoldersCount(counts)),
    asc(stores.folderClientType),
    asc(titleOrder(locale, stores.titleNl, stores.titleFr)),
    asc(stores.id),
  ];
}

export function storeSlug(row: Pick<StoreRow, 'slugNl' | 'slugFr'>, locale: Locale): string {
  return localized(row, locale).slug;
}

export function toStoreSummary(row: StoreRow, locale: Locale, isSubscribed: boolean): StoreSummary {
  const { title, slug, description } = localized(row, locale);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    folder_client_type: row.folderClientType as FolderClientType,
    is_paid_client: row.folderClientType === 1,
    folders_count: row.foldersCount,
    is_subscribed: isSubscribed,
    translation: {
      title,
      slug,
      route: siteRoute('/store/[storeSlug]', locale, { storeSlug: slug }),
      folders_route: siteRoute('/folders/[storeSlug]', locale, { storeSlug: slug }),
      description,
    },
  } satisfies StoreSummary;
}

/** Store summaries for a set of ids (two queries whatever the number of ids). */
export async function storeSummariesByIds(
  db: Db,
  ids: readonly number[],
  options: { locale: Locale; userId: number | null; today: string },
): Promise<Map<number, StoreSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const counts = currentFolderCounts(db, options.today);
  const rows = await db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(inArray(stores.id, unique));
  const subscribed = await followedIds(db, options.userId, 'Store', unique);
  return new Map(rows.map((row) => [row.id, toStoreSummary(row, options.locale, subscribed.has(row.id))]));
}

