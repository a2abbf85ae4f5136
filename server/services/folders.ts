import { and, asc, countDistinct, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StoreSummary } from '@/lib/api/catalogue';
import type {
  Folder,
  FolderFacet,
  FolderFacets,
  FolderInclude,
  FolderItem,
  FolderPage,
  FolderStatus,
  FolderSummary,
} from '@/lib/api/folders';
import { splitFolderSlug } from '@/lib/api/folders';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../db/client';
import { categories, folderItems, folderPages, folders, stores } from '../db/schema';
import type { PageRequest } from '../http/pagination';
import { pick } from '../http/locale';
import { mediaUrl, siteRoute } from '../http/urls';
import {
  addDays,
  currentFolderCounts,
  folderStatusCondition,
  folderStatusOf,
  folderViewerRoute,
  isPublishedFolder,
  qualified as q,
  reactedIds,
  storePopularityOrder,
  storeSummariesByIds,
  titleOrder,
} from './catalogue-common';

/** How far back a store page lists expired folders. */
export const RECENTLY_EXPIRED_DAYS = 60;
const MAX_STORE_FOLDERS = 24;

type Context = { locale: Locale; userId: number | null; today: string };

/** "18/11": docs/product.md, Limits shows dates day/month/year; the year is left out of validity texts. */
function dayMonth(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The localized validity line of a folder, e.g. "Geldig van 18/11 tot 24/11" or "À partir du 25/11". */
export function validText(locale: Locale, validFrom: string, validTo: string, today: string): string {
  const from = dayMonth(validFrom);
  if (folderStatusOf(validFrom, validTo, today) === 'upcoming') {
    return locale === 'fr' ? `À partir du ${from}` : `Vanaf ${from}`;
  }
  const to = dayMonth(validTo);
  return locale === 'fr' ? `Valable du ${from} au ${to}` : `Geldig van ${from} tot ${to}`;
}

// The cover falls back to the first page's image; pages and items are counted from their tables so
// the numbers cannot drift from what the viewer shows. Each is an index lookup on folder_id.
const folderColumns = {
  id: folders.id,
  storeId: folders.storeId,
  titleNl: folders.titleNl,
  titleFr: folders.titleFr,
  validFrom: folders.validFrom,
  validTo: folders.validTo,
  slug: folders.slug,
  imagePath: sql<string | null>`coalesce(${q(folders.coverPath)}, (select ${q(folderPages.imagePath)} from ${folderPages} where ${q(folderPages.folderId)} = ${q(folders.id)} order by ${q(folderPages.pageNumber)} limit 1))`,
  pagesCount: sql<number>`(select count(*) from ${folderPages} where ${q(folderPages.folderId)} = ${q(folders.id)})`.mapWith(countValue),
  itemsCount: sql<number>`(select count(*) from ${folderItems} where ${q(folderItems.folderId)} = ${q(folders.id)})`.mapWith(countValue),
  storeSlugNl: stores.slugNl,
  storeSlugFr: stores.slugFr,
};

type FolderRow = {
  id: number;
  storeId: number;
  titleNl: string;
  titleFr: string;
  validFrom: string;
  validTo: string;
  slug: string;
  imagePath: string | null;
  pagesCount: number;
  itemsCount: number;
  storeSlugNl: string;
  storeSlugFr: string;
};

function folderRoute(row: FolderRow, locale: Locale): string {
  return folderViewerRoute({ slugNl: row.storeSlugNl, slugFr: row.storeSlugFr }, row.slug, locale);
}

function toFolderSummary(row: FolderRow, locale: Locale, today: string): FolderSummary {
  return {
    id: row.id,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    valid_text: validText(locale, row.validFrom, row.validTo, today),
    image_url: mediaUrl(row.imagePath),
    route: folderRoute(row, locale),
  } satisfies FolderSummary;
}

/** Which relations to load: `pages.items` implies `pages`. */
export function resolveIncludes(include: readonly FolderInclude[]): { store: boolean; pages: boolean; items: boolean } {
  const items = include.includes('pages.items');
  return { store: include.includes('store'), pages: items || include.includes('pages'), items };
}

/** Turns a page of folder rows into wire folders, loading every relation in one batch per relation. */
async function buildFolders(db: Db, rows: FolderRow[], include: readonly FolderInclude[], ctx: Context): Promise<Folder[]> {
  if (rows.length === 0) return [];
  const wanted = resolveIncludes(include);
  const ids = rows.map((row) => row.id);

  const [favourites, storesById, pages, items] = await Promise.all([
    reactedIds(db, ctx.userId, 'Folder', 'favourite', ids),
    wanted.store
      ? storeSummariesByIds(
          db,
          rows.map((row) => row.storeId),
          ctx,
        )
      : Promise.resolve(new Map<number, StoreSummary>()),
    wanted.pages
      ? db
          .select({
            id: folderPages.id,
            folderId: folderPages.folderId,
            pageNumber: folderPages.pageNumber,
            imagePath: folderPages.imagePath,
            width: folderPages.width,
            height: folderPages.height,
          })
          .from(folderPages)
          .where(inArray(folderPages.folderId, ids))
          .orderBy(asc(folderPages.folderId), asc(folderPages.pageNumber))
      : Promise.resolve([]),
    wanted.items
      ? db
          .select({
            id: folderItems.id,
            pageId: folderItems.folderPageId,
            titleNl: folderItems.titleNl,
            titleFr: folderItems.titleFr,
            newPrice: folderItems.newPrice,
            oldPrice: folderItems.oldPrice,
            discountTextNl: folderItems.discountTextNl,
            discountTextFr: folderItems.discountTextFr,
            imagePath: folderItems.imagePath,
            x: folderItems.x,
            y: folderItems.y,
            width: folderItems.width,
            height: folderItems.height,
          })
          .from(folderItems)
          .where(inArray(folderItems.folderId, ids))
          .orderBy(asc(folderItems.folderPageId), asc(folderItems.y), asc(folderItems.x), asc(folderItems.id))
      : Promise.resolve([]),
  ]);

  const itemsByPage = new Map<number, FolderItem[]>();
  for (const item of items) {
    const list = itemsByPage.get(item.pageId) ?? [];
    list.push({
      id: item.id,
      page_id: item.pageId,
      title: pick(ctx.locale, item.titleNl, item.titleFr),
      new_price: item.newPrice,
      old_price: item.oldPrice,
      discount_text: pick(ctx.locale, item.discountTextNl, item.discountTextFr),
      image_url: mediaUrl(item.imagePath),
      rect: { x: item.x, y: item.y, width: item.width, height: item.height },
      route: siteRoute('/folder-promos/[id]', ctx.locale, { id: item.id }),
    } satisfies FolderItem);
    itemsByPage.set(item.pageId, list);
  }

  const pagesByFolder = new Map<number, FolderPage[]>();
  for (const page of pages) {
    const list = pagesByFolder.get(page.folderId) ?? [];
    const wirePage: FolderPage = {
      id: page.id,
      page_number: page.pageNumber,
      image_url: mediaUrl(page.imagePath),
      width: page.width,
      height: page.height,
    };
    if (wanted.items) wirePage.items = itemsByPage.get(page.id) ?? [];
    list.push(wirePage);
    pagesByFolder.set(page.folderId, list);
  }

  return rows.map((row) => {
    const folder: Folder = {
      id: row.id,
      store_id: row.storeId,
      slug: row.slug,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      valid_text: validText(ctx.locale, row.validFrom, row.validTo, ctx.today),
      status: folderStatusOf(row.validFrom, row.validTo, ctx.today),
      pages_count: row.pagesCount,
      items_count: row.itemsCount,
      image_url: mediaUrl(row.imagePath),
      is_favourite: favourites.has(row.id),
      route: folderRoute(row, ctx.locale),
      translation: { title: pick(ctx.locale, row.titleNl, row.titleFr) },
    };
    const store = storesById.get(row.storeId);
    if (wanted.store && store) folder.store = store;
    if (wanted.pages) folder.pages = pagesByFolder.get(row.id) ?? [];
    return folder;
  });
}

export type FolderListOptions = Context & {
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

/** One published folder by id, whatever its validity. */
export async function findFolder(
  db: Db,
  id: number,
  include: readonly FolderInclude[],
  ctx: Context,
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
export async function findStoreFolder(db: Db, storeSlugValue: string, folderSlug: string, ctx: Context): Promise<Folder | null> {
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

function groupByStore(rows: FolderRow[], ctx: Context): Map<number, FolderSummary[]> {
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
  ctx: Context,
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
  ctx: Context,
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
