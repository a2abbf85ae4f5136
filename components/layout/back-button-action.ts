import type { AppPathname } from '@/lib/i18n/routing';

/** The folder viewer's sub-view flags (docs/product.md, Routes). */
export const FOLDER_VIEW_FLAGS = ['folderpageview', 'allpromoview', 'folderoverview'] as const;

export const FOLDER_VIEWER_ROUTE = '/folders/[storeSlug]/[folderDate]' satisfies AppPathname;

export type BackAction =
  | { kind: 'hidden' }
  /** The folder viewer without a sub-view: up to the store's folders page. */
  | { kind: 'store-folders'; storeSlug: string }
  /** A folder sub-view: the same folder with the flags removed; `search` is the new query string ('' or '?…'). */
  | { kind: 'remove-flags'; search: string }
  | { kind: 'history-back' };

export type BackButtonInput = {
  /** The internal route template (next-intl's usePathname), e.g. `/folders/[storeSlug]/[folderDate]`. */
  route: string;
  params: Record<string, string | string[] | undefined>;
  /** The current query string, with or without the leading `?`. */
  search: string;
  /** Whether the browser history holds a previous entry of this site. */
  hasPrevious: boolean;
};

/**
 * What the mobile back button does (docs/product.md, Routes): hidden on home and when there is nothing of ours
 * to go back to; on the folder viewer it goes up to the store's folders or leaves the sub-view;
 * everywhere else it is the browser's back.
 */
export function backButtonAction({ route, params, search, hasPrevious }: BackButtonInput): BackAction {
  if (route === '/' || !hasPrevious) return { kind: 'hidden' };
  if (route !== FOLDER_VIEWER_ROUTE) return { kind: 'history-back' };

  const query = new URLSearchParams(search);
  const flagged = FOLDER_VIEW_FLAGS.some((flag) => query.has(flag));
  if (flagged) {
    for (const flag of FOLDER_VIEW_FLAGS) query.delete(flag);
    const rest = query.toString();
    return { kind: 'remove-flags', search: rest ? `?${rest}` : '' };
  }
  const storeSlug = params.storeSlug;
  return typeof storeSlug === 'string' && storeSlug ? { kind: 'store-folders', storeSlug } : { kind: 'history-back' };
}
