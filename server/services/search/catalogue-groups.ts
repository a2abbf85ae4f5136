import { and, asc, desc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SearchSuggestion } from '@/lib/api/search';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { articles, brands, newsCategories, products, stores, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { activeFoldersByStore } from '../folders/by-store';
import type { FolderContext } from '../folders/build';
import { titleMatches, titleSimilarity, titleTier } from './match';
import type { SearchQuery } from './query';

/**
 * The store, webshop, brand, product and article groups: small tables, each matched on its title in
 * both languages (trigram-indexed) and ordered by tier, then popularity, then closeness.
 */

export const GROUP_LIMIT = 5;

type TitledTable = typeof stores | typeof webshops | typeof brands | typeof products;

type Ranked = { id: number; titleNl: string; titleFr: string; slugNl: string; slugFr: string; image: string | null };

async function rankedRows(db: Db, table: TitledTable, query: SearchQuery, popularity: SQL[], image: SQL): Promise<Ranked[]> {
  return db
    .select({
      id: table.id,
      titleNl: table.titleNl,
      titleFr: table.titleFr,
      slugNl: table.slugNl,
      slugFr: table.slugFr,
      image: sql<string | null>`${image}`,
    })
    .from(table)
    .where(titleMatches(table.titleNl, table.titleFr, query))
    .orderBy(
      asc(titleTier(table.titleNl, table.titleFr, query)),
      ...popularity,
      desc(titleSimilarity(table.titleNl, table.titleFr, query)),
      asc(table.id),
    )
    .limit(GROUP_LIMIT);
}

function item(row: Ranked, locale: Locale, url: (slug: string) => string): SearchSuggestion {
  const { title, slug } = localized(row, locale);
  return { id: row.id, title, url: url(slug), image_url: mediaUrl(row.image) };
}

export async function storeSuggestions(db: Db, query: SearchQuery, ctx: FolderContext): Promise<SearchSuggestion[]> {
  const rows = await rankedRows(db, stores, query, [desc(stores.isPopular), asc(stores.folderClientType)], sql`${stores.logoPath}`);
  const folders = await activeFoldersByStore(db, rows.map((row) => row.id), ctx);
  return rows.map((row) => ({
    ...item(row, ctx.locale, (storeSlug) => siteRoute('/store/[storeSlug]', ctx.locale, { storeSlug })),
    active_folders: folders.get(row.id) ?? [],
  }));
}

export async function webshopSuggestions(db: Db, query: SearchQuery, locale: Locale): Promise<SearchSuggestion[]> {
  const rows = await rankedRows(db, webshops, query, [desc(webshops.isPopular)], sql`${webshops.logoPath}`);
  return rows.map((row) => item(row, locale, (webshopSlug) => siteRoute('/webshop/[webshopSlug]', locale, { webshopSlug })));
}

export async function brandSuggestions(db: Db, query: SearchQuery, locale: Locale): Promise<SearchSuggestion[]> {
  const rows = await rankedRows(db, brands, query, [desc(brands.isPopular)], sql`${brands.logoPath}`);
  return rows.map((row) => item(row, locale, (brandSlug) => siteRoute('/brand/[brandSlug]', locale, { brandSlug })));
}

export async function productSuggestions(db: Db, query: SearchQuery, locale: Locale): Promise<SearchSuggestion[]> {
  const rows = await rankedRows(db, products, query, [], sql`${products.imagePath}`);
  return rows.map((row) => item(row, locale, (productSlug) => siteRoute('/product/[productSlug]', locale, { productSlug })));
}

/** News is written in Dutch only (docs/product.md): its titles are matched as they are, published ones only. */
export async function articleSuggestions(db: Db, query: SearchQuery, locale: Locale): Promise<SearchSuggestion[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      categorySlug: newsCategories.slug,
      image: articles.imagePath,
    })
    .from(articles)
    .innerJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId))
    .where(and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`), titleMatches(articles.title, articles.title, query)))
    .orderBy(
      asc(titleTier(articles.title, articles.title, query)),
      desc(titleSimilarity(articles.title, articles.title, query)),
      desc(articles.views),
      desc(articles.publishedAt),
    )
    .limit(GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: siteRoute('/nieuws/[categorySlug]/[articleSlug]', locale, { categorySlug: row.categorySlug, articleSlug: row.slug }),
    image_url: mediaUrl(row.image),
  }));
}
