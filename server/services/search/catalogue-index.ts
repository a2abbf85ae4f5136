import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, brands, newsCategories, products, stores, webshops } from '../../db/schema';
import { keptFresh } from './kept-fresh';
import { fold, wordsOf, type SearchQuery } from './query';

/**
 * The catalogue's searchable names in memory (docs/search.md, "Speed"): stores, webshops, brands,
 * products and published articles are a few hundred rows that change rarely, and PGlite spends
 * microseconds per row and per function call, so reading and folding them on every keystroke cost
 * more than the whole rest of a suggestion. They are read once per database and refreshed every 10 minutes.
 */

export type CatalogueKind = 'store' | 'webshop' | 'brand' | 'product' | 'article';

export type CatalogueEntry = {
  kind: CatalogueKind;
  id: number;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  image: string | null;
  /** Higher first: paid and popular stores, popular webshops and brands, much-read articles. */
  popularity: number;
  /** Articles: their news category's slug (part of their address). */
  categorySlug?: string;
  /** Folded titles and their words, both languages. */
  folded: [string, string];
  words: string[];
};

const TTL_MS = 10 * 60_000;

function entry(kind: CatalogueKind, row: Omit<CatalogueEntry, 'kind' | 'folded' | 'words'>): CatalogueEntry {
  const folded: [string, string] = [fold(row.titleNl), fold(row.titleFr)];
  return { ...row, kind, folded, words: [...new Set([...wordsOf(folded[0], 64), ...wordsOf(folded[1], 64)])] };
}

async function readCatalogue(db: Db): Promise<CatalogueEntry[]> {
  const named = { titleNl: sql<string>`title_nl`, titleFr: sql<string>`title_fr`, slugNl: sql<string>`slug_nl`, slugFr: sql<string>`slug_fr` };
  const [storeRows, webshopRows, brandRows, productRows, articleRows] = await Promise.all([
    db.select({ id: stores.id, ...named, image: stores.logoPath, isPopular: stores.isPopular, clientType: stores.folderClientType }).from(stores),
    db.select({ id: webshops.id, ...named, image: webshops.logoPath, isPopular: webshops.isPopular }).from(webshops),
    db.select({ id: brands.id, ...named, image: brands.logoPath, isPopular: brands.isPopular }).from(brands),
    db.select({ id: products.id, ...named, image: products.imagePath }).from(products),
    db
      .select({ id: articles.id, title: articles.title, slug: articles.slug, image: articles.imagePath, views: articles.views, categorySlug: newsCategories.slug })
      .from(articles)
      .innerJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId))
      .where(and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`))),
  ]);
  const popular = (flag: boolean) => (flag ? 1 : 0);
  return [
    // Paid stores (type 1) before semi-paid and free ones, popular ones first within each.
    ...storeRows.map(({ isPopular, clientType, ...row }) => entry('store', { ...row, popularity: popular(isPopular) * 10 - clientType })),
    ...webshopRows.map(({ isPopular, ...row }) => entry('webshop', { ...row, popularity: popular(isPopular) })),
    ...brandRows.map(({ isPopular, ...row }) => entry('brand', { ...row, popularity: popular(isPopular) })),
    ...productRows.map((row) => entry('product', { ...row, popularity: 0 })),
    ...articleRows.map(({ title, slug, views, categorySlug, ...row }) =>
      entry('article', { ...row, titleNl: title, titleFr: title, slugNl: slug, slugFr: slug, popularity: views, categorySlug }),
    ),
  ];
}

/** Built once (warmed at server start) and rebuilt in the background when older than ten minutes. */
export const catalogueOf = keptFresh('search_catalogue', TTL_MS, readCatalogue);

/**
 * 0 the title is the query, 1 it starts with it, 2 every typed word starts a word of it, 3 only
 * through a typo correction; null when it does not match.
 */
export function tierOf(item: CatalogueEntry, query: SearchQuery): number | null {
  const startsWord = (word: string) => item.words.some((candidate) => candidate.startsWith(word));
  if (!query.spellings.every((options) => options.some(startsWord))) return null;
  if (item.folded.some((title) => title === query.text)) return 0;
  if (item.folded.some((title) => title.startsWith(query.text))) return 1;
  return query.words.every(startsWord) ? 2 : 3;
}

/** The best `limit` entries of a kind: by tier, then popularity, then the shorter title, then id. */
export function bestMatches(entries: readonly CatalogueEntry[], kind: CatalogueKind, query: SearchQuery, limit: number): CatalogueEntry[] {
  const ranked: [CatalogueEntry, number][] = [];
  for (const item of entries) {
    if (item.kind !== kind) continue;
    const tier = tierOf(item, query);
    if (tier !== null) ranked.push([item, tier]);
  }
  return ranked
    .sort(([a, tierA], [b, tierB]) => tierA - tierB || b.popularity - a.popularity || a.folded[0].length - b.folded[0].length || a.id - b.id)
    .slice(0, limit)
    .map(([item]) => item);
}
