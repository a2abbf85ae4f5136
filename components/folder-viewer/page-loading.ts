/** docs/product.md, Limits: lazy folder images preload the next 3 pages. */
export const PAGES_PRELOADED_AHEAD = 3;
/** The page before the current one is loaded too, so swiping back after a deep link shows a page. */
export const PAGES_PRELOADED_BEHIND = 1;

/**
 * The pages (0-based indexes) whose images should be in the document while `active` is shown: the
 * current page, the next three and the previous one. Pages loaded earlier stay loaded (the caller
 * keeps the union), so swiping back never blanks a page.
 */
export function pagesToLoad(active: number, pagesCount: number): number[] {
  const first = Math.max(0, active - PAGES_PRELOADED_BEHIND);
  const last = Math.min(pagesCount - 1, active + PAGES_PRELOADED_AHEAD);
  const pages: number[] = [];
  for (let index = first; index <= last; index += 1) pages.push(index);
  return pages;
}

/** Adds the window of `active` to the pages loaded so far; returns the same set when nothing changes. */
export function withPagesLoaded(loaded: ReadonlySet<number>, active: number, pagesCount: number): ReadonlySet<number> {
  const wanted = pagesToLoad(active, pagesCount);
  if (wanted.every((index) => loaded.has(index))) return loaded;
  return new Set([...loaded, ...wanted]);
}
