'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getFavoriteNews, type Article } from '@/lib/api/content';
import { FAVOURITES_PER_PAGE, getFavourites } from '@/lib/api/favourites';
import type { FeedItem } from '@/lib/api/feed';
import { getQueryClient } from '@/lib/queries/query-client';
import type { FavouriteTab, SavedRef } from './favourite-actions';

/** One saved thing on the page: a feed card (promo of any kind, or folder) or an article. */
export type SavedEntry = { key: string; ref: SavedRef } & ({ kind: 'card'; item: FeedItem } | { kind: 'article'; article: Article });

type SavedPage = { entries: SavedEntry[]; page: number; lastPage: number; total: number };

async function loadPage(tab: FavouriteTab, page: number): Promise<SavedPage> {
  const api = await loadBrowserApi();
  if (tab === 'articles') {
    const result = await getFavoriteNews(api, { page, per_page: FAVOURITES_PER_PAGE });
    return {
      entries: result.data.map((article) => ({ key: `Article:${article.id}`, ref: { type: 'Article', id: article.id }, kind: 'article', article })),
      page: result.meta.current_page,
      lastPage: result.meta.last_page,
      total: result.meta.total,
    };
  }
  const result = await getFavourites(api, { kind: tab, page, per_page: FAVOURITES_PER_PAGE });
  return {
    entries: result.data.map((item) => ({
      key: `${item.morphable_type}:${item.morphable_id}`,
      ref: { type: item.morphable_type, id: item.morphable_id },
      kind: 'card',
      item,
    })),
    page: result.meta.current_page,
    lastPage: result.meta.last_page,
    total: result.meta.total,
  };
}

/**
 * The pages of one tab of the favourites page, loaded in the browser (a personal page: nothing to
 * cache for others). Entries are de-duplicated by key: removing one shifts the next page's start
 * on the server, so a later page may repeat an entry already shown.
 */
export function useFavourites(tab: FavouriteTab) {
  const locale = useLocale();
  const query = useInfiniteQuery(
    {
      queryKey: ['favourites', tab, locale],
      queryFn: ({ pageParam }) => loadPage(tab, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.lastPage && last.entries.length > 0 ? last.page + 1 : undefined),
      staleTime: 0,
    },
    getQueryClient(),
  );
  const seen = new Set<string>();
  const entries: SavedEntry[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const entry of page.entries) {
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      entries.push(entry);
    }
  }
  return { ...query, entries, total: query.data?.pages[0]?.total ?? 0 };
}
