import type { Locale } from '@/lib/i18n/routing';
import { feedItems } from '../../db/schema';

/**
 * The promo feed (docs/product.md, Entities and API) is read from the denormalised `feed_items`
 * index: a list is one indexed query there, then the source rows of its page are hydrated into cards
 * (hydrate.ts) in a fixed number of queries whatever the page size.
 *
 * Every list shows only current items: active (`is_active = true`, which the partial indexes
 * require), started (`started_at` null or past) and not expired (`expired_at` null or future);
 * items the signed-in viewer has hidden are left out for them. Details stay reachable by id when
 * expired, with `is_expired` true.
 */

export type Viewer = { userId: number | null; locale: Locale };

/** The columns of `feed_items` a list or a card reads. */
export const feedRowColumns = {
  id: feedItems.id,
  morphableType: feedItems.morphableType,
  morphableId: feedItems.morphableId,
  promoType: feedItems.promoType,
  typeId: feedItems.typeId,
  categoryIds: feedItems.categoryIds,
  webshopId: feedItems.webshopId,
  storeId: feedItems.storeId,
  brandId: feedItems.brandId,
  userId: feedItems.userId,
  price: feedItems.price,
  oldPrice: feedItems.oldPrice,
  rating: feedItems.rating,
  hitsCount: feedItems.hitsCount,
  dislikesCount: feedItems.dislikesCount,
  titleNl: feedItems.titleNl,
  titleFr: feedItems.titleFr,
  startedAt: feedItems.startedAt,
  expiredAt: feedItems.expiredAt,
  publishedAt: feedItems.publishedAt,
  isActive: feedItems.isActive,
  locale: feedItems.locale,
};

export type FeedIndexRow = Pick<typeof feedItems.$inferSelect, keyof typeof feedRowColumns>;
