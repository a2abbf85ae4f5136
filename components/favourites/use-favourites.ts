'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from '#i18n';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getFavoriteNews, type Article } from '@/lib/api/content';
import { FAVOURITES_PER_PAGE, getFavourites } from '@/lib/api/favourites';
import type { FeedItem } from '@/lib/api/feed';
import { getQueryClient } from '@/lib/queries/query-client';
import type { FavouriteTab, SavedRef } from './favourite-actions';

/** One saved thing on the page: a feed card (promo of any kind, or folder) or an article. */
export type SavedEntry = { key: string; ref: SavedRef } & ({ kind: 'card'; item: FeedItem } | { kind: 'article'; article: Article });

type SavedPage = { entries: SavedEntry[]; end: boolean; total: number };

async function loadPage(tab: FavouriteTab, offset: number): Promise<SavedPage> {
  const api = await loadBrowserApi();
  if (tab === 'articles') {
    const result = await getFavoriteNews(api, { offset, per_page: FAVOURITES_PER_PAGE });
    return {
      entries: result.data.map((article) => ({ key: `Article:${article.id}`, ref: { type: 'Article', id: article.id }, kind: 'article', article })),
      end: offset + result.data.length >= result.meta.total || result.data.length === 0,
      total: result.meta.total,
    };
  }
  const result = await getFavourites(api, { kind: tab, offset, per_page: FAVOURITES_PER_PAGE });
  return {
    entries: result.data.map((item) => ({
      key: `${item.morphable_type}:${item.morphable_id}`,
      ref: { type: item.morphable_type, id: item.morphable_id },
      kind: 'card',
      item,
    })),
    end: offset + result.data.length >= result.meta.total || result.data.length === 0,
    total: result.meta.total,
  };
}

/**
 * The pages of one tab of the favourites page, loaded in the browser (a personal page: nothing to
 * cache for others). The page removes entries as the member goes, which moves the later ones up on
 * the server: each next page starts at what was loaded minus what is removed now (`removedNow`),
 * and entries are de-duplicated by key, so none is skipped and none shown twice.
 */
export function useFavourites(tab: FavouriteTab, removedNow: () => number) {
  const locale = useLocale();
  const query = useInfiniteQuery(
    {
      queryKey: ['favourites', tab, locale],
      queryFn: ({ pageParam }) => loadPage(tab, Math.max(0, pageParam - removedNow())),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last.end ? undefined : pages.reduce((sum, page) => sum + page.entries.length, 0)),
      // What the member changes here is applied here; refetching behind their back would reorder it.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      gcTime: 0,
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
