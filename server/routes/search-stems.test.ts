import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '@/lib/api/search';
import { executeRows } from '../db/client';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { feedFixtures } from './feed.fixtures';
import { daysFromNow, hoursAgo, insertFeedRow } from './feed-sources.fixtures';
import { keyOf, type Page } from './feed-world.fixtures';
import { seedSearchWorld } from './search.fixtures';

/**
 * A typed word is a prefix, and each language's stemmer shortens it first: a short stem must not
 * become a prefix of unrelated words (docs/search.md, "Matching"). The French stemmer makes "bier"
 * 'bi', which as a prefix found every Dutch post "bij …"; the Dutch one makes "kaas" 'kas'
 * ("kasjmier"), the French one "koffie" 'koff' ("koffer").
 */

const posts: Record<string, string> = {};
const api = useApiHarness({
  seed: async (db) => {
    const world = await seedSearchWorld(db);
    const f = feedFixtures(db);
    await f.promoType({ id: 8, title: { nl: 'Uitverkoop', fr: 'Soldes' }, filterValue: 'post_sale' });
    const titles = {
      beer: 'Bak bier 24 x 25 cl',
      beers: 'Bieren van de maand',
      frenchBeer: 'Bière blonde en promo',
      bij: 'Korting bij Prijsmarkt',
      bio: 'Bio appels 1 kg',
      cheese: 'Platte kaas 1 kg',
      grater: 'Kaasschaaf inox',
      scarf: 'Sjaal kasjmier',
      suitcase: 'Grote koffer 75 cm',
      coffee: 'Gemalen koffie 500 g',
      sauce: 'Tomatensaus basilicum',
      tomatoes: 'Gepelde tomaten',
    };
    for (const [name, title] of Object.entries(titles)) {
      posts[name] = `Post:${await f.post({ userId: world.users.author, typeId: 8, title, locale: name === 'frenchBeer' ? 'fr' : 'nl' })}`;
    }
    // A folder item in both languages, with the beer word in its Dutch title only.
    const [drill] = await db.select().from(schema.folderItems).where(eq(schema.folderItems.id, world.folderItem));
    const [pack] = await db
      .insert(schema.folderItems)
      .values({ folderId: world.folders.current, folderPageId: drill?.folderPageId ?? 0, titleNl: 'Bierpakket Jupiler', titleFr: 'Pack Jupiler', newPrice: 12.99, x: 0.1, y: 0.1, width: 0.2, height: 0.2 })
      .returning({ id: schema.folderItems.id });
    const title = { nl: 'Bierpakket Jupiler', fr: 'Pack Jupiler' };
    await insertFeedRow(db, 'FolderItem', pack?.id ?? 0, title, { storeId: world.stores.bouwhuis, startedAt: hoursAgo(24), expiredAt: daysFromNow(5) });
    posts.pack = `FolderItem:${pack?.id}`;
  },
});

async function results(q: string, locale: 'nl' | 'fr' = 'nl', sort = 'relevance'): Promise<string[]> {
  const { status, body } = await api.get<Page>(`/feed-items?per_page=100&sort=${sort}&filters[q]=${encodeURIComponent(q)}`, { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.map((item) => keyOf(item).join(':'));
}

const named = (keys: string[]) => keys.map((key) => Object.keys(posts).find((name) => posts[name] === key) ?? key).sort();

describe('a short stem matches only as itself, the typed word as a prefix', () => {
  it('"bier" and "bière" find the beers, not "bij" or "bio", in either language', async () => {
    for (const locale of ['nl', 'fr'] as const) {
      expect(named(await results('bier', locale))).toEqual(['beer', 'beers', 'frenchBeer', 'pack']);
      expect(named(await results('bière', locale))).toEqual(['beer', 'beers', 'frenchBeer', 'pack']);
    }
  });

  it('a typed word stays a prefix when another alternative stems to it: "bier" (and "biere") finds "Bierpakket"', async () => {
    // "biere", a known spelling, stems to 'bier' in Dutch; its rewrite must not make the typed 'bier':* exact.
    expect(named(await results('jupiler', 'nl', 'newest'))).toContain('pack');
    for (const locale of ['nl', 'fr'] as const) expect(named(await results('bier', locale))).toContain('pack');
    expect(named(await results('bier', 'nl', 'newest'))).toContain('pack');
  });

  it('"kaas" finds the cheese and the cheese grater, not the cashmere scarf; "koffie" not the suitcase', async () => {
    expect(named(await results('kaas'))).toEqual(['cheese', 'grater']);
    expect(named(await results('koffie', 'fr'))).toEqual(['coffee']);
  });

  it('a longer stem stays a prefix: "tomaat" finds the tomatoes and the tomato sauce', async () => {
    expect(named(await results('tomaat'))).toEqual(['sauce', 'tomatoes']);
  });

  it('half-typed words still match as prefixes', async () => {
    expect(named(await results('bie'))).toEqual(expect.arrayContaining(['beer', 'beers', 'frenchBeer']));
    expect(named(await results('kaassch'))).toEqual(['grater']);
    expect(named(await results('tomatens'))).toEqual(['sauce']);
    expect(named(await results('koff'))).toEqual(['coffee', 'suitcase']);
  });

  it('the suggestions as the results: "bier" suggests the beers only', async () => {
    const result = await api.call<SuggestResponse>('POST', '/search/suggest', { body: { search: 'bier' } });
    expect(result.status).toBe(200);
    expect(named(result.body.data.entity.map((item) => `${item.morphable_type}:${item.id}`))).toEqual(['beer', 'beers', 'frenchBeer', 'pack']);
  });
});

describe('search_tsquery rewrites only the typed prefix words it shortens', () => {
  const tsquery = async (config: string, text: string): Promise<string> => {
    const [row] = await executeRows<{ query: string }>(api.db, sql`select search_tsquery(${config}::regconfig, ${text})::text as query`);
    return row?.query ?? '';
  };
  const matches = async (config: string, title: string, text: string, weight = 'A'): Promise<boolean> => {
    const [row] = await executeRows<{ hit: boolean }>(
      api.db,
      sql`select setweight(to_tsvector(${config}::regconfig, ${title}), ${weight}::"char") @@ search_tsquery(${config}::regconfig, ${text}) as hit`,
    );
    return row?.hit ?? false;
  };

  it('keeps a prefix whose stem is the word itself, beside another word with that stem', async () => {
    // Dutch stems "biere" 'bier' and "lampe" 'lamp': the typed "bier" and "lamp" stay prefixes.
    expect(await matches('dutch_unaccent', 'Bierpakket Jupiler', 'bier:* | biere:*')).toBe(true);
    expect(await matches('dutch_unaccent', 'Lampenkap linnen', 'lamp:*A | lampe:*A')).toBe(true);
    expect(await matches('dutch_unaccent', 'Lampenkap linnen', 'lamp:*B | lampe:*B')).toBe(false);
    // French stems "bier" 'bi': exactly 'bi' or the typed word as a prefix, never 'bi':*.
    expect(await matches('french_unaccent', 'Bijzondere prijs', 'bier:* | biere:*')).toBe(false);
    expect(await matches('french_unaccent', 'Bierpakket Jupiler', 'bier:* | biere:*')).toBe(true);
    expect(await tsquery('french_unaccent', 'bier:*')).toBe("'bi' | 'bier':*");
    // A letter the stemmer's unaccent changes (and the query's folding keeps): the typed prefix is unaccented too.
    expect(await matches('dutch_unaccent', 'Ølpakket', 'øl:*')).toBe(true);
  });

  it('leaves a quoted phrase exact, and excluded words exact', async () => {
    expect(await tsquery('dutch_unaccent', '(biere:*) & (bier <-> blond)')).toBe("( 'bier' | 'biere':* ) & 'bier' <-> 'blond'");
    expect(await tsquery('dutch_unaccent', 'biere | bier')).toBe("'bier' | 'bier'");
  });
});
