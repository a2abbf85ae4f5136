'use client';

import { create } from 'zustand';
import type { PromoActionFlags, PromoActionTarget } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import type { ApiClient } from '@/lib/api/client';
import { getFolderItem, getOnlinePromo, getPost, type PromoDetail } from '@/lib/api/feed';
import { getMemberPromoFlags } from '@/lib/api/member-flags';
import { MAX_FLAG_ITEMS, type FlagItemRef } from '@/lib/api/member-flag-items';
import { useSession } from '@/lib/stores/session';

/** The promo kinds with a detail page, as `morphable_type` names them. */
export type PromoDetailKind = 'Post' | 'OnlinePromo' | 'FolderItem';
/** Every kind of feed card: the promo kinds and folders. */
export type PromoCardKind = PromoDetailKind | 'Folder';

/** `PUT /{target}/{id}/…` of each kind. */
export const PROMO_TARGETS = {
  Post: 'posts',
  OnlinePromo: 'online-promos',
  FolderItem: 'folder-items',
} as const satisfies Record<PromoDetailKind, Exclude<PromoActionTarget, 'folders'>>;

/** The viewer's own flags on one promo, with the counts their votes move. */
export type PromoEngagement = Pick<
  PromoActionFlags,
  'is_hit' | 'is_dislike' | 'is_favourite' | 'is_hidden' | 'subscriptions' | 'is_reported_expired' | 'rating_calculated' | 'hits_count' | 'dislikes_count'
> & {
  /** Set by the expired report's answer (POST /expired-promo-report). */
  is_expired?: boolean;
};

/** The detail call of each kind: for a signed-in caller it carries their flags. */
const LOADERS: Record<PromoDetailKind, (api: ApiClient, id: number) => Promise<PromoDetail>> = {
  Post: getPost,
  OnlinePromo: getOnlinePromo,
  FolderItem: getFolderItem,
};

export const promoKey = (kind: PromoCardKind, id: number): string => `${kind}:${id}`;

/**
 * What the browser learnt about promos since the page was rendered (the page itself is the same for
 * everyone): the promo page's controls and every feed card read and write the same entries. A store
 * rather than component state: an action awaits the load of the flags and must then read the newest
 * values, not the ones of the render that started it.
 */
export const usePromoEngagement = create<Record<string, PromoEngagement>>()(() => ({}));

export function setPromoEngagement(key: string, entry: PromoEngagement): void {
  usePromoEngagement.setState({ [key]: entry });
}

export function engagementOf(flags: PromoEngagement): PromoEngagement {
  const { is_hit, is_dislike, is_favourite, is_hidden, subscriptions, is_reported_expired, rating_calculated, hits_count, dislikes_count } = flags;
  const entry: PromoEngagement = { is_hit, is_dislike, is_favourite, is_hidden, subscriptions, is_reported_expired, rating_calculated, hits_count, dislikes_count };
  if (typeof flags.is_expired === 'boolean') entry.is_expired = flags.is_expired;
  return entry;
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

let queued: FlagItemRef[] = [];
let flush: Promise<void> | null = null;

/**
 * Asks the signed-in viewer's flags on a page of cards in ONE call (GET /me/promo-flags), leaving out
 * the cards already asked for (a list that grows asks only for its new page). The lists mounted in
 * one render (a hero and a feed) share the call: the items wait for the end of the current task.
 * Never rejects.
 */
export function loadCardFlags(items: readonly FlagItemRef[]): Promise<void> {
  const wanted = items.filter((item) => !loads.has(promoKey(item.type, item.id)));
  if (wanted.length === 0) return Promise.resolve();
  queued.push(...wanted);
  flush ??= Promise.resolve().then(async () => {
    const batch = queued.slice(0, MAX_FLAG_ITEMS);
    const rest = queued.slice(MAX_FLAG_ITEMS);
    queued = [];
    flush = null;
    try {
      const answer = await getMemberPromoFlags(await loadBrowserApi(), batch);
      const entries: Record<string, PromoEngagement> = {};
      for (const item of answer) entries[promoKey(item.morphable_type, item.morphable_id)] = engagementOf(item);
      usePromoEngagement.setState(entries);
    } catch {
      // The cards keep showing "not voted"; a click answers with the real state.
    }
    if (rest.length > 0) {
      for (const item of rest) loads.delete(promoKey(item.type, item.id));
      await loadCardFlags(rest);
    }
  });
  const load = flush;
  for (const item of wanted) loads.set(promoKey(item.type, item.id), load);
  return load;
}

/** The last load of a promo's flags, for an early click to wait for before it flips one. */
export function promoEngagementLoad(kind: PromoCardKind, id: number): Promise<void> {
  return loads.get(promoKey(kind, id)) ?? Promise.resolve();
}

/** Forgets what was loaded (the member signed out, or another one signed in). */
export function resetPromoEngagement(): void {
  loads.clear();
  usePromoEngagement.setState({}, true);
}

// Flags belong to one member: a sign-out or another member's sign-in forgets them (the lists ask again).
let lastViewer: number | null = useSession.getState().user?.id ?? null;
useSession.subscribe((state) => {
  const viewer = state.user?.id ?? null;
  if (viewer === lastViewer) return;
  lastViewer = viewer;
  resetPromoEngagement();
});
