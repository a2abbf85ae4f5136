import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { feedFixtures } from './feed.fixtures';
import { VISITOR_COUNT_LIMITS } from '../services/catalogue/visitor-counts';

/** "Popular" stores, webshops, brands and products ranked by what visitors do, and the page views behind it. */

type Listed = { data: Array<{ translation: { title: string } }> };

describe('catalogue popularity', () => {
  const ids: Record<string, number> = {};
  const api = useApiHarness({
    seed: async (db) => {
      const f = feedFixtures(db);
      for (const name of ['Aap', 'Beer', 'Cavia']) {
        const slug = name.toLowerCase();
        ids[`store:${name}`] = await f.store({ nl: `${name}winkel`, fr: `Magasin ${name}` }, { nl: `${slug}-winkel`, fr: `magasin-${slug}` });
        ids[`webshop:${name}`] = await f.webshop({ nl: `${name}shop`, fr: `Boutique ${name}` }, { nl: `${slug}-shop`, fr: `boutique-${slug}` });
        ids[`brand:${name}`] = await f.brand({ nl: `${name}merk`, fr: `Marque ${name}` }, { nl: `${slug}-merk`, fr: `marque-${slug}` });
        ids[`product:${name}`] = await f.product(null, { nl: `${name}product`, fr: `Produit ${name}` }, { nl: `${slug}-product`, fr: `produit-${slug}` });
      }
      // Cavia's webshop: one follower (20 views' worth) and clicks through its goto link.
      // A follower is a confirmed deal alert on it; an unconfirmed guest's does not count.
      const follow = (userId: number, type: 'Webshop' | 'Brand', id: number) =>
        db.insert(schema.dealAlertSubscriptions).values({ userId, email: `f${userId}@example.test`, subscriableType: type, subscriableId: id, confirmedAt: new Date() });
      const follower = await f.user();
      await follow(follower, 'Webshop', ids['webshop:Cavia']!);
      await db.insert(schema.gotoLinks).values({ key: 'cavia', targetUrl: 'https://cavia.example', webshopId: ids['webshop:Cavia']!, clicks: 50 });
      // Two followers make Aap's brand, never viewed, the most popular; three guests who never
      // confirmed their address follow Cavia's and do not count.
      await follow(follower, 'Brand', ids['brand:Aap']!);
      await follow(await f.user(), 'Brand', ids['brand:Aap']!);
      for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
        await db.insert(schema.dealAlertSubscriptions).values({ email, subscriableType: 'Brand', subscriableId: ids['brand:Cavia']!, weeklyEmailNotification: true });
      }
    },
  });

  const view = (type: string, id: number | undefined) =>
    api.app.request('/api/views', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type, id }) });

  async function titles(path: string): Promise<string[]> {
    const response = await api.app.request(`/api${path}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Listed).data.map((item) => item.translation.title);
  }

  it('counts page views and ranks the popular lists by them, not by title', async () => {
    for (const kind of ['store', 'webshop', 'brand', 'product']) {
      for (let index = 0; index < 3; index += 1) expect((await view(kind, ids[`${kind}:Beer`])).status).toBe(204);
      expect((await view(kind, ids[`${kind}:Cavia`])).status).toBe(204);
    }
    expect(await titles('/stores')).toEqual(['Beerwinkel', 'Caviawinkel', 'Aapwinkel']);
    expect(await titles('/products')).toEqual(['Beerproduct', 'Caviaproduct', 'Aapproduct']);
    // Alphabetical stays on request.
    expect(await titles('/stores?sort=az')).toEqual(['Aapwinkel', 'Beerwinkel', 'Caviawinkel']);
  });

  it('weighs followers and clicks through with the views', async () => {
    // Cavia: 1 view + 20 (follower) + 50 clicks; Beer: 3 views.
    expect(await titles('/webshops')).toEqual(['Caviashop', 'Beershop', 'Aapshop']);
    // Aap: 2 followers (40); Beer: 3 views; Cavia: 1 view (its unconfirmed followers count for nothing).
    expect(await titles('/brands')).toEqual(['Aapmerk', 'Beermerk', 'Caviamerk']);
  });

  it('counts a visitor once per page and half hour, and stops counting a flood from one address', async () => {
    const viewsOf = async (id: number | undefined) => {
      const [row] = await api.db.select({ views: schema.products.viewsCount }).from(schema.products).where(eq(schema.products.id, id ?? 0));
      return row?.views ?? 0;
    };
    const id = ids['product:Aap'];
    const before = await viewsOf(id);
    for (let index = 0; index < 3; index += 1) expect((await api.call('POST', '/views', { body: { type: 'product', id }, ip: '10.9.0.1' })).status).toBe(204);
    expect(await viewsOf(id)).toBe(before + 1);
    expect((await api.call('POST', '/views', { body: { type: 'product', id }, ip: '10.9.0.2' })).status).toBe(204);
    expect(await viewsOf(id)).toBe(before + 2);
    // One address walking the beacon over many pages: past the pace limit nothing counts, the answer stays 204.
    for (let offset = 1; offset <= VISITOR_COUNT_LIMITS.perVisitor.limit; offset += 1) await api.call('POST', '/views', { body: { type: 'product', id: 500_000 + offset }, ip: '10.9.0.3' });
    expect((await api.call('POST', '/views', { body: { type: 'product', id }, ip: '10.9.0.3' })).status).toBe(204);
    expect(await viewsOf(id)).toBe(before + 2);
    // An unknown page is still a 404 for a limited visitor.
    expect((await api.call('POST', '/views', { body: { type: 'product', id: 999_999 }, ip: '10.9.0.1' })).status).toBe(404);
  });

  it('answers 404 for an unknown entity and 422 for a bad view', async () => {
    expect((await view('store', 999_999)).status).toBe(404);
    const bad = await view('folder', 1);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ message: expect.any(String) });
    expect((await view('brand', -1)).status).toBe(422);
  });
});
