import { asc, inArray, sql } from 'drizzle-orm';
import type { StoreSummary } from '@/lib/api/catalogue';
import type { Folder, FolderInclude, FolderItem, FolderPage, FolderSummary } from '@/lib/api/folders';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../../db/client';
import { folderItems, folderPages, folders, stores } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { qualified as q } from '../catalogue/sql';
import { storeSummariesByIds } from '../catalogue/store-summary';
import { reactedIds } from '../reactions';
import { folderViewerRoute } from './address';
import { folderStatusOf, validText } from './validity';

/** Who asks, in which language, on which Belgian day. */
export type FolderContext = { locale: Locale; userId: number | null; today: string };

/** What names a folder and its validity: read by the folder lists and by the feed's folder cards. */
export const folderIdentityColumns = {
  id: folders.id,
  storeId: folders.storeId,
  titleNl: folders.titleNl,
  titleFr: folders.titleFr,
  validFrom: folders.validFrom,
  validTo: folders.validTo,
  slug: folders.slug,
};

/** A folder item as its page shows it: titles, prices, discount texts and its rectangle on the page. */
export const folderItemOnPageColumns = {
  id: folderItems.id,
  titleNl: folderItems.titleNl,
  titleFr: folderItems.titleFr,
  newPrice: folderItems.newPrice,
  oldPrice: folderItems.oldPrice,
  discountTextNl: folderItems.discountTextNl,
  discountTextFr: folderItems.discountTextFr,
  x: folderItems.x,
  y: folderItems.y,
  width: folderItems.width,
  height: folderItems.height,
};

// The cover falls back to the first page's image; pages and items are counted from their tables so
// the numbers cannot drift from what the viewer shows. Each is an index lookup on folder_id.
export const folderColumns = {
  ...folderIdentityColumns,
  imagePath: sql<string | null>`coalesce(${q(folders.coverPath)}, (select ${q(folderPages.imagePath)} from ${folderPages} where ${q(folderPages.folderId)} = ${q(folders.id)} order by ${q(folderPages.pageNumber)} limit 1))`,
  pagesCount: sql<number>`(select count(*) from ${folderPages} where ${q(folderPages.folderId)} = ${q(folders.id)})`.mapWith(countValue),
  itemsCount: sql<number>`(select count(*) from ${folderItems} where ${q(folderItems.folderId)} = ${q(folders.id)})`.mapWith(countValue),
  storeSlugNl: stores.slugNl,
  storeSlugFr: stores.slugFr,
};

export type FolderRow = {
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

export function toFolderSummary(row: FolderRow, locale: Locale, today: string): FolderSummary {
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
export async function buildFolders(db: Db, rows: FolderRow[], include: readonly FolderInclude[], ctx: FolderContext): Promise<Folder[]> {
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
          .select({ ...folderItemOnPageColumns, pageId: folderItems.folderPageId, imagePath: folderItems.imagePath })
          .from(folderItems)
          .where(inArray(folderItems.folderId, ids))
          .orderBy(asc(folderItems.folderPageId), asc(folderItems.y), asc(folderItems.x), asc(folderItems.id))
      : Promise.resolve([]),
  ]);

  const itemsByPage = new Map<number, FolderItem[]>();
  for (const item of items) {
    const list = itemsByPage.get(item.pageId) ?? [];
    const text = localized(item, ctx.locale);
    list.push({
      id: item.id,
      page_id: item.pageId,
      title: text.title,
      new_price: item.newPrice,
      old_price: item.oldPrice,
      discount_text: text.discountText,
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
      translation: { title: localized(row, ctx.locale).title },
    };
    const store = storesById.get(row.storeId);
    if (wanted.store && store) folder.store = store;
    if (wanted.pages) folder.pages = pagesByFolder.get(row.id) ?? [];
    return folder;
  });
}
