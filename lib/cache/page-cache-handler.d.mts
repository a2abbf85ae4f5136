// Types of page-cache-handler.mjs for the tests that import it.
// eslint-disable-next-line no-restricted-imports -- Next's own file-system cache, not our API's server/ folder
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export const PAGE_CACHE_MAX_BYTES: number;
export function resetPageCacheIndex(maxBytes?: number): void;
export function pageCacheBytes(): number;
export function isStorable(data: unknown): boolean;
export default class PageCacheHandler extends FileSystemCache {}
