import { and, asc, desc, eq, getTableName, gt, gte, inArray, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FolderClientType, StoreSummary } from '@/lib/api/catalogue';
import type { FolderStatus } from '@/lib/api/folders';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../db/client';
import { folders, reactions, stores, type ReactableType, type ReactionKind } from '../db/schema';
import { pick } from '../http/locale';
import { mediaUrl, siteRoute } from '../http/urls';

/**
 * `"table"."column"` whatever the query. Drizzle writes bare column names in the select list of a
 * single-table query, so a correlated subquery there (`where "folder_id" = "id"`) would silently bind
 * to the subquery's own table: use this for every column inside a raw subquery.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A slug or key from a path, or null when it cannot name anything: empty, too long for the column, or
 * containing control characters (PostgreSQL rejects NUL in text, which would otherwise be a 500).
 */
export function cleanSlug(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.length > 255 || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Free text for ILIKE/trigram: control characters dropped (NUL cannot reach PostgreSQL). */
export function cleanText(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** `%text%` with LIKE's own metacharacters escaped, so user input matches literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Accent- and case-insensitive "contains" on either locale's title (trigram-indexed `f_unaccent(title)`). */
export function titleContains(titleNl: AnyPgColumn, titleFr: AnyPgColumn, text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    sql`f_unaccent(${titleNl}) ilike f_unaccent(${pattern})`,
    sql`f_unaccent(${titleFr}) ilike f_unaccent(${pattern})`,
  ) as SQL;
}

/** Alphabetical order in the response's language, ignoring accents and case. */
export function titleOrder(locale: Locale, titleNl: AnyColumn, titleFr: AnyColumn): SQL {
  return sql`lower(f_unaccent(${locale === 'fr' ? titleFr : titleNl}))`;
}

/** Published folders (a null or future published_at is a draft or scheduled). */
export const isPublishedFolder = lte(folders.publishedAt, sql`now()`);

/** Folders in a validity state on `today`: current includes its first and last day. */
export function folderStatusCondition(status: FolderStatus, today: string): SQL {
  switch (status) {
    case 'current':
      return and(isPublishedFolder, lte(folders.validFrom, today), gte(folders.validTo, today)) as SQL;
    case 'upcoming':
      return and(isPublishedFolder, gt(folders.validFrom, today)) as SQL;
    case 'expired':
      return and(isPublishedFolder, lt(folders.validTo, today)) as SQL;
  }
}

export function folderStatusOf(validFrom: string, validTo: string, today: string): FolderStatus {
  if (validFrom > today) return 'upcoming';
  if (validTo < today) return 'expired';
  return 'current';
}

/**
 * The ids among `ids` that the user has flagged (`kind`) on entities of `type`: one query for a whole
 * page; guests have no flags.
 */
export async function reactedIds(
  db: Db,
  userId: number | null,
  type: ReactableType,
  kind: ReactionKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reactions.reactableId })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        eq(reactions.reactableType, type),
        eq(reactions.kind, kind),
        inArray(reactions.reactableId, [...new Set(ids)]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// ---- Stores

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

export const storeColumns = {
  id: stores.id,
  titleNl: stores.titleNl,
  titleFr: stores.titleFr,
  slugNl: stores.slugNl,
  slugFr: stores.slugFr,
  descriptionNl: stores.descriptionNl,
  descriptionFr: stores.descriptionFr,
  logoPath: stores.logoPath,
  folderClientType: stores.folderClientType,
  websiteUrl: stores.websiteUrl,
};

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
 * Store popularity: paid and semi-paid clients first, then by current folders, then paid before
 * semi-paid, then by title. The folder list ranks current folders by the same order.
 */
export function storePopularityOrder(counts: CurrentFolderCounts, locale: Locale): SQL[] {
  return [
    sql`case when ${stores.folderClientType} in (1, 2) then 0 else 1 end`,
    desc(storeFoldersCount(counts)),
    asc(stores.folderClientType),
    asc(titleOrder(locale, stores.titleNl, stores.titleFr)),
    asc(stores.id),
  ];
}

export function storeSlug(row: Pick<StoreRow, 'slugNl' | 'slugFr'>, locale: Locale): string {
  return pick(locale, row.slugNl, row.slugFr);
}

/** The folder viewer's address, `/folders/{storeSlug}/{folder slug}`: every folder `route` is built here. */
export function folderViewerRoute(store: Pick<StoreRow, 'slugNl' | 'slugFr'>, folderSlug: string, locale: Locale): string {
  return siteRoute('/folders/[storeSlug]/[folderDate]', locale, { storeSlug: storeSlug(store, locale), folderDate: folderSlug });
}

export function toStoreSummary(row: StoreRow, locale: Locale, isSubscribed: boolean): StoreSummary {
  const slug = storeSlug(row, locale);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    folder_client_type: row.folderClientType as FolderClientType,
    is_paid_client: row.folderClientType === 1,
    folders_count: row.foldersCount,
    is_subscribed: isSubscribed,
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      slug,
      route: siteRoute('/store/[storeSlug]', locale, { storeSlug: slug }),
      folders_route: siteRoute('/folders/[storeSlug]', locale, { storeSlug: slug }),
      description: pick(locale, row.descriptionNl, row.descriptionFr),
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
  const subscribed = await reactedIds(db, options.userId, 'Store', 'subscription', unique);
  return new Map(rows.map((row) => [row.id, toStoreSummary(row, options.locale, subscribed.has(row.id))]));
}
