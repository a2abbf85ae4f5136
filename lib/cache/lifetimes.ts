/**
 * How long cached guest data and pages live, in seconds, when no change expires them first by tag
 * (lib/api/cache-tags.ts). One table so a page's `revalidate` and its data's lifetime agree.
 * A vote expires its promo at once; lists re-sort by rating within `feed`.
 */
export const LIFETIMES = {
  /** A promo's detail (temperature, votes: expired at once by its tag). */
  promo: 300,
  /** A list page's feed for one query: new promos and the rating order appear within this. */
  feed: 300,
  /** News articles and their lists. */
  news: 300,
  /** Shops, brands, products, categories, folders. */
  catalogue: 300,
  /** CMS pages and menus. */
  cms: 300,
} as const satisfies Record<string, number>;

export type Lifetime = keyof typeof LIFETIMES;
