import type { Locale } from '@/lib/i18n/routing';
import type { ApiClient } from './client';
import { isApiError } from './errors';
import type { Paginated } from './types';

// ---- CMS pages (docs/product.md, Entities "CMS page"; one row per locale, linked by group_key) ----

/** An entry of `GET /pages`: every page of every locale, to resolve an unmatched route by route and locale. */
export type CmsPageSummary = {
  id: number;
  slug: string;
  title: string;
  /** The page's site path including the locale prefix (`/algemene-voorwaarden`, `/fr/conditions-generales`). */
  route: string;
  locale: { slug: Locale };
  /** Shared by the translations of one page: the locale switcher maps a page to its other-locale twin. */
  group_key: string;
};

export type PageAlternate = { locale: Locale; slug: string; route: string };

export type CmsPage = {
  id: number;
  slug: string;
  title: string;
  tag_title: string | null;
  meta_description: string | null;
  /** Sanitised HTML (allow-listed markup only), safe to render as is. */
  content: string;
  route: string;
  locale: { slug: Locale };
  /** Every translation of the page, this one included, Dutch first. */
  alternates: PageAlternate[];
};

export async function getPages(api: ApiClient): Promise<CmsPageSummary[]> {
  return (await api.get<{ data: CmsPageSummary[] }>('/pages')).data.data;
}

/**
 * A page by slug (in the request locale) or id (any locale). With `anyLocale`, a slug of the other
 * locale resolves too (the page is then in that locale; use `alternates` to find the twin).
 */
export async function getPage(api: ApiClient, slugOrId: string | number, options: { anyLocale?: boolean } = {}): Promise<CmsPage> {
  const params = options.anyLocale ? { any_locale: 1 } : undefined;
  return (await api.get<{ data: CmsPage }>(`/pages/${encodeURIComponent(String(slugOrId))}`, { params })).data.data;
}

// ---- News (Dutch content on both sites; only `route` fields follow the request locale) ----

export const NEWS_PER_PAGE = 14;
export const TOP_ARTICLES_COUNT = 5;
export const RELATED_ARTICLES_COUNT = 4;

export type NewsCategoryRef = {
  id: number;
  slug: string;
  translation: { title: string; slug: string; route: string };
};

export type NewsCategory = NewsCategoryRef & {
  translation: { title: string; slug: string; route: string; description: string | null };
  articles_count: number;
};

export type Article = {
  id: number;
  image_url: string | null;
  /** ISO date-time. */
  published_at: string;
  author: string | null;
  views: number;
  /** Personal; always false for guests. */
  is_favourite: boolean;
  category: NewsCategoryRef;
  translation: {
    title: string;
    slug: string;
    route: string;
    meta_description: string | null;
    excerpt: string | null;
  };
};

export type ArticleDetail = Article & {
  /** Sanitised HTML. */
  content: string;
  /** Up to four other articles of the same category, newest first. */
  related: Article[];
};

/** Most viewed articles published in each period, and the newest ones (five each). */
export type TopArticles = {
  most_recently: Article[];
  last_week: Article[];
  last_month: Article[];
  last_year: Article[];
};

export type NewsList = Paginated<Article> & { top_articles?: TopArticles };

export type NewsQuery = {
  page?: number;
  per_page?: number;
  /** A news category slug. */
  category?: string;
  load_top_articles?: boolean;
  /** Words of the title (accent- and case-insensitive). */
  q?: string;
};

export async function getNewsCategories(api: ApiClient): Promise<NewsCategory[]> {
  return (await api.get<{ data: NewsCategory[] }>('/news-categories')).data.data;
}

export async function getNewsCategory(api: ApiClient, slug: string): Promise<NewsCategory> {
  return (await api.get<{ data: NewsCategory }>(`/news-categories/${encodeURIComponent(slug)}`)).data.data;
}

export async function getNews(api: ApiClient, query: NewsQuery = {}): Promise<NewsList> {
  const params = { ...query, load_top_articles: query.load_top_articles ? 1 : undefined };
  return (await api.get<NewsList>('/news', { params })).data;
}

/** One article; a category slug that is not the article's own gives a 404. */
export async function getNewsArticle(
  api: ApiClient,
  params: { slug: string; category?: string } | { id: number; category?: string },
): Promise<ArticleDetail> {
  return (await api.get<{ data: ArticleDetail }>('/news/show', { params })).data.data;
}

/** The signed-in user's favourite articles, most recently favourited first (401 for guests). */
export async function getFavoriteNews(api: ApiClient, query: { page?: number; per_page?: number; offset?: number } = {}): Promise<Paginated<Article>> {
  return (await api.get<Paginated<Article>>('/news/favorites', { params: query })).data;
}

// ---- Redirects and short links ----

export type RedirectTarget = {
  /** A site path (internal) or an absolute http(s) URL (external). */
  to: string;
  external: boolean;
  status: 301 | 302;
};

export const MAX_REDIRECT_PATH_LENGTH = 2048;

/** The redirect configured for a site path (e.g. `/oude-pagina`), or null when there is none. */
export async function lookupRedirect(api: ApiClient, path: string): Promise<RedirectTarget | null> {
  try {
    return (await api.get<{ data: RedirectTarget }>('/redirects/lookup', { params: { path } })).data.data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export type GotoTarget = { url: string };

/** The http(s) target of a `/goto/{key}` link (counts a click), or null when the key is unknown. */
export async function resolveGoto(api: ApiClient, key: string): Promise<string | null> {
  try {
    return (await api.get<{ data: GotoTarget }>(`/goto/${encodeURIComponent(key)}`)).data.data.url;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
