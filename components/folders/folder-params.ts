import { splitFolderSlug } from '@/lib/api/folders';
import { safeDecodeURIComponent } from '@/lib/http/url-text';

/**
 * Route parameters of the folder pages, checked before anything is asked of the API: a malformed
 * store slug or folder date is a 404 without a round trip. (List filters and pages in the query are
 * read with `lib/filters/url`, like every other filtered list.)
 */

const MAX_SLUG_LENGTH = 200;

/** A store slug as it may appear in a path: no spaces, slashes or control characters. */
export function isStoreSlug(value: string): boolean {
  return value.length > 0 && value.length <= MAX_SLUG_LENGTH && !/[\s/\\\u0000-\u001f\u007f]/.test(value);
}

/** The route's store slug, or null when it cannot name a store (the page answers 404 without asking the API). */
export function storeSlugParam(raw: string): string | null {
  // Next.js hands dynamic params over still percent-encoded.
  const slug = safeDecodeURIComponent(raw);
  return slug !== null && isStoreSlug(slug) ? slug : null;
}

/** A real calendar date written YYYY-MM-DD (the folder viewer's `folderDate`). */
export function isFolderDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A folder's address key (`2026-11-23`, `2026-11-23-2`: see `splitFolderSlug`) with a real date. */
export function isFolderSlug(value: string): boolean {
  const parts = splitFolderSlug(value);
  return parts !== null && isFolderDate(parts.date);
}

/** The folder viewer's route params, checked; null when they cannot name a folder. */
export function folderRouteParams(rawStoreSlug: string, folderSlug: string): { storeSlug: string; folderSlug: string } | null {
  const storeSlug = storeSlugParam(rawStoreSlug);
  return storeSlug !== null && isFolderSlug(folderSlug) ? { storeSlug, folderSlug } : null;
}
