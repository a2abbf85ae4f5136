import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Article, NewsCategoryRef } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { articles, newsCategories } from '../../db/schema';
import { mediaUrl, siteRoute } from '../../http/urls';
import { reactedIds } from '../reactions';

/** News articles as lists show them (Dutch only: titles and texts are the same on both sites, only `route` follows the locale). */

/** Articles the public may see: published (not in the future) and filed under a category. */
export function visibleArticle(): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`), isNotNull(articles.newsCategoryId)) as SQL;
}

export const articleColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  metaDescription: articles.metaDescription,
  excerpt: articles.excerpt,
  imagePath: articles.imagePath,
  author: articles.author,
  publishedAt: articles.publishedAt,
  views: articles.views,
  categoryId: newsCategories.id,
  categoryTitle: newsCategories.title,
  categorySlug: newsCategories.slug,
};

export type ArticleRow = {
  id: number;
  title: string;
  slug: string;
  metaDescription: string | null;
  excerpt: string | null;
  imagePath: string | null;
  author: string | null;
  publishedAt: Date | null;
  views: number;
  categoryId: number;
  categoryTitle: string;
  categorySlug: string;
};

export function categoryRef(category: { id: number; title: string; slug: string }, locale: Locale): NewsCategoryRef {
  return {
    id: category.id,
    slug: category.slug,
    translation: {
      title: category.title,
      slug: category.slug,
      route: siteRoute('/nieuws/[categorySlug]', locale, { categorySlug: category.slug }),
    },
  };
}

export function toArticle(row: ArticleRow, locale: Locale, favourites: ReadonlySet<number>): Article {
  return {
    id: row.id,
    image_url: mediaUrl(row.imagePath ?? `generated/article/${row.id}.webp`),
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    author: row.author,
    views: row.views,
    is_favourite: favourites.has(row.id),
    category: categoryRef({ id: row.categoryId, title: row.categoryTitle, slug: row.categorySlug }, locale),
    translation: {
      title: row.title,
      slug: row.slug,
      route: siteRoute('/nieuws/[categorySlug]/[articleSlug]', locale, { categorySlug: row.categorySlug, articleSlug: row.slug }),
      meta_description: row.metaDescription,
      excerpt: row.excerpt,
    },
  } satisfies Article;
}

export async function toArticles(db: Db, rows: ArticleRow[], locale: Locale, userId: number | null): Promise<Article[]> {
  const favourites = await reactedIds(db, userId, 'Article', 'favourite', rows.map((row) => row.id));
  return rows.map((row) => toArticle(row, locale, favourites));
}

export function articleQuery(db: Db) {
  return db.select(articleColumns).from(articles).innerJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId));
}
