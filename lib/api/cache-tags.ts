import type { MorphableType } from '@/lib/schemas/feed-filter-values';

/**
 * The cache tags of the HTTP contract: what the API reports after a change (`ApiDeps.onContentChange`)
 * and what the site's cached data carries (lib/cache/cached.ts). A tag names content, never a site
 * path: the site decides which pages and entries show it, in every language at once.
 *
 * - `promo:<type>:<id>` one promo (a post, online promo, folder item or folder): its detail page.
 * - `article:<id>` one news article; `store:<id>` one store (its folders, its page).
 * - `feed` every promo list; `catalogue` shops, brands, products, categories, folders; `news` every news
 *   list; `cms` CMS pages, menus.
 */
export type CacheTag =
  | `promo:${MorphableType}:${number}`
  | `article:${number}`
  | `store:${number}`
  | 'feed'
  | 'catalogue'
  | 'news'
  | 'cms';

export const cacheTags = {
  promo: (type: MorphableType, id: number): CacheTag => `promo:${type}:${id}`,
  article: (id: number): CacheTag => `article:${id}`,
  store: (id: number): CacheTag => `store:${id}`,
  feed: 'feed',
  catalogue: 'catalogue',
  news: 'news',
  cms: 'cms',
} as const satisfies Record<string, CacheTag | ((...args: never[]) => CacheTag)>;
