'use client';

import { create } from 'zustand';
import type { SubscribableEntity } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getBrand, getProduct, getStore, getWebshop } from '@/lib/api/catalogue';
import type { ApiClient } from '@/lib/api/client';

/** The detail call of each entity, by slug: its answer carries the viewer's `is_subscribed`. */
const LOADERS: Record<SubscribableEntity, (api: ApiClient, slug: string) => Promise<{ is_subscribed: boolean }>> = {
  stores: getStore,
  webshops: getWebshop,
  brands: getBrand,
  products: getProduct,
};

export const subscriptionKey = (entity: SubscribableEntity, id: number): string => `${entity}:${id}`;

/**
 * Whether the signed-in visitor follows an entity, as far as the browser knows. Shared: a page shows
 * the box twice (left bar on a desktop, under the header on a phone; one of them hidden by CSS).
 */
export const useSubscriptions = create<Record<string, boolean>>()(() => ({}));

export function setSubscribed(key: string, subscribed: boolean): void {
  useSubscriptions.setState({ [key]: subscribed });
}

const loads = new Map<string, Promise<void>>();

/**
 * Reads the viewer's state once per entity and viewer, however many boxes ask. Never rejects: on a
 * failure the box stays "follow", and a click answers with the real state.
 */
export function loadSubscription(entity: SubscribableEntity, id: number, slug: string, viewerId: number): Promise<void> {
  const key = subscriptionKey(entity, id);
  const loadKey = `${key}:${viewerId}`;
  let load = loads.get(loadKey);
  if (!load) {
    load = loadBrowserApi()
      .then((api) => LOADERS[entity](api, slug))
      .then((detail) => setSubscribed(key, detail.is_subscribed))
      .catch(() => undefined);
    loads.set(loadKey, load);
  }
  return load;
}

/** The load under way or done for this viewer, to wait for before flipping the state. */
export function subscriptionLoad(entity: SubscribableEntity, id: number, viewerId: number): Promise<void> {
  return loads.get(`${subscriptionKey(entity, id)}:${viewerId}`) ?? Promise.resolve();
}

/** Test helper. */
export function resetSubscriptions(): void {
  loads.clear();
  useSubscriptions.setState({}, true);
}
