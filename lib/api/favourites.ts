import type { ApiClient } from './client';
import type { FeedItem } from './feed';
import type { Paginated } from './types';

/**
 * The member's favourites page (docs/product.md, Favourites): promos of every kind (folder promos
 * included) or folders, newest saved first, as feed cards. Articles come from `/news/favorites`.
 */
export const FAVOURITE_KINDS = ['promos', 'folders'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** Cards per page of the favourites list. */
export const FAVOURITES_PER_PAGE = 12;

export type FavouritesPage = Paginated<FeedItem>;

export async function getFavourites(api: ApiClient, params: { kind: FavouriteKind; page?: number; per_page?: number; offset?: number }): Promise<FavouritesPage> {
  return (await api.get<FavouritesPage>('/favorites', { params })).data;
}
