import { safeDecodeURIComponent } from '@/lib/http/url-text';
import { folderSlugParam, storeSlugParam as storeSlugSchema } from '@/lib/schemas/route-params';

/**
 * Route parameters of the folder pages, checked before anything is asked of the API: a malformed
 * store slug or folder date is a 404 without a round trip. (List filters and pages in the query are
 * read with `lib/filters/url`, like every other filtered list.) The rules are lib/schemas/route-params.ts,
 * shared with the API.
 */

/** A store slug as it may appear in a path: no spaces, slashes or control characters. */
export function isStoreSlug(value: string): boolean {
  return storeSlugSchema.safeParse(value).success;
}

/** The route's store slug, or null when it cannot name a store (the page answers 404 without asking the API). */
export function parseStoreSlug(raw: string): string | null {
  // Next.js hands dynamic params over still percent-encoded.
  const slug = safeDecodeURIComponent(raw);
  return slug !== null && isStoreSlug(slug) ? slug : null;
}

/** A folder's address key (`2026-11-23`, `2026-11-23-2`: see `splitFolderSlug`) with a real date. */
export function isFolderSlug(value: string): boolean {
  return folderSlugParam.safeParse(value).success;
}

/** The folder viewer's route params, checked; null when they cannot name a folder. */
export function folderRouteParams(rawStoreSlug: string, folderSlug: string): { storeSlug: string; folderSlug: string } | null {
  const storeSlug = parseStoreSlug(rawStoreSlug);
  return storeSlug !== null && isFolderSlug(folderSlug) ? { storeSlug, folderSlug } : null;
}
