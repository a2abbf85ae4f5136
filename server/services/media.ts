import { and, asc, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../db/client';
import {
  articles,
  brands,
  categories,
  folderItems,
  folderPages,
  folders,
  newsCategories,
  onlinePromos,
  posts,
  prizeRequests,
  prizes,
  products,
  stores,
  users,
  webshops,
} from '../db/schema';
import { localized } from '../http/bilingual';
import {
  discountLabel,
  renderArticleImage,
  renderFolderCover,
  renderFolderPage,
  renderLogo,
  renderPrizeImage,
  renderProductImage,
  renderPromoImage,
  type FolderPageItem,
} from '../media';
import { renderAvatar } from './avatar-image';
import { folderItemOnPageColumns } from './folders/build';
import { isPublishedFolder } from './folders/validity';

/**
 * Generated images, served at `/media/generated/{kind}/{id}.svg` (the paths stored as
 * `generated/{kind}/{id}.svg`). The id is the entity's id; for `folder-page` it is the folder page's
 * id, for `folder-cover` the folder's. Seeds are stable per entity, and a folder's pages share its
 * store's seed so they carry the store's colours.
 */
export const GENERATED_KINDS = [
  'store',
  'webshop',
  'brand',
  'product',
  'folder-page',
  'folder-cover',
  'online-promo',
  'post',
  'article',
  'prize',
  'avatar',
] as const;
export type GeneratedKind = (typeof GENERATED_KINDS)[number];

/** Kinds whose picture shows text in the visitor's language. */
export const LOCALIZED_KINDS: ReadonlySet<GeneratedKind> = new Set([
  'store',
  'webshop',
  'brand',
  'product',
  'folder-page',
  'folder-cover',
  'online-promo',
  'prize',
]);

export function isGeneratedKind(value: string): value is GeneratedKind {
  return (GENERATED_KINDS as readonly string[]).includes(value);
}

const storeSeed = (slug: string) => `store:${slug}`;

/** "Geldig van 12/03 t.e.m. 18/03" from `YYYY-MM-DD` dates. */
export function folderValidText(validFrom: string, validTo: string, locale: Locale): string {
  const short = (date: string) => {
    const [, month = '', day = ''] = date.split('-');
    return `${day}/${month}`;
  };
  return locale === 'fr' ? `Valable du ${short(validFrom)} au ${short(validTo)}` : `Geldig van ${short(validFrom)} t.e.m. ${short(validTo)}`;
}

async function folderPageSvg(db: Db, where: { pageId: number } | { folderId: number }, locale: Locale): Promise<string | null> {
  const [page] = await db
    .select({
      id: folderPages.id,
      pageNumber: folderPages.pageNumber,
      pagesCount: folders.pagesCount,
      validFrom: folders.validFrom,
      validTo: folders.validTo,
      storeTitleNl: stores.titleNl,
      storeTitleFr: stores.titleFr,
      storeSlug: stores.slugNl,
    })
    .from(folderPages)
    .innerJoin(folders, eq(folders.id, folderPages.folderId))
    .innerJoin(stores, eq(stores.id, folders.storeId))
    // Like the folder pages themselves: nothing of a folder before its publication.
    .where(and('pageId' in where ? eq(folderPages.id, where.pageId) : eq(folderPages.folderId, where.folderId), isPublishedFolder))
    .orderBy(asc(folderPages.pageNumber))
    .limit(1);
  if (!page) return null;
  const rows = await db
    .select(folderItemOnPageColumns)
    .from(folderItems)
    .where(eq(folderItems.folderPageId, page.id))
    .orderBy(asc(folderItems.id));
  const items = rows.map(
    (row): FolderPageItem => ({
      id: row.id,
      ...localized(row, locale),
      newPrice: row.newPrice,
      oldPrice: row.oldPrice,
      rect: { x: row.x, y: row.y, width: row.width, height: row.height },
    }),
  );
  const input = {
    storeTitle: localized(page, locale).storeTitle,
    locale,
    pageNumber: page.pageNumber,
    pageCount: Math.max(page.pagesCount, page.pageNumber),
    validText: folderValidText(page.validFrom, page.validTo, locale),
    items,
    seed: storeSeed(page.storeSlug),
  };
  return 'pageId' in where ? renderFolderPage(input).svg : renderFolderCover(input).svg;
}

function promoBadge(values: { newPrice: number | null; oldPrice: number | null; discountText: string | null; discountCode: string | null }) {
  return discountLabel(values) ?? (values.discountCode ? 'CODE' : undefined);
}

/** The SVG of a generated image, or null when the entity does not exist. */
export async function generatedSvg(db: Db, kind: GeneratedKind, id: number, locale: Locale): Promise<string | null> {
  switch (kind) {
    case 'store':
    case 'webshop':
    case 'brand': {
      const table = kind === 'store' ? stores : kind === 'webshop' ? webshops : brands;
      const [row] = await db
        .select({ titleNl: table.titleNl, titleFr: table.titleFr, slug: table.slugNl })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row) return null;
      const seed = kind === 'store' ? storeSeed(row.slug) : `${kind}:${row.slug}`;
      return renderLogo({ title: localized(row, locale).title, seed }).svg;
    }
    case 'product': {
      const [row] = await db
        .select({
          titleNl: products.titleNl,
          titleFr: products.titleFr,
          slug: products.slugNl,
          categoryNl: categories.titleNl,
          categoryFr: categories.titleFr,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id))
        .limit(1);
      if (!row) return null;
      const text = localized(row, locale);
      return renderProductImage({
        title: text.title,
        category: text.category ?? '',
        seed: `product:${row.slug}`,
      }).svg;
    }
    case 'folder-page':
      return folderPageSvg(db, { pageId: id }, locale);
    case 'folder-cover':
      return folderPageSvg(db, { folderId: id }, locale);
    case 'online-promo': {
      const [row] = await db
        .select({
          titleNl: onlinePromos.titleNl,
          titleFr: onlinePromos.titleFr,
          discountTextNl: onlinePromos.discountTextNl,
          discountTextFr: onlinePromos.discountTextFr,
          discountCode: onlinePromos.discountCode,
          newPrice: onlinePromos.newPrice,
          oldPrice: onlinePromos.oldPrice,
          webshopNl: webshops.titleNl,
          webshopFr: webshops.titleFr,
        })
        .from(onlinePromos)
        .innerJoin(webshops, eq(webshops.id, onlinePromos.webshopId))
        .where(eq(onlinePromos.id, id))
        .limit(1);
      if (!row) return null;
      const text = localized(row, locale);
      return renderPromoImage({
        title: text.title,
        subtitle: text.webshop,
        badge: promoBadge({ ...row, discountText: text.discountText }),
        seed: `online-promo:${id}`,
      }).svg;
    }
    case 'post': {
      const [row] = await db
        .select({
          title: posts.title,
          discountCode: posts.discountCode,
          newPrice: posts.newPrice,
          oldPrice: posts.oldPrice,
          webshop: webshops.titleNl,
          store: stores.titleNl,
        })
        .from(posts)
        .leftJoin(webshops, eq(webshops.id, posts.webshopId))
        .leftJoin(stores, eq(stores.id, posts.storeId))
        // Only a published post: a held or refused one is its author's alone (docs/posting.md).
        .where(and(eq(posts.id, id), isNull(posts.deletedAt), eq(posts.status, 'approved')))
        .limit(1);
      if (!row) return null;
      const subtitle = row.webshop ?? row.store ?? undefined;
      return renderPromoImage({
        title: row.title,
        ...(subtitle ? { subtitle } : {}),
        badge: promoBadge({ ...row, discountText: null }),
        seed: `post:${id}`,
      }).svg;
    }
    case 'article': {
      const [row] = await db
        .select({ title: articles.title, category: newsCategories.title })
        .from(articles)
        .leftJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId))
        // A scheduled article stays unseen until its time, its picture too.
        .where(and(eq(articles.id, id), lte(articles.publishedAt, sql`now()`)))
        .limit(1);
      if (!row) return null;
      return renderArticleImage({ title: row.title, category: row.category ?? '', seed: `article:${id}` }).svg;
    }
    case 'prize': {
      const [row] = await db
        .select({ titleNl: prizes.titleNl, titleFr: prizes.titleFr, points: prizes.pointsCost })
        .from(prizes)
        // An inactive prize may be one not launched yet: drawn only once it was on offer (a member's
        // claims history shows it).
        .where(and(eq(prizes.id, id), or(eq(prizes.isActive, true), exists(db.select({ one: sql`1` }).from(prizeRequests).where(eq(prizeRequests.prizeId, prizes.id))))))
        .limit(1);
      if (!row) return null;
      return renderPrizeImage({ title: localized(row, locale).title, points: row.points, seed: `prize:${id}`, locale }).svg;
    }
    case 'avatar': {
      const [row] = await db
        .select({ fname: users.fname, lname: users.lname })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      if (!row) return null;
      return renderAvatar({ name: `${row.fname} ${row.lname}`, seed: `avatar:${id}` }).svg;
    }
  }
}
