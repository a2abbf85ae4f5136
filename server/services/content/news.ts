import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticleDetail, NewsCategory, TopArticles } from '@/lib/api/content';
import { RELATED_ARTICLES_COUNT, TOP_ARTICLES_COUNT } from '@/lib/api/content';
import type { Paginated } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, executeRows, type Db } from '../../db/client';
import { articles, newsCategories, reactions } from '../../db/schema';
import { paginated, type PageRequest } from '../../http/pagination';
import { reactedIds } from '../reactions';
import { sanitizeHtml } from '../sanitize-html';
import { articleColumns, articleQuery, categoryRef, toArticle, toArticles, visibleArticle } from './articles';
import { recordId } from '../ids';
import { isLookupText } from './lookup';
import { containsPattern } from '../catalogue/sql';

/** Words of a news search that count; more add nothing but cost. */
const MAX_NEWS_QUERY_WORDS = 8;

/** News categories and article lists, an article with its related ones, and a member's favourite articles. */

type NewsCategoryRow = typeof newsCategories.$inferSelect;

function toNewsCategory(row: NewsCategoryRow, articlesCount: number, locale: Locale): NewsCategory {
  const ref = categoryRef(row, locale);
  return { ...ref, translation: { ...ref.translation, description: row.description }, articles_count: articlesCount } satisfies NewsCategory;
}

export async function listNewsCategories(db: Db, locale: Locale): Promise<NewsCategory[]> {
  const rows = await db
    .select({ category: newsCategories, articlesCount: count(articles.id) })
    .from(newsCategories)
    .leftJoin(articles, and(eq(articles.newsCategoryId, newsCategories.id), visibleArticle()))
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
  return rows.map((row) => toNewsCategory(row.category, countValue(row.articlesCount), locale));
}

async function newsCategoryRow(db: Db, slugOrId: string): Promise<NewsCategoryRow | null> {
  if (!isLookupText(slugOrId)) return null;
  const [bySlug] = await db.select().from(newsCategories).where(eq(newsCategories.slug, slugOrId)).limit(1);
  if (bySlug) return bySlug;
  const id = recordId(slugOrId);
  if (id === null) return null;
  const [byId] = await db.select().from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
  return byId ?? null;
}

export async function findNewsCategory(db: Db, slugOrId: string, locale: Locale): Promise<NewsCategory | null> {
  const row = await newsCategoryRow(db, slugOrId);
  if (!row) return null;
  const [counted] = await db
    .select({ value: count() })
    .from(articles)
    .where(and(eq(articles.newsCategoryId, row.id), visibleArticle()));
  return toNewsCategory(row, countValue(counted?.value ?? 0), locale);
}

export type NewsListOptions = { request: PageRequest; categorySlug?: string; loadTopArticles: boolean; q?: string };

/**
 * Newest first; null when the category slug is unknown. `q`: every word in the title, ignoring accents
 * and case (the title's trigram index serves it).
 */
export async function listNews(
  db: Db,
  options: NewsListOptions,
  locale: Locale,
  userId: number | null,
): Promise<(Paginated<Article> & { top_articles?: TopArticles }) | null> {
  let where = visibleArticle();
  if (options.categorySlug !== undefined) {
    const category = await newsCategoryRow(db, options.categorySlug);
    if (!category) return null;
    where = and(where, eq(articles.newsCategoryId, category.id)) as SQL;
  }
  for (const word of (options.q ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').split(/\s+/).filter(Boolean).slice(0, MAX_NEWS_QUERY_WORDS)) {
    where = and(where, sql`f_unaccent(${articles.title}) ilike f_unaccent(${containsPattern(word)})`) as SQL;
  }
  const { request } = options;
  const [rows, [total]] = await Promise.all([
    articleQuery(db).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(request.perPage).offset(request.offset),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  const list = paginated(await toArticles(db, rows, locale, userId), request, countValue(total?.value ?? 0));
  if (!options.loadTopArticles) return list;
  return { ...list, top_articles: await topArticles(db, locale, userId) };
}

const TOP_PERIODS = { last_week: 7, last_month: 30, last_year: 365 } as const;
type TopBucket = keyof TopArticles;

/**
 * The five newest articles and, per period, the five most viewed articles published in it. One
 * query picks the ids of all four lists, a second loads those articles.
 */
export async function topArticles(db: Db, locale: Locale, userId: number | null): Promise<TopArticles> {
  const visible = sql`a.published_at is not null and a.published_at <= now() and a.news_category_id is not null`;
  const limit = TOP_ARTICLES_COUNT;
  const periods = Object.entries(TOP_PERIODS).map(
    ([bucket, days]) => sql`(select ${bucket}::text as bucket, a.id,
        row_number() over (order by a.views desc, a.published_at desc, a.id desc) as position
      from articles a
      where ${visible} and a.published_at >= now() - make_interval(days => ${days}::int)
      order by a.views desc, a.published_at desc, a.id desc limit ${limit})`,
  );
  const picked = await executeRows<{ bucket: string; id: number; position: unknown }>(
    db,
    sql`(select 'most_recently'::text as bucket, a.id,
        row_number() over (order by a.published_at desc, a.id desc) as position
      from articles a where ${visible}
      order by a.published_at desc, a.id desc limit ${limit})
      union all ${sql.join(periods, sql` union all `)}`,
  );
  const ids = [...new Set(picked.map((row) => Number(row.id)))];
  const rows = ids.length > 0 ? await articleQuery(db).where(inArray(articles.id, ids)) : [];
  const byId = new Map((await toArticles(db, rows, locale, userId)).map((article) => [article.id, article]));

  const result: TopArticles = { most_recently: [], last_week: [], last_month: [], last_year: [] };
  const ordered = [...picked].sort((a, b) => countValue(a.position) - countValue(b.position));
  for (const row of ordered) {
    const article = byId.get(Number(row.id));
    if (article && row.bucket in result) result[row.bucket as TopBucket].push(article);
  }
  return result;
}

export type ArticleLookup = { slug?: string; id?: number; categorySlug?: string };

/**
 * One article with its sanitised content and related articles. Null when unknown, unpublished, or
 * when the given category slug is not the article's category. `countsView` says whether this call
 * adds a view (the caller limits each visitor, services/catalogue/visitor-counts.ts).
 */
export async function showArticle(
  db: Db,
  lookup: ArticleLookup,
  locale: Locale,
  userId: number | null,
  countsView: (articleId: number) => boolean = () => true,
): Promise<ArticleDetail | null> {
  if (lookup.slug !== undefined && !isLookupText(lookup.slug)) return null;
  if (lookup.categorySlug !== undefined && !isLookupText(lookup.categorySlug)) return null;
  // An id beyond int4 cannot exist, and PostgreSQL would reject it as a parameter (a 5xx).
  if (lookup.id !== undefined && recordId(String(lookup.id)) === null) return null;
  const match = lookup.id !== undefined ? eq(articles.id, lookup.id) : eq(articles.slug, lookup.slug ?? '');
  const [row] = await db
    .select({ ...articleColumns, content: articles.content })
    .from(articles)
    .innerJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId))
    .where(and(match, visibleArticle()))
    .limit(1);
  if (!row) return null;
  if (lookup.slug !== undefined && row.slug !== lookup.slug) return null;
  if (lookup.categorySlug !== undefined && row.categorySlug !== lookup.categorySlug) return null;

  const counted = countsView(row.id);
  // Raw SQL so the view counter does not touch updated_at (which means "content changed").
  if (counted) await db.execute(sql`update articles set views = views + 1 where id = ${row.id}`);
  const relatedRows = await articleQuery(db)
    .where(and(visibleArticle(), eq(articles.newsCategoryId, row.categoryId), sql`${articles.id} <> ${row.id}`))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(RELATED_ARTICLES_COUNT);
  const favourites = await reactedIds(db, userId, 'Article', 'favourite', [row.id, ...relatedRows.map((related) => related.id)]);
  return {
    ...toArticle({ ...row, views: counted ? row.views + 1 : row.views }, locale, favourites),
    content: sanitizeHtml(row.content),
    related: relatedRows.map((related) => toArticle(related, locale, favourites)),
  } satisfies ArticleDetail;
}

/** The user's favourite articles, most recently favourited first. */
export async function favoriteNews(db: Db, userId: number, request: PageRequest, locale: Locale): Promise<Paginated<Article>> {
  const where = and(
    eq(reactions.userId, userId),
    eq(reactions.reactableType, 'Article'),
    eq(reactions.kind, 'favourite'),
    visibleArticle(),
  );
  const [rows, [total]] = await Promise.all([
    articleQuery(db)
      .innerJoin(reactions, eq(reactions.reactableId, articles.id))
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(reactions.id))
      .limit(request.perPage)
      .offset(request.offset),
    db
      .select({ value: count() })
      .from(reactions)
      .innerJoin(articles, eq(articles.id, reactions.reactableId))
      .where(where),
  ]);
  const favourites = new Set(rows.map((row) => row.id));
  return paginated(
    rows.map((row) => toArticle(row, locale, favourites)),
    request,
    countValue(total?.value ?? 0),
  );
}
