'use client';

import { create } from 'zustand';
import type { PromoActionFlags, PromoActionTarget } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import type { ApiClient } from '@/lib/api/client';
import { getFolderItem, getOnlinePromo, getPost, type PromoDetail } from '@/lib/api/feed';

/** The promo kinds with a detail page, as `morphable_type` names them. */
export type PromoDetailKind = 'Post' | 'OnlinePromo' | 'FolderItem';

/** `PUT /{target}/{id}/…` of each kind. */
export const PROMO_TARGETS = {
  Post: 'posts',
  OnlinePromo: 'online-promos',
  FolderItem: 'folder-items',
} as const satisfies Record<PromoDetailKind, Exclude<PromoActionTarget, 'folders'>>;

/** The viewer's votes and favourite on one promo, with the counts they move. */
export type PromoEngagement = Pick<PromoActionFlags, 'is_hit' | 'is_dislike' | 'is_favourite' | 'rating_calculated' | 'hits_count' | 'dislikes_count'>;

/** The detail call of each kind: for a signed-in caller it carries their flags. */
const LOADERS: Record<PromoDetailKind, (api: ApiClient, id: number) => Promise<PromoDetail>> = {
  Post: getPost,
  OnlinePromo: getOnlinePromo,
  FolderItem: getFolderItem,
};

export const promoKey = (kind: PromoDetailKind, id: number): string => `${kind}:${id}`;

/**
 * What the browser learnt about promos since the page was rendered (the page itself is the same for
 * everyone). A store rather than component state: an action awaits the load of the flags and must
 * then read the newest values, not the ones of the render that started it.
 */
export const usePromoEngagement = create<Record<string, PromoEngagement>>()(() => ({}));

export function setPromoEngagement(key: string, entry: PromoEngagement): void {
  usePromoEngagement.setState({ [key]: entry });
}

export function engagementOf(flags: PromoEngagement): PromoEngagement {
  const { is_hit, is_dislike, is_favourite, rating_calculated, hits_count, dislikes_count } = flags;
  return { is_hit, is_dislike, is_favourite, rating_calculated, hits_count, dislikes_count };
}

const loads = new Map<string, Promise<void>>();

/**
 * Asks the signed-in viewer's flags and the current counts of a promo. Never rejects: on a failure
 * the buttons show "not voted", and a click answers with the real state.
 */
export function loadPromoEngagement(kind: PromoDetailKind, id: number): Promise<void> {
  const key = promoKey(kind, id);
  const load = loadBrowserApi()
    .then((api) => LOADERS[kind](api, id))
    .then((promo) => setPromoEngagement(key, engagementOf(promo)))
    .catch(() => undefined);
  loads.set(key, load);
  return load;
}

/** The last load of a promo's flags, for an early click to wait for before it flips one. */
export function promoEngagementLoad(kind: PromoDetailKind, id: number): Promise<void> {
  return loads.get(promoKey(kind, id)) ?? Promise.resolve();
}

/** Test helper. */
export function resetPromoEngagement(): void {
  loads.clear();
  usePromoEngagement.setState({}, true);
}
