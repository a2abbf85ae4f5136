/**
 * How the site's URL writes the feed's filters (docs/product.md, Behaviour): the keys in a fixed
 * order with literal brackets, the values encoded, the prices to the cent, the default order left
 * out. Shared by `writeFeedSearch` (lib/filters/url.ts), which validates and normalises first, and
 * by the filter form (components/filters/filter-dom.ts), whose fields already hold the server's
 * clean values: the browser gets the writing without the validation.
 */

/** The list keys the URL carries, in the order they are written. */
export const URL_LIST_KEYS = ['types', 'categories', 'webshops', 'stores', 'brands'] as const;
export type UrlListKey = (typeof URL_LIST_KEYS)[number];

export const SORT_PARAM = 'sort';
export const LANGUAGE_PARAM = 'language';
export const PAGE_PARAM = 'page';

/** The order a list shows when the URL names none: the best match for searched words, else the newest. */
export function defaultListSort(q: string | undefined): 'relevance' | 'newest' {
  return q ? 'relevance' : 'newest';
}

/** True when the URL names this order: it is not the default for the words, and `relevance` needs words. */
export function isNamedSort(sort: string | undefined, q: string | undefined): boolean {
  return Boolean(sort) && sort !== defaultListSort(q) && !(sort === 'relevance' && !q);
}

/** Filters already clean (valid, de-duplicated, no full price range, no default order). */
export type CleanFilters = Partial<Record<UrlListKey, readonly (string | number)[]>> & {
  price?: readonly number[];
  q?: string;
  language?: string;
  sort?: string;
};

function formatPrice(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** `types[]=promos&categories[]=3&price[]=0&price[]=100&q=koffie&language=fr&sort=hot&page=2`, without `?`; empty when nothing is set. */
export function writeCleanSearch(clean: CleanFilters, page = 1): string {
  const parts: string[] = [];
  for (const key of URL_LIST_KEYS) {
    for (const value of clean[key] ?? []) parts.push(`${key}[]=${encodeURIComponent(String(value))}`);
  }
  if (clean.price) parts.push(...clean.price.map((value) => `price[]=${formatPrice(value)}`));
  if (clean.q) parts.push(`q=${encodeURIComponent(clean.q)}`);
  if (clean.language) parts.push(`${LANGUAGE_PARAM}=${clean.language}`);
  if (clean.sort) parts.push(`${SORT_PARAM}=${clean.sort}`);
  if (page > 1) parts.push(`${PAGE_PARAM}=${page}`);
  return parts.join('&');
}
