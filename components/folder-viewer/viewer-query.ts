import { FOLDER_VIEW_FLAGS } from '@/components/layout/back-button-action';

/**
 * The folder viewer's state lives in its URL (docs/product.md, Routes): `?page=N` (1-based, left out for the
 * first page) and at most one sub-view flag. Pure functions, shared by the viewer, its menu bar and
 * the tests.
 */
export type FolderSubView = (typeof FOLDER_VIEW_FLAGS)[number];

export type ViewerState = { page: number; subView: FolderSubView | null };

export const PAGE_PARAM = 'page';
/** The value written for a sub-view flag; any value (or none) counts when reading. */
const FLAG_VALUE = '1';
const PAGE_NUMBER = /^\d{1,6}$/;

type SearchSource = Pick<URLSearchParams, 'get' | 'has'>;

/** `?page=` as a page number within 1..pagesCount; anything unreadable is the first page. */
export function parsePageParam(value: string | null | undefined, pagesCount: number): number {
  const last = Math.max(1, Math.floor(pagesCount));
  const text = value?.trim() ?? '';
  if (!PAGE_NUMBER.test(text)) return 1;
  return Math.min(Math.max(Number(text), 1), last);
}

/** The sub-view a query selects; with several flags the first of FOLDER_VIEW_FLAGS wins. */
export function subViewFrom(search: SearchSource): FolderSubView | null {
  return FOLDER_VIEW_FLAGS.find((flag) => search.has(flag)) ?? null;
}

export function readViewerState(search: SearchSource, pagesCount: number): ViewerState {
  return { page: parsePageParam(search.get(PAGE_PARAM), pagesCount), subView: subViewFrom(search) };
}

/**
 * The query string ('' or '?…') of a viewer state. Parameters the viewer does not own (a campaign
 * tag, utm_…) are kept; the page and the flags are rewritten.
 */
export function viewerSearch(current: URLSearchParams | string, state: ViewerState): string {
  const query = new URLSearchParams(current);
  query.delete(PAGE_PARAM);
  for (const flag of FOLDER_VIEW_FLAGS) query.delete(flag);
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page));
  if (state.subView) query.set(state.subView, FLAG_VALUE);
  const text = query.toString();
  return text ? `?${text}` : '';
}
