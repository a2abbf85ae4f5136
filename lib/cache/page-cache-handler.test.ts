import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- Next's own fs helpers, not our API's server/ folder
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageCacheGeneration } from './cache-generation.mjs';
import PageCacheHandler, { isStorable, pageCacheBytes, resetPageCacheIndex } from './page-cache-handler.mjs';

/** Total bytes of the files under a directory. */
async function du(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

type SetArgs = Parameters<PageCacheHandler['set']>;

/** An App Router page entry as Next hands it to the cache. */
function page(status: number, bytes: number): SetArgs[1] {
  return {
    kind: 'APP_PAGE',
    html: 'x'.repeat(bytes),
    rscData: Buffer.from('r'.repeat(100)),
    headers: {},
    postponed: undefined,
    status,
    segmentData: undefined,
  } as unknown as SetArgs[1];
}

const context = { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as unknown as SetArgs[2];
const key = (n: number) => `/route-cache/APP_PAGE/${'a'.repeat(64)}/$/nl/posts/${n}`;

describe('page cache handler', () => {
  let serverDistDir: string;
  let handler: PageCacheHandler;

  beforeEach(async () => {
    serverDistDir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
    resetPageCacheIndex(20_000);
    handler = new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] } as unknown as ConstructorParameters<typeof PageCacheHandler>[0]);
  });

  afterEach(async () => {
    resetPageCacheIndex();
    await rm(serverDistDir, { recursive: true, force: true });
  });

  it('never stores error answers (the 404 of an unknown id or a malformed parameter)', async () => {
    for (let n = 0; n < 50; n += 1) await handler.set(key(n), page(404, 2_000), context);
    await handler.set(key(99), page(500, 2_000), context);
    expect(await du(serverDistDir)).toBe(0);
    expect(await handler.get(key(1), { kind: 'APP_PAGE' } as Parameters<PageCacheHandler['get']>[1])).toBeNull();
    expect(isStorable(page(200, 1))).toBe(true);
    expect(isStorable({ kind: 'APP_ROUTE', status: 404 })).toBe(false);
  });

  it('tells the front layer of every stored page and every expired tag (its copies are dropped then)', async () => {
    const before = pageCacheGeneration();
    await handler.set(key(1), page(200, 100), context);
    const afterSet = pageCacheGeneration();
    expect(afterSet).toBeGreaterThan(before);
    await handler.revalidateTag(['promo:36'], undefined);
    expect(pageCacheGeneration()).toBeGreaterThan(afterSet);
    // An error answer is not stored: nothing changed.
    const afterTag = pageCacheGeneration();
    await handler.set(key(2), page(404, 100), context);
    expect(pageCacheGeneration()).toBe(afterTag);
  });

  it('stores pages, and keeps the entries on disk within the bound, dropping the least recently used', async () => {
    await handler.set(key(0), page(200, 3_000), context);
    expect(await du(serverDistDir)).toBeGreaterThan(3_000);
    for (let n = 1; n < 40; n += 1) {
      await handler.set(key(n), page(200, 3_000), context);
      // Reading the first entry keeps it among the most recently used.
      await handler.get(key(0), { kind: 'APP_PAGE' } as Parameters<PageCacheHandler['get']>[1]);
    }
    const onDisk = await du(serverDistDir);
    expect(onDisk).toBeLessThanOrEqual(20_000);
    expect(pageCacheBytes()).toBe(onDisk);
    const files = (await readdir(serverDistDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(files.some((file) => file.endsWith(`${path.sep}0.html`))).toBe(true);
    expect(files.some((file) => file.endsWith(`${path.sep}1.html`))).toBe(false);
    expect(files.some((file) => file.endsWith(`${path.sep}39.html`))).toBe(true);
  });

  it('counts what an earlier run left on disk', async () => {
    for (let n = 0; n < 3; n += 1) await handler.set(key(n), page(200, 3_000), context);
    const before = await du(serverDistDir);
    resetPageCacheIndex(20_000);
    new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] } as unknown as ConstructorParameters<typeof PageCacheHandler>[0]);
    expect(pageCacheBytes()).toBe(before);
  });

  it('is the cache handler of the build', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.ts'), 'utf8');
    expect(config).toMatch(/cacheHandler: require\.resolve\('\.\/lib\/cache\/page-cache-handler\.mjs'\)/);
  });
});
