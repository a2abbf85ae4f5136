import '@/tests/support/next-request-storage';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- Next's own cache, the one `unstable_cache` writes through in production
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
// eslint-disable-next-line no-restricted-imports -- Next's own fs helpers, not our API's server/ folder
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerInProcessApi } from '@/lib/api/in-process';
import { isApiError } from '@/lib/api/errors';
import { getPublicApi } from '@/lib/api/server';
/* eslint-disable no-restricted-imports -- the test mounts the API in this process, as app/api/[[...route]]/route.ts does */
import { createApiApp } from '@/server/app';
import { createTestDb, type TestDbHandle } from '@/server/db/test-db';
import { feedFixtures } from '@/server/routes/feed.fixtures';
/* eslint-enable no-restricted-imports */
import { cached } from './cached';
import { loadFeedPage } from './feed';
import { loadFolderPage, loadNewsPage } from './lists';
import { PastTheEnd } from './not-found';
import PageCacheHandler, { resetPageCacheIndex } from './page-cache-handler.mjs';

// The data cache of list pages, end to end in one process: the in-process API on a fresh PGlite,
// Next's IncrementalCache over our page cache handler (what `unstable_cache` uses in production).

describe('cached list data', () => {
  let h: TestDbHandle;
  let dir: string;
  let incrementalCache: IncrementalCache;
  let statements = 0;

  beforeAll(async () => {
    h = await createTestDb();
    if (h.kind !== 'pglite') throw new Error('This test counts PGlite statements');
    const { pglite } = h;
    const query = pglite.query.bind(pglite);
    pglite.query = ((...args: Parameters<typeof query>) => {
      statements += 1;
      return query(...args);
    }) as typeof pglite.query;
    const app = createApiApp({ db: h.db });
    registerInProcessApi((request) => app.fetch(request));

    const f = feedFixtures(h.db);
    const category = await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' });
    const webshopId = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });
    for (let n = 1; n <= 3; n += 1) {
      await f.onlinePromo({ webshopId, type: 'promos', title: { nl: `Promo ${n}`, fr: `Promo ${n}` }, categoryIds: [category] });
    }
  }, 180_000);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'data-cache-'));
    resetPageCacheIndex();
    incrementalCache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(dir, 'server'),
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      fetchCacheKeyPrefix: '',
      CurCacheHandler: PageCacheHandler,
      previewProps: { previewModeId: 'test', previewModeEncryptionKey: '', previewModeSigningKey: '' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'test', previewModeEncryptionKey: '', previewModeSigningKey: '' } },
    } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
    (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache = incrementalCache;
  });

  afterAll(async () => {
    delete (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
    await h.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The SQL statements a call runs. */
  async function sqlOf<T>(call: () => Promise<T>): Promise<{ value: T; sql: number }> {
    const before = statements;
    const value = await call();
    return { value, sql: statements - before };
  }

  const entries = async () => readdir(path.join(dir, 'cache', 'fetch-cache')).catch(() => [] as string[]);
  const query = { locale: 'nl' as const, filters: { q: 'promo' }, page: 1, perPage: 2, facets: true };

  it('answers the second identical list query without SQL; another query or language asks again', async () => {
    const first = await sqlOf(() => loadFeedPage(query));
    expect(first.sql).toBeGreaterThan(0);
    expect(first.value.meta.total).toBe(3);
    expect((await entries()).length).toBe(1);

    const second = await sqlOf(() => loadFeedPage({ ...query, filters: { q: 'promo' } }));
    expect(second.sql).toBe(0);
    expect(second.value).toEqual(first.value);

    expect((await sqlOf(() => loadFeedPage({ ...query, page: 2 }))).sql).toBeGreaterThan(0);
    expect((await sqlOf(() => loadFeedPage({ ...query, locale: 'fr' }))).sql).toBeGreaterThan(0);
  });

  it('caches the folder and news lists per query too', async () => {
    const loads: Array<() => Promise<unknown>> = [
      () => loadFolderPage({ locale: 'nl', page: 1, categories: [1] }),
      () => loadNewsPage({ locale: 'fr', page: 1 }),
    ];
    for (const load of loads) {
      expect((await sqlOf(load)).sql).toBeGreaterThan(0);
      expect((await sqlOf(load)).sql).toBe(0);
    }
    const pastTheEnd: unknown = await loadNewsPage({ locale: 'nl', page: 9 }).catch((caught: unknown) => caught);
    expect(pastTheEnd).toBeInstanceOf(PastTheEnd);
  });

  it('stores nothing for a page past the end or an API 404', async () => {
    await expect(loadFeedPage({ ...query, page: 9 })).rejects.toBeInstanceOf(PastTheEnd);
    const unknownStore = () =>
      cached('store', { locale: 'nl', slug: 'nope' }, async ({ locale, slug }) => (await getPublicApi(locale)).get(`/store/${slug}`), {
        tags: ['catalogue'],
        lifetime: 'catalogue',
      });
    const error: unknown = await unknownStore().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(await entries()).toEqual([]);
    // A rejection is not remembered: the next call asks again.
    expect((await sqlOf(() => loadFeedPage({ ...query, page: 9 }).catch((caught: unknown) => caught))).sql).toBeGreaterThan(0);
  });

  it('asks again after the tag is revalidated', async () => {
    await loadFeedPage(query);
    expect((await sqlOf(() => loadFeedPage(query))).sql).toBe(0);
    // What Next runs at the end of a request that called `revalidateTag('feed', { expire: 0 })`.
    await incrementalCache.revalidateTag(['feed'], { expire: 0 });
    expect((await sqlOf(() => loadFeedPage(query))).sql).toBeGreaterThan(0);
  });
});
