import type { StoreSummary } from './catalogue';
import type { ApiClient } from './client';
import type { Paginated } from './types';

/** docs/product.md, Limits: folder lists show 9 per page. */
export const FOLDERS_PAGE_SIZE = 9;

export const FOLDER_STATUSES = ['current', 'upcoming', 'expired'] as const;
export type FolderStatus = (typeof FOLDER_STATUSES)[number];

/** Relations a folder request may ask for (`include=store,pages.items`). `pages.items` implies `pages`. */
export const FOLDER_INCLUDES = ['store', 'pages', 'pages.items'] as const;
export type FolderInclude = (typeof FOLDER_INCLUDES)[number];

/** A store's folder as listed on the store (active_folders, upcoming_folders, expired_folders). */
export type FolderSummary = {
  id: number;
  /** YYYY-MM-DD */
  valid_from: string;
  /** YYYY-MM-DD */
  valid_to: string;
  /** Localized, e.g. "Geldig van 18/11 tot 24/11" or "À partir du 25/11". */
  valid_text: string;
  /** The cover: the first page's image. */
  image_url: string | null;
  /** The folder viewer's site path. */
  route: string;
};

/** A clickable offer on a folder page; `rect` is in fractions (0..1) of the page's width and height. */
export type FolderItem = {
  id: number;
  page_id: number;
  title: string;
  new_price: number | null;
  old_price: number | null;
  discount_text: string | null;
  image_url: string | null;
  rect: { x: number; y: number; width: number; height: number };
  route: string;
};

export type FolderPage = {
  id: number;
  page_number: number;
  image_url: string | null;
  width: number;
  height: number;
  /** Present when `pages.items` was included. */
  items?: FolderItem[];
};

export type Folder = {
  id: number;
  store_id: number;
  /** Its address under the store (`route` ends with it): see `splitFolderSlug`. */
  slug: string;
  valid_from: string;
  valid_to: string;
  valid_text: string;
  status: FolderStatus;
  pages_count: number;
  items_count: number;
  image_url: string | null;
  /** Personal; false for guests. */
  is_favourite: boolean;
  route: string;
  translation: { title: string };
  /** Present when `store` was included. */
  store?: StoreSummary;
  /** Present when `pages` or `pages.items` was included. */
  pages?: FolderPage[];
};

/**
 * A folder's address key under its store, `/folders/{store}/{slug}`: its first valid day (`2026-11-23`),
 * with `-2`, `-3`… when the store has more than one folder starting that day (`2026-11-23-2`). Read
 * here only for its shape, the date part still to be checked as a date; null when it has another shape.
 */
export function splitFolderSlug(slug: string): { date: string; suffix: number | null } | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:-([1-9]\d{0,5}))?$/.exec(slug);
  if (!match?.[1]) return null;
  const suffix = match[2] === undefined ? null : Number(match[2]);
  // `-1` is no folder's address: the first folder of a day has the bare date.
  if (suffix === 1) return null;
  return { date: match[1], suffix };
}

/** A facet value of the folder list (`include_filters`): how many folders match it. */
export type FolderFacet = { id: number; title: string; count: number };

export type FolderFacets = { categories: FolderFacet[]; stores: FolderFacet[] };

export type FolderList = Paginated<Folder, Partial<FolderFacets>>;

export type FolderListParams = {
  page?: number;
  per_page?: number;
  include?: readonly FolderInclude[];
  include_filters?: boolean;
  status?: FolderStatus;
  filters?: { categories?: number[]; stores?: number[] };
};

function includeParam(include: readonly FolderInclude[] | undefined): string | undefined {
  return include && include.length > 0 ? include.join(',') : undefined;
}

export async function getFolders(api: ApiClient, params: FolderListParams = {}): Promise<FolderList> {
  const { include, include_filters, ...rest } = params;
  const response = await api.get<FolderList>('/folders', {
    params: {
      ...rest,
      include: includeParam(include),
      include_filters: include_filters ? 1 : undefined,
    },
  });
  return response.data;
}

/** One folder; the server includes `store` and `pages` when `include` is not given. */
export async function getFolder(
  api: ApiClient,
  id: number,
  include: readonly FolderInclude[] = ['store', 'pages.items'],
): Promise<Folder> {
  const response = await api.get<{ data: Folder }>(`/folders/${encodeURIComponent(String(id))}`, {
    params: { include: includeParam(include) },
  });
  return response.data.data;
}

/**
 * The store's folder at address key `folderSlug` (see `splitFolderSlug`), with its store, pages and
 * items. A bare date no folder has as its key answers with the folder starting that day: compare the
 * answer's `slug` to send the visitor on to its own address.
 */
export async function getStoreFolder(api: ApiClient, storeSlug: string, folderSlug: string): Promise<Folder> {
  const response = await api.get<{ data: Folder }>(
    `/store/${encodeURIComponent(storeSlug)}/folders/${encodeURIComponent(folderSlug)}`,
  );
  return response.data.data;
}
