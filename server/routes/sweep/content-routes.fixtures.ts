import { expect } from 'vitest';
import type { ArticleDetail, CmsPage, CmsPageSummary, GotoTarget, NewsCategory, NewsList, RedirectTarget } from '@/lib/api/content';
import { ARTICLE_KEYS, type RouteSpec, checkPaginated, data, keys, localized } from './spec.fixtures';

/** The sweep's specs of the content and media routes: CMS pages, news, redirects, goto links, images. */
export const CONTENT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/pages',
    check: (body) => {
      const pages = data<CmsPageSummary[]>(body);
      expect(pages.length).toBeGreaterThanOrEqual(12);
      for (const page of pages) keys(page, ['id', 'slug', 'title', 'route', 'locale', 'group_key']);
    },
  },
  {
    method: 'GET',
    path: '/api/pages/:slug',
    params: { slug: (f, locale) => f.pages[locale] },
    query: ['any_locale'],
    check: (body, locale) => {
      const page = data<CmsPage>(body);
      keys(page, ['id', 'slug', 'title', 'tag_title', 'meta_description', 'content', 'route', 'locale', 'alternates']);
      expect(page.locale.slug).toBe(locale);
      localized(page.route, locale);
    },
    compare: (nl, fr) => expect(data<CmsPage>(nl).title).not.toBe(data<CmsPage>(fr).title),
  },
  {
    method: 'GET',
    path: '/api/news-categories',
    check: (body, locale) => {
      const categories = data<NewsCategory[]>(body);
      expect(categories.length).toBeGreaterThanOrEqual(6);
      for (const category of categories) {
        keys(category, ['id', 'slug', 'translation', 'articles_count']);
        localized(category.translation.route, locale);
      }
    },
  },
  {
    method: 'GET',
    path: '/api/news-categories/:slug',
    params: { slug: (f) => f.newsCategory },
    check: (body, _locale, f) => expect(data<NewsCategory>(body)).toMatchObject({ slug: f.newsCategory }),
  },
  {
    method: 'GET',
    path: '/api/news',
    query: ['page', 'per_page', 'category', 'load_top_articles'],
    happyQuery: () => 'load_top_articles=1',
    check: (body, locale) => {
      const list = body as NewsList;
      checkPaginated(list, 14);
      for (const article of list.data) {
        keys(article, ARTICLE_KEYS);
        localized(article.translation.route, locale);
      }
      keys(list.top_articles, ['most_recently', 'last_week', 'last_month', 'last_year']);
    },
  },
  {
    method: 'GET',
    path: '/api/news/favorites',
    auth: true,
    allowed: [200, 401, 422],
    query: ['page', 'per_page'],
    check: (body) => {
      checkPaginated(body, 1);
      for (const article of (body as NewsList).data) expect(article.is_favourite).toBe(true);
    },
  },
  {
    method: 'GET',
    path: '/api/news/show',
    query: ['slug', 'id', 'category'],
    base: (f) => `slug=${encodeURIComponent(f.article)}`,
    happyQuery: (f) => `slug=${encodeURIComponent(f.article)}`,
    check: (body, locale) => {
      const article = data<ArticleDetail>(body);
      keys(article, [...ARTICLE_KEYS, 'content', 'related']);
      localized(article.translation.route, locale);
    },
  },
  {
    method: 'GET',
    path: '/api/redirects/lookup',
    query: ['path'],
    base: (f) => `path=${encodeURIComponent(f.redirectPath)}`,
    happyQuery: (f) => `path=${encodeURIComponent(f.redirectPath)}`,
    check: (body) => keys(data<RedirectTarget>(body), ['to', 'external', 'status']),
  },
  {
    method: 'GET',
    path: '/api/goto/:key',
    params: { key: (f) => f.gotoKey },
    check: (body) => expect(data<GotoTarget>(body).url).toMatch(/^https?:\/\//),
  },
  {
    method: 'GET',
    path: '/api/media/generated/:kind/:file',
    params: { kind: () => 'product', file: () => '1.svg' },
    query: ['locale'],
    allowed: [200, 404],
    check: () => undefined,
  },
  {
    // The demo catalogue has no uploads (its images are generated), so the only answer here is 404;
    // serving real files is covered by media.test.ts.
    method: 'GET',
    path: '/api/media/uploads/:path{.+}',
    params: { path: () => '2026/01/demo.png' },
    status: 404,
    allowed: [404],
    check: (body) => expect(body).toEqual({ message: 'File not found.' }),
  },
  // ---- Accounts (account*.test.ts cover the behaviour; here: the routes exist and bad input stays 4xx)
];
