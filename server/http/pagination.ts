import type { PageMeta } from '@/lib/api/types';

/** Clamp limits for every paginated list (ARCHITECTURE rule 4: page sizes clamped to a sane maximum). */
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 100_000;

export type PageRequest = { page: number; perPage: number; offset: number };

export function pageRequest(page: number, perPage: number): PageRequest {
  const safePerPage = Math.min(Math.max(1, Math.trunc(perPage)), MAX_PER_PAGE);
  const safePage = Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE);
  return { page: safePage, perPage: safePerPage, offset: (safePage - 1) * safePerPage };
}

/** Laravel's paginator meta: current_page, last_page, per_page, total, from, to. */
export function pageMeta(request: PageRequest, total: number, returned: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  return {
    current_page: request.page,
    last_page: lastPage,
    per_page: request.perPage,
    total,
    from: returned > 0 ? request.offset + 1 : null,
    to: returned > 0 ? request.offset + returned : null,
  };
}

export function paginated<T, M extends object = object>(
  data: T[],
  request: PageRequest,
  total: number,
  extraMeta?: M,
): { data: T[]; meta: PageMeta & M } {
  return { data, meta: { ...pageMeta(request, total, data.length), ...(extraMeta as M) } };
}

/**
 * A list read from `offset` instead of its page: how many entries the caller already has. A page
 * that removes entries as the member goes (their favourites) loads on from there without skipping
 * the ones that moved up.
 */
export function startingAt(request: PageRequest, offset: number | undefined): PageRequest {
  if (offset === undefined) return request;
  return { ...request, offset, page: Math.floor(offset / request.perPage) + 1 };
}
