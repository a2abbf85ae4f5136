import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getStore, type StoreDetail } from '@/lib/api/catalogue';
import { getFeedItems, getFolderItem } from '@/lib/api/feed';
import { getFolder, getFolders, getStoreFolder, type Folder } from '@/lib/api/folders';
import { folderRouteParams } from '@/components/folders/folder-params';
import { matchRoute } from '@/lib/i18n/match-route';
import { locales, type Locale } from '@/lib/i18n/routing';
import { folders } from '../db/schema';
import { addDays, belgianToday } from '@/lib/dates/belgian-day';
import { useApiHarness } from '../test-support/api-harness';
import { insertFolder, insertStore } from './catalogue.fixtures';

const api = useApiHarness({ demo: true, timeoutMs: 180_000 });
const apiIn = (locale: Locale) => api.client({ locale });

async function currentFolders(locale: Locale): Promise<Folder[]> {
  const client = apiIn(locale);
  const all: Folder[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getFolders(client, { page, per_page: 100, status: 'current' });
    all.push(...list.data);
    if (list.meta.current_page >= list.meta.last_page) return all;
  }
}

/** What the folder page does with an address: match the route, check its params, ask the API. */
async function openAddress(locale: Locale, address: string): Promise<Folder | null> {
  const matched = matchRoute(address);
  if (!matched || matched.route !== '/folders/[storeSlug]/[folderDate]' || matched.locale !== locale) return null;
  const params = folderRouteParams(matched.params.storeSlug ?? '', matched.params.folderDate ?? '');
  if (!params) return null;
  try {
    return await getStoreFolder(apiIn(locale), params.storeSlug, params.folderSlug);
  } catch {
    return null;
  }
}

describe('folder addresses (demo catalogue)', () => {
  it('has stores with two current folders starting on the same day (the case this guards)', async () => {
    const folders = await currentFolders('nl');
    const starts = new Map<string, number>();
    for (const folder of folders) {
      const key = `${folder.store_id}:${folder.valid_from}`;
      starts.set(key, (starts.get(key) ?? 0) + 1);
    }
    expect([...starts.values()].filter((count) => count > 1).length).toBeGreaterThan(0);
  });

  it.each(locales)('gives every current folder its own address, which opens that folder (%s)', async (locale) => {
    const folders = await currentFolders(locale);
    expect(folders.length).toBe(60);
    const opened: Record<number, number | null> = {};
    const expected: Record<number, number> = {};
    for (const folder of folders) {
      opened[folder.id] = (await openAddress(locale, folder.route))?.id ?? null;
      expected[folder.id] = folder.id;
    }
    expect(opened).toEqual(expected);
    expect(new Set(folders.map((folder) => folder.route)).size).toBe(folders.length);
  });

  it.each(locales)('links every current folder by that address from the feed, its items and its store (%s)', async (locale) => {
    const client = apiIn(locale);
    const folders = await currentFolders(locale);
    const own = new Map(folders.map((folder) => [folder.id, folder.route]));

    const fromFeed = new Map<number, string>();
    for (let page = 1; ; page += 1) {
      const feed = await getFeedItems(client, { page, per_page: 100, filters: { morphable_types: ['Folder'] } });
      for (const item of feed.data) if (own.has(item.morphable_id)) fromFeed.set(item.morphable_id, item.data.route);
      if (feed.data.length === 0 || feed.meta.current_page >= feed.meta.last_page) break;
    }
    expect(Object.fromEntries(fromFeed)).toEqual(Object.fromEntries(own));

    const fromItems = new Map<number, string | undefined>();
    const fromStores = new Map<number, string | undefined>();
    const stores = new Map<string, StoreDetail>();
    for (const folder of folders) {
      const full = await getFolder(client, folder.id, ['store', 'pages.items']);
      const item = full.pages?.flatMap((page) => page.items ?? [])[0];
      if (item) fromItems.set(folder.id, (await getFolderItem(client, item.id)).folder?.route);
      const storeSlug = full.store?.translation.slug ?? '';
      const store = stores.get(storeSlug) ?? (await getStore(client, storeSlug));
      stores.set(storeSlug, store);
      fromStores.set(folder.id, store.active_folders.find((summary) => summary.id === folder.id)?.route);
    }
    expect(Object.fromEntries(fromItems)).toEqual(Object.fromEntries(own));
    expect(Object.fromEntries(fromStores)).toEqual(Object.fromEntries(own));
  });
});

describe('old folder addresses', () => {
  let store: number;
  const day = addDays(belgianToday(), -1);
  const empty = useApiHarness({
    seed: async (db) => {
      store = await insertStore(db, { titleNl: 'Bouwhuis', titleFr: 'Maison du bâti', slugNl: 'bouwhuis', slugFr: 'maison-du-bati', folderClientType: 1 });
    },
  });

  const open = async (path: string, locale: Locale = 'nl') => {
    const response = await empty.app.request(`/api/store/${path}`, { headers: { Language: locale } });
    const body = (await response.json()) as { data?: Folder; message?: string };
    return { status: response.status, id: body.data?.id, slug: body.data?.slug, route: body.data?.route, message: body.message };
  };

  it('opens the first folder of a day at the bare date and the next ones at -2, -3, in both languages', async () => {
    const first = await insertFolder(empty.db, { storeId: store, validFrom: day, validTo: addDays(day, 6) });
    const second = await insertFolder(empty.db, { storeId: store, validFrom: day, validTo: addDays(day, 13) });
    expect(await open(`bouwhuis/folders/${day}`)).toMatchObject({ status: 200, id: first, slug: day, route: `/folders/bouwhuis/${day}` });
    expect(await open(`bouwhuis/folders/${day}-2`)).toMatchObject({ status: 200, id: second, slug: `${day}-2`, route: `/folders/bouwhuis/${day}-2` });
    expect(await open(`maison-du-bati/folders/${day}-2`, 'fr')).toMatchObject({ status: 200, id: second, route: `/fr/depliants/maison-du-bati/${day}-2` });
  });

  it('answers 404 in the JSON shape for a key no folder has or that is not one', async () => {
    for (const key of [`${day}-3`, `${day}-1`, `${day}-02`, `${day}-0`, `${day}-`, '2026-02-30', '2026-02-30-2', 'morgen', `${day}-9999999`]) {
      expect(await open(`bouwhuis/folders/${encodeURIComponent(key)}`), key).toEqual({
        status: 404,
        id: undefined,
        slug: undefined,
        route: undefined,
        message: 'Folder not found.',
      });
    }
  });

  it('still opens, at a bare date, the folder starting that day when no folder has that date as its key', async () => {
    // A folder whose validity was moved keeps its address; its new first day still finds it.
    const moved = await insertFolder(empty.db, { storeId: store, validFrom: addDays(day, -3), validTo: addDays(day, 6) });
    await empty.db.update(folders).set({ validFrom: addDays(day, -2) }).where(eq(folders.id, moved));
    expect(await open(`bouwhuis/folders/${addDays(day, -2)}`)).toMatchObject({ status: 200, id: moved, slug: addDays(day, -3) });
    expect(await open(`bouwhuis/folders/${addDays(day, -3)}`)).toMatchObject({ status: 200, id: moved, slug: addDays(day, -3) });
    // The folder holding the bare date is withdrawn: the address opens the other one of that day.
    const withdrawnDay = addDays(day, -5);
    const withdrawn = await insertFolder(empty.db, { storeId: store, validFrom: withdrawnDay, validTo: addDays(day, 6) });
    const kept = await insertFolder(empty.db, { storeId: store, validFrom: withdrawnDay, validTo: addDays(day, 6) });
    await empty.db.update(folders).set({ publishedAt: null }).where(eq(folders.id, withdrawn));
    expect(await open(`bouwhuis/folders/${withdrawnDay}`)).toMatchObject({ status: 200, id: kept, slug: `${withdrawnDay}-2` });
  });
});
