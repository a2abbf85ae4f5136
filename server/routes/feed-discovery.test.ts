import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { daysFromNow, feedFixtures, hoursAgo } from './feed.fixtures';
import type { Page } from './feed-world.fixtures';

/** The list orders (hot, newest, ending soon, biggest discount) and the posts' language filter. */

describe('feed discovery: sort orders and the language filter', () => {
  const api = useApiHarness({
    seed: async (db) => {
      const f = feedFixtures(db);
      await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
      const shop = await f.webshop({ nl: 'Sorteershop', fr: 'Boutique de tri' }, { nl: 'sorteershop', fr: 'boutique-de-tri' });
      const author = await f.user('Sofie', 'Sorteer');
      const promo = (title: string, options: { price?: number; oldPrice?: number; expires?: Date }, feed: { rating: number; hours: number }) =>
        f.onlinePromo(
          { webshopId: shop, type: 'promos', title: { nl: title, fr: title }, newPrice: options.price ?? null, oldPrice: options.oldPrice ?? null, expiredAt: options.expires ?? null },
          { rating: feed.rating, publishedAt: hoursAgo(feed.hours), price: options.price ?? null, oldPrice: options.oldPrice ?? null, expiredAt: options.expires ?? null },
        );
      // Newest: A B C D E F G. Hot: C(50) F(30) A(10) … Ending: E(1 day) B(3) G(9), then the rest.
      await promo('A', { price: 90, oldPrice: 100 }, { rating: 10, hours: 1 });
      await promo('B', { price: 50, oldPrice: 100, expires: daysFromNow(3) }, { rating: 2, hours: 2 });
      await promo('C', {}, { rating: 50, hours: 3 });
      await promo('D', { price: 25, oldPrice: 100 }, { rating: 0, hours: 4 });
      await promo('E', { price: 120, oldPrice: 100, expires: daysFromNow(1) }, { rating: 1, hours: 5 });
      await promo('F', { price: 70, oldPrice: 100 }, { rating: 30, hours: 6 });
      await promo('G', { price: 5, oldPrice: 0, expires: daysFromNow(9) }, { rating: -1, hours: 7 });
      // Members' posts in either language (a shop of their own, so the promo sorts above stay apart).
      const postShop = await f.webshop({ nl: 'Postshop', fr: 'Boutique postée' }, { nl: 'postshop', fr: 'boutique-postee' });
      await f.post({ userId: author, typeId: 1, title: 'Koffie in promo', webshopId: postShop, locale: 'nl' }, { publishedAt: hoursAgo(1) });
      await f.post({ userId: author, typeId: 1, title: 'Café en promo', webshopId: postShop, locale: 'fr' }, { publishedAt: hoursAgo(2) });
      await f.onlinePromo({ webshopId: postShop, type: 'promos', title: { nl: 'Tweetalig', fr: 'Bilingue' } }, { publishedAt: hoursAgo(3) });
    },
  });

  async function titles(query: string, locale: 'nl' | 'fr' = 'nl'): Promise<string[]> {
    const response = await api.app.request(`/api/feed-items?per_page=50&${query}`, { headers: { language: locale } });
    expect(response.status).toBe(200);
    return ((await response.json()) as Page).data.map((item) => item.data.title);
  }
  const promos = async (sort: string) => (await titles(`filters[webshops][]=1&sort=${sort}`)).join('');

  it('sorts newest first by default and with sort=newest', async () => {
    expect(await promos('newest')).toBe('ABCDEFG');
    expect((await titles('filters[webshops][]=1')).join('')).toBe('ABCDEFG');
  });

  it('sorts hot by temperature, then newest, without the cap of home', async () => {
    expect(await promos('hot')).toBe('CFABEDG');
  });

  it('sorts ending soon by end date, items without one last (newest first among them)', async () => {
    expect(await promos('ending')).toBe('EBGACDF');
  });

  it('sorts biggest discount by the percent off both prices give, items without one last', async () => {
    // D 75%, B 50%, F 30%, A 10%; C (no prices), E (dearer than before) and G (no old price) after, newest first.
    expect(await promos('discount')).toBe('DBFACEG');
    const [first] = (await (await api.app.request('/api/feed-items?filters[webshops][]=1&sort=discount')).json() as Page).data;
    expect(first?.data.discount).toBe(75);
  });

  it('answers 422 for an unknown sort', async () => {
    const response = await api.app.request('/api/feed-items?sort=cheapest');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('labels posts with their language and filters them by it, keeping the bilingual kinds', async () => {
    const response = await api.app.request('/api/feed-items?filters[webshops][]=2');
    const page = (await response.json()) as Page;
    expect(page.data.map((item) => [item.data.title, item.data.language])).toEqual([
      ['Koffie in promo', 'nl'],
      ['Café en promo', 'fr'],
      ['Tweetalig', null],
    ]);
    expect(await titles('filters[webshops][]=2&filters[language]=nl')).toEqual(['Koffie in promo', 'Tweetalig']);
    expect(await titles('filters[webshops][]=2&filters[language]=fr', 'fr')).toEqual(['Café en promo', 'Bilingue']);
    const facets = await api.app.request('/api/feed-items?filters[webshops][]=2&filters[language]=fr&include_filters=1');
    expect(((await facets.json()) as Page).meta.total).toBe(2);
    expect((await api.app.request('/api/feed-items?filters[language]=de')).status).toBe(422);
  });
});
