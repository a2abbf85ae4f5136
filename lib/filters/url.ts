import {
  FEED_LANGUAGES,
  LIST_SORTS,
  MAX_FILTER_VALUES,
  MAX_QUERY_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  PROMO_TYPE_FILTERS,
  type FeedLanguage,
  type FeedSort,
  type ListSort,
  type PromoTypeFilter,
} from '@/lib/schemas/feed-filter-values';
import type { FeedFilters } from '@/lib/schemas/feed-filters';
import { MAX_RECORD_ID } from '@/lib/schemas/limits';
import { normalisePriceRange } from './price';
import { defaultListSort, isNamedSort, LANGUAGE_PARAM, PAGE_PARAM, SORT_PARAM, URL_LIST_KEYS, writeCleanSearch, type UrlListKey } from './query-string';

export { defaultListSort, LANGUAGE_PARAM, PAGE_PARAM, SORT_PARAM, URL_LIST_KEYS, type UrlListKey };

/**
 * The promo feed's filters in the site's URL (docs/product.md, Behaviour), without zod (client components use it): `types[]=promos&categories[]=3&price[]=0&price[]=100&q=koffie&language=fr`,
 * the list's order (`sort=hot|ending|discount|newest|relevance`; the default — `relevance` with `q`, else
 * `newest` — is left out) and `page` for
 * the crawlable pagination. Reading is forgiving (unknown keys and bad values are
 * dropped, so an old or hand-edited link still opens a page); writing is canonical (fixed key order,
 * no duplicates, literal brackets), so `writeFeedSearch(readFeedFilters(x))` is stable.
 */

/**
 * The filter keys the site's URL carries (`users` and `morphable_types` are API-only), and the list's
 * order, which travels with them so a filter change keeps it (the API takes it as `sort`, not a filter).
 */
export type UrlFilters = Pick<FeedFilters, UrlListKey | 'price' | 'q' | 'language'> & { sort?: ListSort };
/** What the URL helpers accept: API filters, optionally with an order. */
export type UrlFiltersInput = FeedFilters & { sort?: FeedSort };


/** The order a list shows: the URL's, or the default for its words. */
export function listSortOf(filters: Pick<UrlFilters, 'sort' | 'q'>): ListSort {
  return filters.sort ?? defaultListSort(filters.q);
}

/**
 * A list order from the URL or the API's names: `top` (home's name for hot, in older links) reads as
 * `hot`; the default (for a list with or without `q`), `relevance` without words and unknown values
 * as none.
 */
export function readListSort(value: string | undefined, q?: string): ListSort | undefined {
  const sort = value === 'top' ? 'hot' : value;
  if (!isNamedSort(sort, q)) return undefined;
  return (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : undefined;
}

/** The filters without the order: what the API takes as `filters`. */
export function withoutSort({ sort: _sort, ...filters }: UrlFilters): Omit<UrlFilters, 'sort'> {
  return filters;
}


/** What Next.js hands a page as `searchParams`, or a URLSearchParams from the browser. */
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function valuesOf(input: SearchParamsInput, key: string): string[] {
  if (input instanceof URLSearchParams) return [...input.getAll(`${key}[]`), ...input.getAll(key)];
  const collect = (value: string | readonly string[] | undefined): string[] =>
    value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  return [...collect(input[`${key}[]`]), ...collect(input[key])];
}

function uniqueLimited<T>(values: readonly T[]): T[] {
  return [...new Set(values)].slice(0, MAX_FILTER_VALUES);
}

function readIds(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (!/^\d{1,10}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (id > 0 && id <= MAX_RECORD_ID) ids.push(id);
  }
  return uniqueLimited(ids);
}

function readTypes(values: readonly string[]): PromoTypeFilter[] {
  return uniqueLimited(values.filter((value): value is PromoTypeFilter => (PROMO_TYPE_FILTERS as readonly string[]).includes(value)));
}

// PostgreSQL rejects NUL in text, and no other control character means anything in a search.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A search text as the API accepts it; empty when there is nothing to search for. */
export function cleanQuery(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Keeps only what filters something: no empty lists, no empty `q`, no price range that spans the
 * whole slider; values cleaned and de-duplicated.
 */
export function normaliseFilters(filters: UrlFiltersInput): UrlFilters {
  const result: UrlFilters = {};
  for (const key of URL_LIST_KEYS) {
    const values = filters[key];
    if (!values || values.length === 0) continue;
    if (key === 'types') {
      const types = readTypes(values as readonly string[]);
      if (types.length > 0) result.types = types;
    } else {
      const ids = readIds((values as readonly number[]).map(String));
      if (ids.length > 0) result[key] = ids;
    }
  }
  if (filters.price) {
    const range = normalisePriceRange(filters.price);
    if (range[0] > PRICE_MIN || range[1] < PRICE_MAX) result.price = range;
  }
  const q = filters.q === undefined ? '' : cleanQuery(filters.q);
  if (q) result.q = q;
  if (filters.language && (FEED_LANGUAGES as readonly string[]).includes(filters.language)) result.language = filters.language;
  const sort = readListSort(filters.sort, result.q);
  if (sort) result.sort = sort;
  return result;
}

/** The filters of a URL's query. */
export function readFeedFilters(input: SearchParamsInput): UrlFilters {
  const raw: UrlFiltersInput = {};
  raw.types = readTypes(valuesOf(input, 'types'));
  for (const key of ['categories', 'webshops', 'stores', 'brands'] as const) raw[key] = readIds(valuesOf(input, key));
  const prices = valuesOf(input, 'price').map((value) => value.trim());
  if (prices.length === 2 && prices.every((value) => value !== '' && Number.isFinite(Number(value)))) {
    raw.price = [Number(prices[0]), Number(prices[1])];
  }
  const q = valuesOf(input, 'q')[0];
  if (q !== undefined) raw.q = q;
  const language = valuesOf(input, LANGUAGE_PARAM)[0];
  if ((FEED_LANGUAGES as readonly string[]).includes(language ?? '')) raw.language = language as FeedLanguage;
  // Read against the words: `sort=newest` is kept for a searched list, whose default is the best match.
  raw.sort = readListSort(valuesOf(input, SORT_PARAM)[0], raw.q === undefined ? undefined : cleanQuery(raw.q));
  return normaliseFilters(raw);
}

/**
 * The canonical query string of filters (and a page above 1), without the leading `?`:
 * `types[]=promos&categories[]=3&price[]=0&price[]=100&q=koffie&language=fr&sort=hot&page=2`. Empty when nothing is set.
 */
export function writeFeedSearch(filters: UrlFiltersInput, page = 1): string {
  return writeCleanSearch(normaliseFilters(filters), page);
}

/** `pathname` with the filters' query string: `/promos?types[]=promos`, or the bare path. */
export function feedHref(pathname: string, filters: UrlFiltersInput, page = 1): string {
  const search = writeFeedSearch(filters, page);
  return search ? `${pathname}?${search}` : pathname;
}

/** The same query as `writeFeedSearch`, as an object for `Link`'s `query` (keys like `types[]`). */
export function feedQuery(filters: UrlFiltersInput, page = 1): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(writeFeedSearch(filters, page))) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/**
 * How many choices are active: each selected option, the price range, the search text and the language
 * count once (the order is no filter). With `words: false` (the search page, whose subject the words
 * are) the search text is not counted.
 */
export function countActiveFilters(filters: UrlFiltersInput, { words = true }: { words?: boolean } = {}): number {
  const clean = normaliseFilters(words ? filters : { ...filters, q: undefined });
  let count = 0;
  for (const key of URL_LIST_KEYS) count += clean[key]?.length ?? 0;
  if (clean.price) count += 1;
  if (clean.q) count += 1;
  if (clean.language) count += 1;
  return count;
}

/** True when the two filter sets select the same things (order of values ignored). */
export function sameFilters(a: UrlFiltersInput, b: UrlFiltersInput): boolean {
  const sorted = (filters: UrlFiltersInput) => {
    const clean = normaliseFilters(filters);
    for (const key of URL_LIST_KEYS) (clean[key] as Array<string | number> | undefined)?.sort();
    return writeFeedSearch(clean);
  };
  return sorted(a) === sorted(b);
}
