import { describe, expect, it } from 'vitest';
import type { SearchSuggestion, SuggestResponse } from '@/lib/api/search';
import { useApiHarness } from '../test-support/api-harness';
import { seedSearchWorld, type SearchWorld } from './search.fixtures';

/** POST /search/suggest: what shoppers type finds what they mean (docs/search.md). */

let world: SearchWorld;
const api = useApiHarness({
  seed: async (db) => {
    world = await seedSearchWorld(db);
  },
});

async function suggest(search: string, locale: 'nl' | 'fr' = 'nl'): Promise<SuggestResponse> {
  const result = await api.call<SuggestResponse>('POST', '/search/suggest', { body: { search }, locale });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

const titles = (items: SearchSuggestion[]) => items.map((item) => item.title);
const entityIds = (items: SearchSuggestion[]) => items.map((item) => `${item.morphable_type}:${item.id}`);

describe('as you type', () => {
  it('"ko" finds koffie and Kodak by prefix in every group, from 1 character on', async () => {
    const { data } = await suggest('ko');
    expect(titles(data.brand)).toContain('Kodak');
    expect(titles(data.webshop)).toEqual(['Koffieland']);
    expect(titles(data.product)).toContain('Koffiebonen 1 kg');
    expect(titles(data.article)).toEqual(['Koffie wordt duurder']);
    expect(entityIds(data.entity)).toContain(`Post:${world.posts.currentPost}`);
    const one = await suggest('k');
    expect(titles(one.data.brand)).toContain('Kodak');
  });

  it('ranks an exact title above a prefix, and current promos above expired ones whatever their temperature', async () => {
    const { data } = await suggest('koffiemachine');
    expect(entityIds(data.entity)).toEqual([`Post:${world.posts.currentPost}`, `Post:${world.posts.expiredPost}`]);
    expect(data.entity.map((item) => item.is_expired)).toEqual([false, true]);
    const exact = await suggest('kodak');
    expect(titles(exact.data.brand)[0]).toBe('Kodak');
  });

  it('gives every item an id, a title and the site path in the request language', async () => {
    const nl = await suggest('nespresso');
    expect(nl.data.brand[0]).toMatchObject({ id: world.brands.nespresso, title: 'Nespresso', url: '/brand/nespresso' });
    expect(nl.data.entity[0]).toMatchObject({ id: world.capsules, morphable_type: 'OnlinePromo', url: `/online-promos/${world.capsules}` });
    const fr = await suggest('nespresso', 'fr');
    expect(fr.data.brand[0]?.url).toBe('/fr/brand/nespresso-fr');
    expect(fr.data.entity[0]?.title).toBe('Capsules Nespresso -30 %');
    expect(fr.data.article).toEqual([]);
  });
});

describe('typos and accents', () => {
  it.each([
    ['koffei', 'Koffiebonen 1 kg'],
    ['nespreso', 'Nespresso'],
  ])('"%s" still finds %s', async (typed, expected) => {
    const { data } = await suggest(typed);
    expect([...titles(data.brand), ...titles(data.product)]).toContain(expected);
  });

  it('a typo finds promos too ("kofiemachine")', async () => {
    const { data } = await suggest('kofiemachine');
    expect(entityIds(data.entity)).toContain(`Post:${world.posts.currentPost}`);
  });

  it('"creme" finds "Crème fraîche" and "crème" finds it as well', async () => {
    expect(titles((await suggest('creme')).data.product)).toEqual(['Crème fraîche 200 ml']);
    expect(titles((await suggest('CRÈME FRAI')).data.product)).toEqual(['Crème fraîche 200 ml']);
  });
});

describe('across the languages', () => {
  it('"koffie" finds a French post about "café", and "café" a Dutch one about "koffie"', async () => {
    const nl = await suggest('koffie');
    expect(entityIds(nl.data.entity)).toContain(`Post:${world.posts.frenchPost}`);
    const fr = await suggest('café', 'fr');
    expect(entityIds(fr.data.entity)).toContain(`Post:${world.posts.currentPost}`);
  });

  it('the catalogue\'s own translations pair words: "thé" finds the Dutch post about "thee"', async () => {
    const { data } = await suggest('thé', 'fr');
    expect(entityIds(data.entity)).toContain(`Post:${world.posts.dutchPost}`);
  });

  it('an entity with both translations matches on either, in either language', async () => {
    expect(titles((await suggest('marché', 'nl')).data.store)).toEqual(['Kolibri Markt']);
    expect(titles((await suggest('perceuse', 'nl')).data.entity)).toEqual(['Accuboormachine 18 V']);
  });
});

describe('folders', () => {
  it('a folder item on a current folder links to its folder promo and to its page in the viewer', async () => {
    const { data } = await suggest('accuboor');
    expect(data.entity).toEqual([
      expect.objectContaining({
        id: world.folderItem,
        morphable_type: 'FolderItem',
        url: `/folder-promos/${world.folderItem}`,
        folder_page_url: expect.stringMatching(new RegExp(`^/folders/bouwhuis/[0-9-]+\\?page=2&item=${world.folderItem}$`)),
        // The same product can be in several stores' folders: each line names its store.
        store_title: 'Bouwhuis',
      }),
    ]);
  });

  it.each(['folder', 'folders', 'folders van bouwhuis', 'folder van Bouwhuis', 'bouwhuis folder', 'dépliants', 'dépliant de Bouwhuis'])(
    '"%s" jumps straight to the current folders',
    async (typed) => {
      const result = await suggest(typed, typed.startsWith('d') ? 'fr' : 'nl');
      expect(result.meta.folder_jump).toBe(true);
      expect(result.data.folder.map((item) => item.id)).toEqual([world.folders.current]);
      expect(result.data.store).toEqual([]);
      expect(result.data.entity).toEqual([]);
    },
  );

  it('a store suggestion carries its active folders', async () => {
    const { data } = await suggest('bouw');
    expect(data.store[0]).toMatchObject({ id: world.stores.bouwhuis, url: '/store/bouwhuis' });
    expect(data.store[0]?.active_folders?.map((folder) => folder.id)).toEqual([world.folders.current]);
    expect(data.folder.map((item) => item.id)).toEqual([world.folders.current]);
  });
});
