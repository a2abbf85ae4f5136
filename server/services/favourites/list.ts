import type { FavouriteKind, FavouritesPage } from '@/lib/api/favourites';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import type { Db } from '../../db/client';
import { paginated, type PageRequest } from '../../http/pagination';
import { hydrateFeedRows } from '../feed/hydrate';
import type { Viewer } from '../feed/index-rows';
import { pageOfReactedPromos } from '../reactions';

/**
 * The member's favourites page (docs/product.md, Favourites): what they saved, newest saved first, as
 * the same cards the feed shows. Unlike a list of the feed, it keeps what has expired since (the card
 * says so) and what has not started yet; it leaves out only what is gone (unpublished or deleted,
 * `is_active` false). Articles have their own call (`/news/favorites`).
 */
export const FAVOURITE_TYPES: Record<FavouriteKind, readonly MorphableType[]> = {
  promos: ['Post', 'OnlinePromo', 'FolderItem'],
  folders: ['Folder'],
};

export async function listFavourites(
  db: Db,
  viewer: Viewer & { userId: number },
  kind: FavouriteKind,
  request: PageRequest,
): Promise<FavouritesPage> {
  const { rows, total } = await pageOfReactedPromos(db, viewer.userId, 'favourite', request, { types: FAVOURITE_TYPES[kind], activeOnly: true });
  return paginated(await hydrateFeedRows(db, rows, viewer), request, total);
}
