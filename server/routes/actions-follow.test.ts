import { describe, expect, it } from 'vitest';
import type { EntitySubscription } from '@/lib/api/actions';
import type { Brand, ProductDetail, StoreDetail, WebshopDetail } from '@/lib/api/catalogue';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { reactionsOf, seedActionsWorld, type ActionsWorld } from './actions.fixtures';

/**
 * Following a store, webshop, brand or product through the action routes: the follow is the deal
 * alert (docs/deal-alerts.md, "Member calls"), and the catalogue's details say so to that member only.
 */

let w: ActionsWorld;
const api = useApiHarness({
  locale: 'fr',
  seed: async (db) => {
    w = await seedActionsWorld(db);
  },
});

async function ok<T>(path: string, token: string): Promise<T> {
  const response = await api.call<{ data: T }>('PUT', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const get = <T>(path: string, token?: string) => api.call<T>('GET', path, { token });
const reactionsOn = (type: 'Store', id: number) => reactionsOf(api.db, type, id);

describe('catalogue subscriptions', () => {
  it('subscribe shows as is_subscribed on the store for that user only', async () => {
    expect(await ok<EntitySubscription>(`/stores/${w.store.id}/subscribe`, w.tokens.viewer)).toMatchObject({ is_subscribed: true });
    expect(await ok<EntitySubscription>(`/stores/${w.store.id}/subscribe`, w.tokens.viewer)).toMatchObject({ is_subscribed: true });
    // Following is the deal alert alone (docs/deal-alerts.md): one row, no reaction flag.
    expect(await api.db.select().from(schema.dealAlertSubscriptions)).toHaveLength(1);
    expect(await reactionsOn('Store', w.store.id)).toEqual([]);

    for (const slug of [w.store.slug.nl, w.store.slug.fr]) {
      expect((await get<{ data: StoreDetail }>(`/store/${slug}`, w.tokens.viewer)).body.data.is_subscribed).toBe(true);
    }
    expect((await get<{ data: StoreDetail }>(`/store/${w.store.slug.fr}`, w.tokens.other)).body.data.is_subscribed).toBe(false);
    expect((await get<{ data: StoreDetail }>(`/store/${w.store.slug.fr}`)).body.data.is_subscribed).toBe(false);

    expect(await ok<EntitySubscription>(`/stores/${w.store.id}/unsubscribe`, w.tokens.viewer)).toEqual({ is_subscribed: false, subscription: null });
    expect((await get<{ data: StoreDetail }>(`/store/${w.store.slug.fr}`, w.tokens.viewer)).body.data.is_subscribed).toBe(false);
  });

  it('webshops, brands and products too', async () => {
    await ok(`/webshops/${w.webshop.id}/subscribe`, w.tokens.viewer);
    await ok(`/brands/${w.brand.id}/subscribe`, w.tokens.viewer);
    await ok(`/products/${w.product.id}/subscribe`, w.tokens.viewer);
    expect((await get<{ data: WebshopDetail }>(`/webshop/${w.webshop.slug}`, w.tokens.viewer)).body.data.is_subscribed).toBe(true);
    expect((await get<{ data: Brand }>(`/brand/${w.brand.slug}`, w.tokens.viewer)).body.data.is_subscribed).toBe(true);
    const product = (await get<{ data: ProductDetail }>(`/product/${w.product.slug}`, w.tokens.viewer)).body.data;
    expect(product.is_subscribed).toBe(true);
    expect(product.brand?.is_subscribed).toBe(true);

    await ok(`/brands/${w.brand.id}/unsubscribe`, w.tokens.viewer);
    expect((await get<{ data: Brand }>(`/brand/${w.brand.slug}`, w.tokens.viewer)).body.data.is_subscribed).toBe(false);
    expect((await get<{ data: Brand }>(`/brand/${w.brand.slug}`, w.tokens.other)).body.data.is_subscribed).toBe(false);
  });
});

