import 'server-only';
import { cacheTags } from '@/lib/api/cache-tags';
import { getNews, NEWS_PER_PAGE, type NewsList } from '@/lib/api/content';
import { FOLDERS_PAGE_SIZE, getFolders, type FolderList } from '@/lib/api/folders';
import { getPublicApi } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/routing';
import { cached } from './cached';
import { PastTheEnd } from './not-found';

/**
 * The other cached lists besides the promo feed (lib/cache/feed.ts), each per language and query:
 * a repeated filtered or paged list runs no database query; a page past the end throws `PastTheEnd`
 * (the route's 404, nothing stored).
 */

export type FolderPageQuery = { locale: Locale; page: number; categories?: number[]; stores?: number[] };

/** One page of the current folders (/folders), with the filter panel's counts. */
export function loadFolderPage(query: FolderPageQuery): Promise<FolderList> {
  return cached('folder-page', query, async ({ locale, page, categories, stores }) => {
    const list = await getFolders(await getPublicApi(locale), {
      page,
      per_page: FOLDERS_PAGE_SIZE,
      include: ['store'],
      include_filters: true,
      status: 'current',
      filters: { categories, stores },
    });
    if (page > 1 && list.data.length === 0) throw new PastTheEnd('folders');
    return list;
  }, { tags: [cacheTags.catalogue], lifetime: 'catalogue' });
}

export type NewsPageQuery = { locale: Locale; page: number; category?: string };

/** One page of the news (the news home or a category), with the first page's top stories. */
export function loadNewsPage(query: NewsPageQuery): Promise<NewsList> {
  return cached('news-page', query, async ({ locale, page, category }) => {
    const list = await getNews(await getPublicApi(locale), { page, per_page: NEWS_PER_PAGE, category, load_top_articles: true });
    if (page > 1 && list.data.length === 0) throw new PastTheEnd('news');
    return list;
  }, { tags: [cacheTags.news], lifetime: 'news' });
}
