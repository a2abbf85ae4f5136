import { uniqueIds } from '../ids';
import { onlinePromos, posts } from '../../db/schema';
import { keywords, money, promoTypeForPost, shortContent, title, voteColumns, type Bilingual, type FeedRow, type FeedVotes } from './rows';

/** Index rows of posts (members') and online promos (editorial webshop promos). */

export type FeedPostSource = Pick<
  typeof posts.$inferSelect,
  | 'id'
  | 'userId'
  | 'typeId'
  | 'title'
  | 'content'
  | 'newPrice'
  | 'oldPrice'
  | 'webshopId'
  | 'storeId'
  | 'startedAt'
  | 'expiredAt'
  | 'status'
  | 'approvedAt'
  | 'createdAt'
  | 'deletedAt'
  | 'locale'
>;

export interface PostFeedContext {
  /** The top-level post type (1..10): the parent of `post.typeId`, or `post.typeId` itself. */
  postTypeId: number;
  /** The post's categories (post_categories). */
  categoryIds: readonly number[];
  webshopTitle?: Bilingual | null;
  storeTitle?: Bilingual | null;
  votes?: FeedVotes;
}

/**
 * A user's post. Posts are written in one language, so the title fills both title columns; only
 * approved, undeleted posts are active, and they are published when approved.
 */
export function feedRowForPost(post: FeedPostSource, context: PostFeedContext): FeedRow {
  const content = shortContent(post.content);
  return {
    morphableType: 'Post',
    morphableId: post.id,
    promoType: promoTypeForPost(context.postTypeId),
    typeId: post.typeId,
    categoryIds: uniqueIds(context.categoryIds),
    webshopId: post.webshopId,
    storeId: post.storeId,
    brandId: null,
    userId: post.userId,
    price: money(post.newPrice),
    oldPrice: money(post.oldPrice),
    ...voteColumns(context.votes),
    titleNl: title(post.title),
    titleFr: title(post.title),
    keywordsNl: keywords([content, context.webshopTitle?.nl, context.storeTitle?.nl]),
    keywordsFr: keywords([content, context.webshopTitle?.fr, context.storeTitle?.fr]),
    startedAt: post.startedAt,
    expiredAt: post.expiredAt,
    publishedAt: post.approvedAt ?? post.createdAt,
    isActive: post.status === 'approved' && post.deletedAt === null,
    locale: post.locale,
  };
}

export type FeedOnlinePromoSource = Pick<
  typeof onlinePromos.$inferSelect,
  | 'id'
  | 'webshopId'
  | 'type'
  | 'titleNl'
  | 'titleFr'
  | 'contentNl'
  | 'contentFr'
  | 'discountTextNl'
  | 'discountTextFr'
  | 'newPrice'
  | 'oldPrice'
  | 'startedAt'
  | 'expiredAt'
  | 'createdAt'
>;

export interface OnlinePromoFeedContext {
  /** online_promo_categories of the promo. */
  categoryIds: readonly number[];
  webshopTitle: Bilingual;
  /** A brand the promo is about, when there is one. */
  brandId?: number | null;
  brandTitle?: Bilingual | null;
  votes?: FeedVotes;
  /** When it appeared on the site; defaults to `createdAt`. */
  publishedAt?: Date;
  isActive?: boolean;
}

/** An editorial webshop promo; its `type` (discount_code | promos | day_deals) is its filter value. */
export function feedRowForOnlinePromo(promo: FeedOnlinePromoSource, context: OnlinePromoFeedContext): FeedRow {
  return {
    morphableType: 'OnlinePromo',
    morphableId: promo.id,
    promoType: promo.type,
    typeId: null,
    categoryIds: uniqueIds(context.categoryIds),
    webshopId: promo.webshopId,
    storeId: null,
    brandId: context.brandId ?? null,
    userId: null,
    price: money(promo.newPrice),
    oldPrice: money(promo.oldPrice),
    ...voteColumns(context.votes),
    titleNl: title(promo.titleNl),
    titleFr: title(promo.titleFr),
    keywordsNl: keywords([
      context.webshopTitle.nl,
      context.brandTitle?.nl,
      promo.discountTextNl,
      shortContent(promo.contentNl),
    ]),
    keywordsFr: keywords([
      context.webshopTitle.fr,
      context.brandTitle?.fr,
      promo.discountTextFr,
      shortContent(promo.contentFr),
    ]),
    startedAt: promo.startedAt,
    expiredAt: promo.expiredAt,
    publishedAt: context.publishedAt ?? promo.createdAt,
    isActive: context.isActive ?? true,
  };
}
