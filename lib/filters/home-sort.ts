import { SORT_PARAM, type SearchParamsInput } from './url';

/** Home's two views: the top 100 (its default, the cached page) and the newest promos (`?sort=newest`). */
export type HomeSort = 'top' | 'newest';

/** The query home's newest view keeps in its page links. */
export const HOME_NEWEST_SEARCH = `${SORT_PARAM}=newest`;

/** Which view a home address asks for: `sort=newest`, else the top 100 (unknown values too, as list pages forgive them). */
export function homeSortOf(query: SearchParamsInput): HomeSort {
  const value = query instanceof URLSearchParams ? query.get(SORT_PARAM) : query[SORT_PARAM];
  const first = typeof value === 'string' ? value : value?.[0];
  return first === 'newest' ? 'newest' : 'top';
}
