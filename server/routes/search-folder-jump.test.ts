import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '@/lib/api/search';
import { useApiHarness } from '../test-support/api-harness';
import { dayFromToday, feedFixtures } from './feed.fixtures';

/** A folder word with a store name on either side finds that store's folders only, among several stores with folders. */

describe('search: the folder jump names a store', () => {
  const folders: Record<string, number> = {};
  const api = useApiHarness({
    seed: async (db) => {
      const f = feedFixtures(db);
      const current = { validFrom: dayFromToday(-2), validTo: dayFromToday(5) };
      const bouwhuis = await f.store({ nl: 'Bouwhuis', fr: 'Bouwhuis' }, { nl: 'bouwhuis', fr: 'bouwhuis' }, { folderClientType: 1 });
      const verse = await f.store({ nl: 'Versemarkt', fr: 'Marché Frais' }, { nl: 'versemarkt', fr: 'marche-frais' }, { folderClientType: 1 });
      folders.bouwhuis = (await f.folder({ storeId: bouwhuis, title: { nl: 'Klusweek', fr: 'Semaine bricolage' }, ...current })).id;
      folders.verse = (await f.folder({ storeId: verse, title: { nl: 'Verse week', fr: 'Semaine fraîche' }, ...current })).id;
    },
  });

  async function folderIds(search: string, locale: 'nl' | 'fr'): Promise<number[]> {
    const result = await api.call<SuggestResponse>('POST', '/search/suggest', { body: { search }, locale });
    expect(result.status).toBe(200);
    expect(result.body.meta.folder_jump).toBe(true);
    return result.body.data.folder.map((item) => item.id);
  }

  it.each([
    ['bouwhuis folder', 'nl'],
    ['Bouwhuis folders', 'nl'],
    ['folder van bouwhuis', 'nl'],
    ['bouwhuis dépliant', 'fr'],
    ['dépliants de Bouwhuis', 'fr'],
  ] as const)('"%s" lists Bouwhuis\'s folders only', async (search, locale) => {
    expect(await folderIds(search, locale)).toEqual([folders.bouwhuis]);
  });

  it('"folders" alone lists every store\'s current folders', async () => {
    expect((await folderIds('folders', 'nl')).sort()).toEqual([folders.bouwhuis, folders.verse].sort());
  });
});
