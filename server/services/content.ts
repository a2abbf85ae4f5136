import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  Article,
  ArticleDetail,
  CmsPage,
  CmsPageSummary,
  NewsCategory,
  NewsCategoryRef,
  PageAlternate,
  RedirectTarget,
  TopArticles,
} from '@/lib/api/content';
import { RELATED_ARTICLES_COUNT, TOP_ARTICLES_COUNT } from '@/lib/api/content';
import type { Paginated } from '@/lib/api/types';
import { CONTROL_CHARACTERS, safeDecodeURI } from '@/lib/http/url-text';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import { countValue, executeRows, type Db } from '../db/client';
import { articles, gotoLinks, newsCategories, pages, reactions, redirects } from '../db/schema';
import { paginated, type PageRequest } from '../http/pagination';
import { mediaUrl, siteRoute } from '../http/urls';
import { logger } from '../logger';
import { sanitizeHtml } from './sanitize-html';

/** Longest slug any table stores; a longer one cannot match. */
const MAX_SLUG_LENGTH = 255;

/**
 * Whether a text value from the URL can be used in a lookup at all. PostgreSQL rejects NUL in text
 * parameters (a 5xx), and anything longer than the column cannot match, so both are simply "not found".
 */
export function isLookupText(value: string, maxLength = MAX_SLUG_LENGTH): boolean {
  return value.length > 0 && value.length <= maxLength && !value.includes('\u0000');
}

/** A numeric path segment that fits a serial id, or null. */
export function asId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

// ---------------------------------------------------------------------------------------------
// CMS pages

type PageRow = typeof pages.$inferSelect;

/**
 * The site path of a page. The stored `route` may be written with or without the locale prefix
 * (`/conditions` or `/fr/conditions`); without one, the path is built from the slug.
 */
export function pageRoute(row: Pick<PageRow, 'slug' | 'locale' | 'route'>): string {
  const locale: Locale = isLocale(row.locale) ? row.locale : 'nl';
  const stored = row.route?.trim();
  if (!stored) return siteRoute('/[page]', locale, { page: row.slug });
  const path = stored.startsWith('/') ? stored : `/${stored}`;
  if (locale === 'nl' || path === `/${locale}` || path.startsWith(`/${locale}/`)) return path;
  return `/${locale}${path}`;
}

function pageLocale(row: Pick<PageRow, 'locale'>): Locale {
  return isLocale(row.locale) ? row.locale : 'nl';
}

export async function listPages(db: Db): Promise<CmsPageSummary[]> {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, route: pages.route, locale: pages.locale, groupKey: pages.groupKey })
    .from(pages)
    .orderBy(asc(pages.groupKey), sql`case ${pages.locale} when 'nl' then 0 else 1 end`, asc(pages.id));
  return rows.map(
    (row) =>
      ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        route: pageRoute(row),
        locale: { slug: pageLocale(row) },
        group_key: row.groupKey,
      }) satisfies CmsPageSummary,
  );
}

/**
 * A page by id (any locale) or by slug in `locale`; with `anyLocale` a slug of another locale is
 * accepted too (the request locale's page wins when both locales use the slug).
 */
export async function findPage(db: Db, slugOrId: string, locale: Locale, anyLocale: boolean): Promise<CmsPage | null> {
  if (!isLookupText(slugOrId)) return null;
  let row: PageRow | undefined;
  const id = asId(slugOrId);
  if (id !== null) [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) {
    const candidates = await db
      .select()
      .from(pages)
      .where(anyLocale ? eq(pages.slug, slugOrId) : and(eq(pages.slug, slugOrId), eq(pages.locale, locale)))
      .limit(locales.length);
    row = candidates.find((candidate) => candidate.locale === locale) ?? candidates[0];
  }
  if (!row) return null;

  const translations = await db
    .select({ slug: pages.slug, locale: pages.locale, route: pages.route })
    .from(pages)
    .where(eq(pages.groupKey, row.groupKey));
  const alternates = translations
    .map((translation): PageAlternate => ({ locale: pageLocale(translation), slug: translation.slug, route: pageRoute(translation) }))
    .sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale));

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    tag_title: row.tagTitle,
    meta_description: row.metaDescription,
    content: sanitizeHtml(row.content),
    route: pageRoute(row),
    locale: { slug: pageLocale(row) },
    alternates,
  } satisfies CmsPage;
}

// ---------------------------------------------------------------------------------------------
// News (Dutch only: titles and texts are the same on both sites, only `route` follows the locale)

/** Articles the public may see: published (not in the future) and filed under a category. */
function visibleArticle(): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`), isNotNull(articles.newsCategoryId)) as SQL;
}

const articleColumns = {
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

type ArticleRow = {
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

function categoryRef(category: { id: number; title: string; slug: string }, locale: Locale): NewsCategoryRef {
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

function toArticle(row: ArticleRow, locale: Locale, favourites: ReadonlySet<number>): Article {
  return {
    id: row.id,
    image_url: mediaUrl(row.imagePath ?? `generated/article/${row.id}.svg`),
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

/** The user's favourite flags for a whole page of articles in one query. */
async function favouriteArticleIds(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reactions.reactableId })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        eq(reactions.reactableType, 'Article'),
        eq(reactions.kind, 'favourite'),
        inArray(reactions.reactableId, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

async function toArticles(db: Db, rows: ArticleRow[], locale: Locale, userId: number | null): Promise<Article[]> {
  const favourites = await favouriteArticleIds(db, userId, rows.map((row) => row.id));
  return rows.map((row) => toArticle(row, locale, favourites));
}

function articleQuery(db: Db) {
  return db.select(articleColumns).from(articles).innerJoin(newsCategories, eq(newsCategories.id, articles.newsCategoryId));
}

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
  const id = asId(slugOrId);
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

export type NewsListOptions = { request: PageRequest; categorySlug?: string; loadTopArticles: boolean };

/** Newest first; null when the category slug is unknown. */
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
 * One article with its sanitised content and related articles; counts a view. Null when unknown,
 * unpublished, or when the given category slug is not the article's category.
 */
export async function showArticle(db: Db, lookup: ArticleLookup, locale: Locale, userId: number | null): Promise<ArticleDetail | null> {
  if (lookup.slug !== undefined && !isLookupText(lookup.slug)) return null;
  if (lookup.categorySlug !== undefined && !isLookupText(lookup.categorySlug)) return null;
  // An id beyond int4 cannot exist, and PostgreSQL would reject it as a parameter (a 5xx).
  if (lookup.id !== undefined && asId(String(lookup.id)) === null) return null;
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

  // Raw SQL so the view counter does not touch updated_at (which means "content changed").
  await db.execute(sql`update articles set views = views + 1 where id = ${row.id}`);
  const relatedRows = await articleQuery(db)
    .where(and(visibleArticle(), eq(articles.newsCategoryId, row.categoryId), sql`${articles.id} <> ${row.id}`))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(RELATED_ARTICLES_COUNT);
  const favourites = await favouriteArticleIds(db, userId, [row.id, ...relatedRows.map((related) => related.id)]);
  return {
    ...toArticle({ ...row, views: row.views + 1 }, locale, favourites),
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

// ---------------------------------------------------------------------------------------------
// Redirects and goto links

export const MAX_REDIRECT_PATH = 2048;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The stored paths a requested path may be written as, best match first: as given, without its query,
 * with and without a trailing slash, and percent-decoded. All of them are looked up in one indexed query.
 */
export function redirectCandidates(path: string): string[] {
  const candidates: string[] = [];
  const add = (value: string) => {
    // A decoded form may hold characters the raw path could not (`%00`); such a path names nothing,
    // and PostgreSQL refuses a NUL in text.
    if (CONTROL_CHARACTERS.test(value)) return;
    if (value.startsWith('/') && value.length <= MAX_REDIRECT_PATH && !candidates.includes(value)) candidates.push(value);
  };
  const withoutFragment = path.split('#', 1)[0] ?? path;
  const pathname = withoutFragment.split('?', 1)[0] ?? withoutFragment;
  const variants = (value: string) => {
    add(value);
    if (value.length > 1 && value.endsWith('/')) add(value.replace(/\/+$/, '') || '/');
    else if (value !== '/') add(`${value}/`);
  };
  add(withoutFragment);
  variants(pathname);
  // Not valid percent-encoding: only the literal forms can match.
  const decoded = safeDecodeURI(pathname);
  if (decoded !== null && decoded !== pathname) variants(decoded);
  return candidates;
}

/** The redirect for a site path, or null. Never returns a non-http(s) external target or a self-loop. */
export async function findRedirect(db: Db, path: string): Promise<RedirectTarget | null> {
  if (CONTROL_CHARACTERS.test(path)) return null;
  const candidates = redirectCandidates(path);
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl, isExternal: redirects.isExternal, statusCode: redirects.statusCode })
    .from(redirects)
    .where(inArray(redirects.fromPath, candidates));
  const row = rows.sort((a, b) => candidates.indexOf(a.fromPath) - candidates.indexOf(b.fromPath))[0];
  if (!row) return null;

  const to = row.toUrl.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(to);
  const external = row.isExternal || absolute;
  const valid = external ? isHttpUrl(to) : to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');
  if (!valid) {
    logger.warn('redirect_target_refused', { from: row.fromPath, to });
    return null;
  }
  if (!external && candidates.includes(to)) return null;
  return { to, external, status: row.statusCode === 302 ? 302 : 301 };
}

/** Keys are short tokens; anything else cannot be one. */
const GOTO_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The http(s) target of a goto link, counting the click; null for unknown keys and unsafe targets. */
export async function followGoto(db: Db, key: string): Promise<string | null> {
  if (!GOTO_KEY.test(key)) return null;
  // The pattern check in SQL keeps refused targets from being counted.
  const [row] = await db
    .update(gotoLinks)
    .set({ clicks: sql`${gotoLinks.clicks} + 1` })
    .where(and(eq(gotoLinks.key, key), sql`${gotoLinks.targetUrl} ~* '^https?://'`))
    .returning({ url: gotoLinks.targetUrl });
  if (!row) return null;
  const url = row.url.trim();
  return isHttpUrl(url) ? url : null;
}
