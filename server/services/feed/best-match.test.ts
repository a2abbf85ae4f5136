import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedItems } from '../../db/schema';
import { insertFeedRow } from '../../routes/feed-sources.fixtures';
import { useApiHarness } from '../../test-support/api-harness';
import { textSearchInTitle, textSearchMatches } from '../search/match';
import { textSearchOf } from '../search/websearch';
import { bestMatchRows } from './best-match';

/**
 * The best-match order ranks only the hottest matches (docs/search.md, "The best-match order"): with a
 * pool of 3, the title matches among the 3 hottest come first, then the rest of those 3, then every
 * other match by temperature, title or not; pages cut that one order.
 */

// id: [title, the store name in the keywords, rating]
const ROWS: [number, string, string, number][] = [
  [1, 'Afwasmiddel citroen', 'Koffieland', 90],
  [2, 'Koffiebonen 1 kg', 'Winkel', 80],
  [3, 'Theedoek', 'Koffieland', 70],
  [4, 'Koffiemolen', 'Winkel', 60],
  [5, 'Zeep', 'Koffieland', 50],
  [6, 'Koffiefilters', 'Winkel', 40],
  [7, 'Fiets', 'Winkel', 100],
];

const api = useApiHarness({
  seed: async (db) => {
    for (const [id, title, store, rating] of ROWS) {
      await insertFeedRow(db, 'OnlinePromo', id, { nl: title, fr: title }, { rating, keywords: { nl: store, fr: store } });
    }
  },
});

async function page(limit: number, offset: number, pool: number): Promise<number[]> {
  const text = textSearchOf('koffie', null);
  const where = and(eq(feedItems.isActive, true), textSearchMatches(feedItems.searchNl, feedItems.searchFr, text));
  const inTitle = textSearchInTitle(feedItems.searchNl, feedItems.searchFr, text);
  const rows = await bestMatchRows(api.db, where, inTitle, limit, offset, pool);
  return rows.map((row) => row.morphableId);
}

describe('the best-match order', () => {
  it('puts the title matches of the hottest pool first, then the pool, then the rest by temperature', async () => {
    // Matches by temperature: 1 (90, name only), 2 (80, title), 3 (70, name), 4 (60, title), 5 (50), 6 (40, title).
    expect(await page(10, 0, 3)).toEqual([2, 1, 3, 4, 5, 6]);
    // A pool holding every match is the full best-match order.
    expect(await page(10, 0, 100)).toEqual([2, 4, 6, 1, 3, 5]);
  });

  it('cuts pages from that one order, inside the pool, across its end and past it', async () => {
    expect(await page(2, 0, 3)).toEqual([2, 1]);
    expect(await page(2, 2, 3)).toEqual([3, 4]);
    expect(await page(2, 4, 3)).toEqual([5, 6]);
    expect(await page(2, 6, 3)).toEqual([]);
  });
});
