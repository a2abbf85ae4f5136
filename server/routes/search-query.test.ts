import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { feedFixtures } from './feed.fixtures';
import { keyOf, type Page } from './feed-world.fixtures';
import { seedSearchWorld, type SearchWorld } from './search.fixtures';

/**
 * The results page's promo list, GET /feed-items?filters[q]=…: the search engine's typo corrections
 * and Dutch ↔ French vocabulary, as the suggestions have them, with web search syntax kept
 * (docs/search.md, "The results query").
 */

let world: SearchWorld;
/** The search world's promos as real sources (its own index rows have none, so no list shows them). */
const shown = { frenchPost: '', currentPost: '', dutchPost: '', capsules: '', soap: '' };
const api = useApiHarness({
  seed: async (db) => {
    world = await seedSearchWorld(db);
    const f = feedFixtures(db);
    await f.promoType({ id: 8, title: { nl: 'Uitverkoop', fr: 'Soldes' }, filterValue: 'post_sale' });
    const post = async (title: string) => `Post:${await f.post({ userId: world.users.author, typeId: 8, title })}`;
    shown.frenchPost = await post('Café moulu à moitié prix');
    shown.currentPost = await post('Koffiemachine met melkopschuimer');
    shown.dutchPost = await post('Verse thee in de aanbieding');
    const capsules = await f.onlinePromo({ webshopId: world.webshop, type: 'promos', title: { nl: 'Nespresso capsules -30%', fr: 'Capsules Nespresso -30 %' } });
    shown.capsules = `OnlinePromo:${capsules}`;
    // Found by "koffie" only through its webshop's name, "Koffieland" (the index's keywords, weight B).
    const soap = await f.onlinePromo(
      { webshopId: world.webshop, type: 'promos', title: { nl: 'Afwasmiddel citroen 1 L', fr: 'Liquide vaisselle citron 1 L' } },
      { webshopId: world.webshop, keywords: { nl: 'Koffieland', fr: 'Koffieland' } },
    );
    shown.soap = `OnlinePromo:${soap}`;
  },
});

async function results(q: string, locale: 'nl' | 'fr' = 'nl', sort?: string): Promise<string[]> {
  const order = sort ? `&sort=${sort}` : '';
  const { status, body } = await api.get<Page>(`/feed-items?per_page=100&filters[q]=${encodeURIComponent(q)}${order}`, { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.map((item) => keyOf(item).join(':'));
}

describe('GET /feed-items?filters[q]: what the suggestions find', () => {
  it('across the languages both ways: "koffie" finds the French post about "café", "café" the Dutch one about "koffie"', async () => {
    expect(await results('koffie')).toContain(shown.frenchPost);
    expect(await results('café', 'fr')).toContain(shown.currentPost);
    expect(await results('café', 'fr')).toContain(shown.frenchPost);
    // The catalogue's own translation ("Thee" / "Thé") pairs the words.
    expect(await results('thé', 'fr')).toEqual([shown.dutchPost]);
  });

  it('an entity with both translations matches on either, whatever the request language', async () => {
    expect(await results('perceuse', 'nl')).toEqual([`FolderItem:${world.folderItem}`]);
    expect(await results('accuboormachine', 'fr')).toEqual([`FolderItem:${world.folderItem}`]);
  });

  it('corrects typos against the site\'s own words ("koffei", "nespreso")', async () => {
    expect(await results('koffiemachine')).toEqual([shown.currentPost]);
    expect(await results('koffei')).toContain(shown.currentPost);
    expect(await results('kofiemachine')).toEqual([shown.currentPost]);
    expect(await results('koffei')).toContain(shown.frenchPost);
    expect(await results('nespreso')).toEqual([shown.capsules]);
  });

  it('ignores accents and case', async () => {
    expect(await results('CAFÉ MOULU')).toEqual([shown.frenchPost]);
    expect(await results('cafe moulu', 'fr')).toEqual([shown.frenchPost]);
  });

  it('keeps web search syntax: exclusions (in either language), phrases and "or"', async () => {
    const all = await results('koffie');
    expect(all).toEqual(expect.arrayContaining([shown.frenchPost, shown.currentPost]));
    expect(await results('koffie -moulu')).not.toContain(shown.frenchPost);
    expect(await results('koffie -moulu')).toContain(shown.currentPost);
    expect(await results('koffie -melkopschuimer')).not.toContain(shown.currentPost);
    // Excluding a word excludes its translation: the French post about "café" is a post about koffie.
    expect(await results('moulu')).toEqual([shown.frenchPost]);
    expect(await results('moulu -koffie')).toEqual([]);
    expect(await results('"café moulu"')).toEqual([shown.frenchPost]);
    expect(await results('"moulu café"')).toEqual([]);
    expect(await results('nespresso or perceuse')).toEqual(
      expect.arrayContaining([shown.capsules, `FolderItem:${world.folderItem}`]),
    );
  });

  it('hostile or empty-meaning text is a search for nothing, never an error', async () => {
    for (const q of ['!!!&&||()', '-', '""', "' or 1=1 --", ':* | !', '\\']) expect(await results(q)).toEqual([]);
  });

  it('orders by the best match on request: words in the title before words only in the webshop\'s name', async () => {
    const newest = await results('koffie');
    // The newest first: the soap, published last, leads.
    expect(newest[0]).toBe(shown.soap);
    const best = await results('koffie', 'nl', 'relevance');
    expect([...best].sort()).toEqual([...newest].sort());
    expect(best.indexOf(shown.currentPost)).toBeLessThan(best.indexOf(shown.soap));
    expect(best.at(-1)).toBe(shown.soap);
    // Only punctuation or symbols: nothing to search and nothing to rank, never an error.
    for (const hostile of ['!!! ??? ...', '%_\\:*&|']) expect(await results(hostile, 'nl', 'relevance')).toEqual([]);
    // Without words there is nothing to rank: the newest first.
    const { body: plain } = await api.get<Page>('/feed-items?per_page=5&sort=relevance');
    const { body: newestPlain } = await api.get<Page>('/feed-items?per_page=5');
    expect(plain.data.map((item) => keyOf(item).join(':'))).toEqual(newestPlain.data.map((item) => keyOf(item).join(':')));
  });
});
