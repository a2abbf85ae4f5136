import type { ApiClient } from '@/lib/api/client';
import { PROMO_TARGETS, promoKey, setPromoEngagement, usePromoEngagement } from '@/components/engagement/promo-engagement-state';
import { setArticleFavourite, setPromoFlag } from '@/lib/api/actions';
import type { MorphableType } from '@/lib/schemas/feed-filters';

/** What the favourites page lists: one tab each (articles only in Dutch: the news is Dutch). */
export const FAVOURITE_TABS = ['promos', 'folders', 'articles'] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number];

export function tabsFor(locale: string): readonly FavouriteTab[] {
  return locale === 'nl' ? FAVOURITE_TABS : FAVOURITE_TABS.filter((tab) => tab !== 'articles');
}

/** The tab a `?tab=` value opens: the first one unless it names one the language has. */
export function tabOf(value: unknown, locale: string): FavouriteTab {
  const tabs = tabsFor(locale);
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? 'promos';
}

/** A saved thing as the page removes and restores it: a feed card's kind and id, or an article. */
export type SavedRef = { type: MorphableType | 'Article'; id: number };

/** Saves (`on`) or unsaves one favourite through the actions API. */
export async function setFavourite(api: ApiClient, ref: SavedRef, on: boolean): Promise<void> {
  if (ref.type === 'Article') {
    await setArticleFavourite(api, ref.id, on);
    return;
  }
  const action = on ? 'set-favorite' : 'remove-favorite';
  const answer =
    ref.type === 'Folder' ? await setPromoFlag(api, 'folders', ref.id, action) : await setPromoFlag(api, PROMO_TARGETS[ref.type], ref.id, action);
  // The card hearts and the promo page read the shared engagement store: tell it, so a heart shown
  // elsewhere after remove and undo is not the state from before.
  const key = promoKey(ref.type, ref.id);
  const known = usePromoEngagement.getState()[key];
  if (known) setPromoEngagement(key, { ...known, is_favourite: answer.is_favourite });
}
