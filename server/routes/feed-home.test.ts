import { describe, expect, it } from 'vitest';
import { feedItems as schemaFeedItems } from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { feedFixtures, hoursAgo } from './feed.fixtures';
import { keyOf, type Page } from './feed-world.fixtures';

/** The home list (the top 100) and totals over large sets. */

describe('feed home: the top 100', () => {
  const api = useApiHarness({
    seed: async (db) => {
      const f = feedFixtures(db);
      const webshop = await f.webshop({ nl: 'Veel', fr: 'Beaucoup' }, { nl: 'veel', fr: 'beaucoup' });
      // 110 current promos: rating i % 37, so ties are broken by published_at (newer first).
      for (let index = 0; index < 110; index += 1) {
        await f.onlinePromo(
          { webshopId: webshop, type: 'promos', title: { nl: `Promo ${index}`, fr: `Promo ${index}` } },
          { rating: index % 37, publishedAt: hoursAgo(200 - index) },
        );
      }
      // A very well rated but expired one never reaches home.
      await f.onlinePromo(
        { webshopId: webshop, type: 'promos', title: { nl: 'Oud', fr: 'Vieux' }, expiredAt: hoursAgo(1) },
        { rating: 1000, publishedAt: hoursAgo(1) },
      );
    },
  });

  async function page(query: string): Promise<Page> {
    const response = await api.app.request(`/api/feed-items?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  }

  it('caps home at 100 items ordered by rating, then newest', async () => {
    const all = await page('sort=top&per_page=100');
    expect(all.data).toHaveLength(100);
    expect(all.meta).toMatchObject({ total: 100, last_page: 1, from: 1, to: 100 });
    const ratings = all.data.map((item) => item.data.rating_calculated);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(36);
    expect(all.data.some((item) => item.data.title === 'Oud')).toBe(false);
    // Equal ratings: the newer first.
    for (let index = 1; index < all.data.length; index += 1) {
      const before = all.data[index - 1]!.data;
      const current = all.data[index]!.data;
      if (before.rating_calculated === current.rating_calculated) {
        expect(Date.parse(before.published_at)).toBeGreaterThanOrEqual(Date.parse(current.published_at));
      }
    }
    // The 10 left out are the lowest rated.
    const shown = new Set(all.data.map((item) => item.data.title));
    const lowest = Math.min(...ratings);
    expect(lowest).toBeLessThanOrEqual(3);
    expect(shown.size).toBe(100);
  });

  it('pages within the top 100 and stops there', async () => {
    const fourth = await page('sort=top&per_page=30&page=4');
    expect(fourth.data).toHaveLength(10);
    expect(fourth.meta).toMatchObject({ current_page: 4, last_page: 4, total: 100, from: 91, to: 100 });
    const fifth = await page('sort=top&per_page=30&page=5');
    expect(fifth.data).toEqual([]);
    expect(fifth.meta).toMatchObject({ total: 100, last_page: 4, from: null, to: null });
    const first = await page('sort=top');
    expect(first.meta).toMatchObject({ per_page: 9, total: 100, last_page: 12 });
    const all = await page('sort=top&per_page=100');
    expect([...first.data, ...(await page('sort=top&page=2')).data].map(keyOf)).toEqual(all.data.slice(0, 18).map(keyOf));
  });

  it('leaves other lists uncapped', async () => {
    const newest = await page('per_page=100&page=2');
    expect(newest.meta).toMatchObject({ total: 110, last_page: 2, from: 101, to: 110 });
    expect(newest.data[0]!.data.title).toBe('Promo 9');
  });
});

describe('feed totals over large sets', () => {
  let f: ReturnType<typeof feedFixtures>;
  let webshop: number;
  let firstPromo: number;

  const api = useApiHarness({
    seed: async (db) => {
      f = feedFixtures(db);
      webshop = await f.webshop({ nl: 'Groot', fr: 'Grand' }, { nl: 'groot', fr: 'grand' });
      const other = await f.webshop({ nl: 'Klein', fr: 'Petit' }, { nl: 'klein', fr: 'petit' });
      await f.onlinePromo({ webshopId: other, type: 'promos', title: { nl: 'Klein 1', fr: 'Petit 1' } }, { publishedAt: hoursAgo(500) });
      // 5000 rows in a few statements: the index only (the page's sources are not needed for totals).
      const rows = Array.from({ length: 5000 }, (_, index) => index + 1_000_000);
      for (let start = 0; start < rows.length; start += 1000) {
        await db.insert(schemaFeedItems).values(
          rows.slice(start, start + 1000).map((id) => ({
            morphableType: 'OnlinePromo' as const,
            morphableId: id,
            promoType: 'promos' as const,
            webshopId: webshop,
            titleNl: `Veel ${id}`,
            titleFr: `Beaucoup ${id}`,
            publishedAt: hoursAgo(100 + (id % 1000) / 100),
          })),
        );
      }
      firstPromo = rows[0]!;
    },
  });

  async function total(query: string, token?: string): Promise<number> {
    const response = await api.app.request(`/api/feed-items?${query}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(response.status).toBe(200);
    return ((await response.json()) as Page).meta.total;
  }

  it('remembers a large guest total briefly, keeps small ones and users exact', async () => {
    expect(await total('')).toBe(5001);
    const user = await f.user();
    const token = await f.token(user);
    await f.react(user, 'OnlinePromo', firstPromo, 'hidden');
    expect(await total('', token)).toBe(5000);

    await f.onlinePromo({ webshopId: webshop, type: 'promos', title: { nl: 'Nieuw', fr: 'Nouveau' } }, { publishedAt: hoursAgo(0) });
    const fresh = (await (await api.app.request('/api/feed-items')).json()) as Page;
    // The page is always read fresh; only the large total may lag for a few seconds.
    expect(fresh.data[0]!.data.title).toBe('Nieuw');
    expect(fresh.meta.total).toBe(5001);
    expect(await total('', token)).toBe(5000);
    // A small filtered set is counted exactly, at once.
    expect(await total('filters[q]=nieuw')).toBe(1);
  });
});
