import { Hono } from 'hono';
import { z } from 'zod';
import { NEWS_PER_PAGE, type CmsPage, type CmsPageSummary, type GotoTarget, type NewsCategory, type RedirectTarget } from '@/lib/api/content';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageRequest, startingAt } from '../http/pagination';
import { MAX_QUERY_LENGTH } from '@/lib/schemas/feed-filter-values';
import { listOffsetParam } from '@/lib/schemas/route-params';
import { endpoint } from '../http/endpoint';
import { clientIp } from '../http/request';
import { favoriteNews, findNewsCategory, listNews, listNewsCategories, showArticle } from '../services/content/news';
import { findPage, listPages } from '../services/content/pages';
import { findRedirect, followGoto, MAX_REDIRECT_PATH } from '../services/content/redirects';
import { visitorCounts } from '../services/catalogue/visitor-counts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const positiveInt = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'The value must be a number.' }).int('The value must be an integer.').min(1, 'The value must be at least 1.').optional(),
);

const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['0', '1', 'true', 'false'], { error: 'The value must be 0, 1, true or false.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
);

const slugParam = z.preprocess(emptyToUndefined, z.string({ error: 'The value must be a string.' }).max(255).optional());

const pageQuery = z.object({ any_locale: flag });

const newsQuery = z.object({
  page: positiveInt,
  per_page: positiveInt,
  category: slugParam,
  load_top_articles: flag,
  /** Words of the title, accent- and case-insensitive (the news is searchable, docs/product.md, Behaviour). */
  q: z.preprocess(emptyToUndefined, z.string({ error: 'The search text must be a string.' }).max(MAX_QUERY_LENGTH).optional()),
});

const favoritesQuery = z.object({ page: positiveInt, per_page: positiveInt, offset: listOffsetParam });

const showQuery = z
  .object({ slug: slugParam, id: positiveInt, category: slugParam })
  .refine((query) => query.slug !== undefined || query.id !== undefined, {
    message: 'The slug field is required when id is not present.',
    path: ['slug'],
  });

const redirectQuery = z.object({
  path: z
    .string({ error: 'The path field is required.' })
    .min(1, 'The path field is required.')
    .max(MAX_REDIRECT_PATH, `The path may not be greater than ${MAX_REDIRECT_PATH} characters.`)
    .startsWith('/', 'The path must start with /.'),
});

/** Misses are as cacheable as hits: the site's proxy asks for every unmatched path. */
const REDIRECT_CACHE = 'public, max-age=60';

/** CMS pages, news, redirects and goto links (docs/product.md, API; the redirect and goto lookups serve the proxy and `/goto/{key}`). */
export const contentRoutes = new Hono<AppEnv>()
  .get('/pages', endpoint({ summary: 'The CMS pages.' }, async (c) => {
    const data = await listPages(c.var.db);
    return c.json({ data } satisfies { data: CmsPageSummary[] });
  }))
  .get('/pages/:slug', endpoint({ summary: 'One CMS page by slug.', query: pageQuery }, async (c, { query }) => {
    const page = await findPage(c.var.db, c.req.param('slug') ?? '', requestLocale(c), query.any_locale);
    if (!page) throw notFound('Page not found.');
    return c.json({ data: page } satisfies { data: CmsPage });
  }))
  .get('/news-categories', endpoint({ summary: 'The news categories.' }, async (c) => {
    const data = await listNewsCategories(c.var.db, requestLocale(c));
    return c.json({ data } satisfies { data: NewsCategory[] });
  }))
  .get('/news-categories/:slug', endpoint({ summary: 'One news category by slug.' }, async (c) => {
    const category = await findNewsCategory(c.var.db, c.req.param('slug') ?? '', requestLocale(c));
    if (!category) throw notFound('News category not found.');
    return c.json({ data: category } satisfies { data: NewsCategory });
  }))
  .get('/news', endpoint({ summary: 'News articles, paged, by category.', query: newsQuery }, async (c, { query }) => {
    const list = await listNews(
      c.var.db,
      {
        request: pageRequest(query.page ?? 1, query.per_page ?? NEWS_PER_PAGE),
        categorySlug: query.category,
        loadTopArticles: query.load_top_articles,
        q: query.q,
      },
      requestLocale(c),
      c.var.userId,
    );
    if (!list) throw notFound('News category not found.');
    return c.json(list);
  }))
  .get('/news/favorites', endpoint({ summary: "The member's favourite articles.", auth: 'user', query: favoritesQuery }, async (c, { query, userId }) => {
    const request = startingAt(pageRequest(query.page ?? 1, query.per_page ?? NEWS_PER_PAGE), query.offset);
    return c.json(await favoriteNews(c.var.db, userId, request, requestLocale(c)));
  }))
  .get('/news/show', endpoint({ summary: 'One article by slug or id.', query: showQuery }, async (c, { query }) => {
    const article = await showArticle(
      c.var.db,
      { slug: query.slug, id: query.id, categorySlug: query.category },
      requestLocale(c),
      c.var.userId,
      // A view counts once per visitor and article in a while, as a page view does: the most-read lists rank by it.
      (articleId) => visitorCounts('view', clientIp(c), `article:${articleId}`),
    );
    if (!article) throw notFound('Article not found.');
    return c.json({ data: article });
  }))
  .get('/redirects/lookup', endpoint({ summary: 'The redirect of a site path, if any.', query: redirectQuery }, async (c, { query: { path } }) => {
    const target = await findRedirect(c.var.db, path);
    c.header('Cache-Control', REDIRECT_CACHE);
    if (!target) return c.json({ message: 'No redirect.' }, 404);
    return c.json({ data: target } satisfies { data: RedirectTarget });
  }))
  .get('/goto/:key', endpoint({ summary: 'The target of a goto link.' }, async (c) => {
    const key = c.req.param('key') ?? '';
    // A click feeds the popular lists: once per visitor and link in a while; the visitor is sent on either way.
    const url = await followGoto(c.var.db, key, visitorCounts('click', clientIp(c), key));
    c.header('Cache-Control', 'no-store');
    if (!url) throw notFound('Link not found.');
    return c.json({ data: { url } } satisfies { data: GotoTarget });
  }));
