import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FavouriteKind, FavouritesPage } from '@/lib/api/favourites';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import { countValue, type Db } from '../../db/client';
import { feedItems, reactions } from '../../db/schema';
import { paginated, type PageRequest } from '../../http/pagination';
import { hydrateFeedRows } from '../feed/hydrate';
import { feedRowColumns, type Viewer } from '../feed/index-rows';

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
  const where = and(
    eq(reactions.userId, viewer.userId),
    eq(reactions.kind, 'favourite'),
    inArray(reactions.reactableType, [...FAVOURITE_TYPES[kind]]),
    eq(feedItems.isActive, true),
  );
  // The feed index has one row per promo (unique morphable type and id), so the join adds no rows.
  const joined = and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId));
  const [rows, [total]] = await Promise.all([
    db
      .select(feedRowColumns)
      .from(reactions)
      .innerJoin(feedItems, joined)
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(reactions.id))
      .limit(request.perPage)
      .offset(request.offset),
    db.select({ value: count() }).from(reactions).innerJoin(feedItems, joined).where(where),
  ]);
  return paginated(await hydrateFeedRows(db, rows, viewer), request, countValue(total?.value ?? 0));
}
