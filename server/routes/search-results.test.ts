import { describe, expect, it } from 'vitest';
import { RESULT_GROUPS, RESULT_GROUP_LIMIT, type SearchResultsResponse, type SearchSuggestion } from '@/lib/api/search';
import * as schema from '../db/schema';
import { useApiHarness, type JsonResult } from '../test-support/api-harness';
import { seedSearchWorld, type SearchWorld } from './search.fixtures';

/** GET /search/results: the results page's groups beside the promos, and "did you mean" (docs/search.md). */

/** More "Koffiefilter" products than a group shows. */
const FILTERS = RESULT_GROUP_LIMIT + 3;

let world: SearchWorld;
const api = useApiHarness({
  seed: async (db) => {
    world = await seedSearchWorld(db);
    await db.insert(schema.products).values(
      Array.from({ length: FILTERS }, (_, index) => ({
        titleNl: `Koffiefilter nummer ${index + 1}`,
        titleFr: `Filtre à café numéro ${index + 1}`,
        slugNl: `koffiefilter-${index + 1}`,
        slugFr: `filtre-a-cafe-${index + 1}`,
      })),
    );
  },
});

async function results(q: string, locale: 'nl' | 'fr' = 'nl', group?: string): Promise<SearchResultsResponse> {
  const result = await get(q, locale, group);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as SearchResultsResponse;
}

function get(q: string, locale: 'nl' | 'fr' = 'nl', group?: string): Promise<JsonResult> {
  const params = new URLSearchParams({ q, ...(group === undefined ? {} : { group }) });
  return api.call('GET', `/search/results?${params.toString()}`, { locale });
}

const titles = (items: SearchSuggestion[]) => items.map((item) => item.title);

describe('the groups', () => {
  it('lists every group but the promos, in the request language, articles for Dutch only', async () => {
    const nl = await results('koffie');
    expect(Object.keys(nl.data)).toEqual([...RESULT_GROUPS]);
    expect(titles(nl.data.product)).toContain('Koffiebonen 1 kg');
    expect(titles(nl.data.webshop)).toEqual(['Koffieland']);
    expect(titles(nl.data.article)).toEqual(['Koffie wordt duurder']);
    expect(nl.meta).toMatchObject({ query: 'koffie', folder_jump: false, did_you_mean: [] });
    const fr = await results('koffie', 'fr');
    expect(fr.data.product[0]?.url).toMatch(/^\/fr\/product\//);
    expect(fr.data.article).toEqual([]);
  });

  it('a store name gives the store with its active folders and its current folders', async () => {
    const { data } = await results('bouwhuis');
    expect(data.store[0]).toMatchObject({ id: world.stores.bouwhuis, url: '/store/bouwhuis' });
    expect(data.store[0]?.active_folders?.map((folder) => folder.id)).toEqual([world.folders.current]);
    expect(data.folder.map((item) => item.id)).toEqual([world.folders.current]);
  });

  it('"bouwhuis folder" finds Bouwhuis\'s folders, and says it was a folder search', async () => {
    const { data, meta } = await results('bouwhuis folder');
    expect(meta.folder_jump).toBe(true);
    expect(data.folder.map((item) => item.id)).toEqual([world.folders.current]);
  });

  it('shows a few items per group and says there are more; `group` lists one group alone, up to its larger limit', async () => {
    const all = await results('koffiefilter');
    expect(all.data.product).toHaveLength(RESULT_GROUP_LIMIT);
    expect(all.meta.more).toMatchObject({ product: true, brand: false, folder: false });
    const one = await results('koffiefilter', 'nl', 'product');
    expect(one.data.product).toHaveLength(FILTERS);
    expect(one.meta.more.product).toBe(false);
    expect(one.data.brand).toEqual([]);
    expect(one.data.folder).toEqual([]);
  });
});

describe('did you mean', () => {
  it('offers the query with its typos corrected, and nothing when nothing was corrected', async () => {
    expect((await results('koffei')).meta.did_you_mean).toEqual(['koffie']);
    expect((await results('nespreso capsules')).meta.did_you_mean).toEqual(['nespresso capsules']);
    expect((await results('nespresso')).meta.did_you_mean).toEqual([]);
  });

  it('keeps the folder word of a folder search', async () => {
    expect((await results('bouwhuiss folder')).meta.did_you_mean).toEqual(['bouwhuis folder']);
  });
});

describe('hostile or empty input', () => {
  it.each([
    ['very long', `${'koffie '.repeat(1200)}`],
    ['SQL-ish', "koffie'; drop table stores; --"],
    ['tsquery and LIKE syntax', 'kof:* & !(x) | %_\\'],
    ['only punctuation', '!!! ??? ...'],
    ['emoji', '☕🍰'],
    ['blank', '   '],
  ])('%s: 200 with well-formed groups, never an error', async (_, q) => {
    const { data, meta } = await results(q);
    expect(Object.keys(data)).toEqual([...RESULT_GROUPS]);
    expect(Array.isArray(meta.did_you_mean)).toBe(true);
  });

  it('refuses a missing query, control characters, an unknown group and an absurd length with a 422 in the API shape', async () => {
    for (const path of ['/search/results', '/search/results?q=kof%00fie%07', '/search/results?q=koffie&group=entity', `/search/results?q=${'a'.repeat(10_001)}`]) {
      const result = await api.call('GET', path);
      expect(result.status, path).toBe(422);
      expect(typeof result.body.message).toBe('string');
    }
  });
});
