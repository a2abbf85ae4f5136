// @ts-check
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bumpPageCacheGeneration } from './cache-generation.mjs';

/**
 * The page cache (Next's `cacheHandler`, see next.config.ts): Next's own file-system cache, with two
 * limits it lacks. Without them every address a visitor invents under a cached dynamic route
 * (`/posts/{{7*7}}`) wrote its rendered 404 to `.next/server/route-cache`, without end.
 *
 * - Error answers (status 400 and up, e.g. the 404 of an unknown id) are never stored: they render
 *   again on each request, like any page that is not cached.
 * - The entries written at run time are bounded in bytes; past the bound the least recently used
 *   ones are deleted. Next keeps its build output elsewhere and promotes it back on demand, so an
 *   evicted entry is only re-rendered, never lost.
 *
 * Plain JavaScript: Next imports this file at run time, it is not compiled with the app.
 */

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** Default bound of the entries written at run time. */
export const PAGE_CACHE_MAX_BYTES = 200 * 1024 * 1024;

/** Everything Next writes for one response entry: `<base>.html`, `.rsc`, `.meta`, `.body`, `.json`, `.segments/`. */
const RESPONSE_SUFFIXES = ['.html', '.rsc', '.meta', '.body', '.json', '.segments'];
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * One index per process: file base → its paths and bytes, least recently used first. Next builds a
 * handler per request, and this module is loaded more than once (Next imports it, Turbopack also
 * bundles it into the server chunks), so the index lives on globalThis.
 * @typedef {{ entries: Map<string, { paths: string[], bytes: number }>, bytes: number, maxBytes: number, scanned: Set<string> }} CacheIndex
 */
const INDEX = Symbol.for('dealwijzer.page-cache-index');
if (!Reflect.get(globalThis, INDEX)) Reflect.set(globalThis, INDEX, { entries: new Map(), bytes: 0, maxBytes: PAGE_CACHE_MAX_BYTES, scanned: new Set() });
/** @type {CacheIndex} */
const index = Reflect.get(globalThis, INDEX);

/** Tests only: a smaller bound, and a fresh index. */
export function resetPageCacheIndex(maxBytes = PAGE_CACHE_MAX_BYTES) {
  index.entries.clear();
  index.bytes = 0;
  index.maxBytes = maxBytes;
  index.scanned.clear();
}

/** The bytes the page cache holds at run time, as this process counts them. */
export function pageCacheBytes() {
  return index.bytes;
}

/**
 * Whether a value may be stored: not an error answer.
 * @param {unknown} data
 */
export function isStorable(data) {
  if (!data || typeof data !== 'object') return true;
  const { kind, status } = /** @type {{ kind?: string, status?: number }} */ (data);
  return !(kind && RESPONSE_KINDS.has(kind) && typeof status === 'number' && status >= 400);
}

/** @param {string} file */
function sizeOf(file) {
  try {
    const info = statSync(file);
    if (!info.isDirectory()) return info.size;
    return readdirSync(file).reduce((sum, name) => sum + sizeOf(path.join(file, name)), 0);
  } catch {
    return 0;
  }
}

/** @param {string} file */
async function sizeOfAsync(file) {
  try {
    const info = await stat(file);
    return info.isDirectory() ? sizeOf(file) : info.size;
  } catch {
    return 0;
  }
}

/** @param {string} base @param {string[]} paths @param {number} bytes */
function remember(base, paths, bytes) {
  const previous = index.entries.get(base);
  if (previous) {
    index.bytes -= previous.bytes;
    index.entries.delete(base);
  }
  index.entries.set(base, { paths, bytes });
  index.bytes += bytes;
}

/** @param {string} base */
function touch(base) {
  const entry = index.entries.get(base);
  if (!entry) return;
  index.entries.delete(base);
  index.entries.set(base, entry);
}

async function evict() {
  while (index.bytes > index.maxBytes && index.entries.size > 0) {
    const [base, entry] = /** @type {[string, { paths: string[], bytes: number }]} */ (index.entries.entries().next().value);
    index.entries.delete(base);
    index.bytes -= entry.bytes;
    await Promise.all(entry.paths.map((file) => rm(file, { recursive: true, force: true })));
  }
}

/**
 * Counts what earlier runs left in `<serverDistDir>/route-cache`, oldest first, once per directory.
 * @param {string} serverDistDir
 */
function scan(serverDistDir) {
  if (index.scanned.has(serverDistDir)) return;
  index.scanned.add(serverDistDir);
  const found = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const suffix = RESPONSE_SUFFIXES.find((candidate) => name.endsWith(candidate));
      const info = statSync(full);
      if (info.isDirectory() && suffix !== '.segments') {
        walk(full);
        continue;
      }
      const base = suffix ? full.slice(0, -suffix.length) : full;
      const entry = found.get(base) ?? { bytes: 0, mtime: 0 };
      entry.bytes += info.isDirectory() ? sizeOf(full) : info.size;
      entry.mtime = Math.max(entry.mtime, info.mtimeMs);
      found.set(base, entry);
    }
  };
  const root = path.join(serverDistDir, 'route-cache');
  if (existsSync(root)) walk(root);
  for (const [base, entry] of [...found].sort((a, b) => a[1].mtime - b[1].mtime)) {
    remember(base, RESPONSE_SUFFIXES.map((suffix) => base + suffix), entry.bytes);
  }
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    // Next also builds handlers without a directory (nothing on disk then): only memory is used.
    this.distDir = ctx.serverDistDir || null;
    if (this.distDir && ctx.flushToDisk !== false) scan(this.distDir);
  }

  /**
   * The file base of an entry and every path it may occupy.
   * @param {string} key
   * @param {string} kind
   * @returns {{ base: string, paths: string[] }}
   */
  location(key, kind) {
    // getFilePath is private in Next's types only; it is the one place that maps keys to files.
    const getFilePath = /** @type {(key: string, kind: string) => string} */ (Reflect.get(this, 'getFilePath')).bind(this);
    if (kind === 'FETCH') {
      const file = getFilePath(key, kind);
      return { base: file, paths: [file] };
    }
    const base = getFilePath(`${key}.html`, kind).slice(0, -'.html'.length);
    return { base, paths: RESPONSE_SUFFIXES.map((suffix) => base + suffix) };
  }

  /** @type {FileSystemCache['revalidateTag']} */
  async revalidateTag(...args) {
    // Every tag expiry (a vote, a new post, an edit: the API's revalidateTag) reaches the front layer,
    // before (nothing copied from now on is served) and after (nor what was copied meanwhile).
    bumpPageCacheGeneration();
    await super.revalidateTag(...args);
    bumpPageCacheGeneration();
  }

  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const value = await super.get(...args);
    const [key, ctx] = args;
    if (value && this.distDir && ctx && typeof ctx.kind === 'string' && ctx.kind !== 'IMAGE') touch(this.location(key, ctx.kind).base);
    return value;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (!isStorable(data)) return;
    await super.set(key, data, ctx);
    // A new rendering is in: the front layer's copies of pages may be older than it.
    bumpPageCacheGeneration();
    if (!data || !this.distDir) return;
    const kind = data.kind === 'FETCH' ? 'FETCH' : RESPONSE_KINDS.has(data.kind) ? data.kind : null;
    if (!kind) return;
    const { base, paths } = this.location(key, kind);
    const sizes = await Promise.all(paths.map(sizeOfAsync));
    remember(base, paths, sizes.reduce((sum, size) => sum + size, 0));
    await evict();
  }
}
