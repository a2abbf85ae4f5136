export type PageNumber = number | 'gap';

/**
 * The page links of a numbered pagination: the first and last page, the current one with `around`
 * neighbours on each side, and a gap where pages are left out (`1 … 4 5 6 … 12`). A gap never
 * hides a single page: that page is shown instead, since the gap would take the same room.
 */
export function pageNumbers(current: number, last: number, around = 1): PageNumber[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const shown = new Set<number>([1, last]);
  for (let offset = -around; offset <= around; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= last) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: PageNumber[] = [];
  let previous = 0;
  for (const number of sorted) {
    if (number - previous === 2) result.push(number - 1);
    else if (number - previous > 2) result.push('gap');
    result.push(number);
    previous = number;
  }
  return result;
}

/** A list page's address: the first page has no query, so it has one URL. */
export function pageHref(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}
