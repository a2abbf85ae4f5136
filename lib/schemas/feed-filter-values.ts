/**
 * The values and limits of the feed filters without zod, so client components (filter panel, price
 * slider, URL helpers) can use them without shipping the schema library; `feed-filters.ts` holds the
 * schemas and re-exports all of this.
 */
export const PROMO_TYPE_FILTERS = [
  'day_deals',
  'folder_promos',
  'promos',
  'discount_code',
  'post_cashback',
  'post_ecoupon',
  'post_free_products',
  'post_sale',
] as const;
export type PromoTypeFilter = (typeof PROMO_TYPE_FILTERS)[number];

export const MORPHABLE_TYPES = ['Post', 'OnlinePromo', 'FolderItem', 'Folder'] as const;
export type MorphableType = (typeof MORPHABLE_TYPES)[number];

export const PRICE_MIN = 0;
/** The slider's top value; selecting it means "no upper limit" (shown as 5000+). */
export const PRICE_MAX = 5000;
export const PRICE_STEP = 0.01;
export const MAX_FILTER_VALUES = 50;
export const MAX_QUERY_LENGTH = 200;
/** docs/product.md, Limits: feed pages of 9. */
export const FEED_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 100;
