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

/**
 * Orders of the feed. `newest` (the default): published_at, id descending. `hot`: by temperature
 * (rating), then newest. `ending`: the soonest end date first, items without one last. `discount`: the
 * biggest percent off (from both prices, as the cards show it) first, items without one last. `top`
 * is home's top 100: `hot`, capped at FEED_TOP_LIMIT items. `relevance` (a list searched with `q`): the
 * best match first (words in the title above words only in the store's or brand's name), then hot;
 * without `q` it is `newest`.
 */
export const FEED_SORTS = ['newest', 'top', 'hot', 'ending', 'discount', 'relevance'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
/**
 * The orders a list offers its visitors (docs/product.md, Behaviour); `?sort=` in the URL. `relevance` only
 * for a list searched with words, where it is the default; `newest` is the default otherwise.
 */
export const LIST_SORTS = ['relevance', 'newest', 'hot', 'ending', 'discount'] as const satisfies readonly FeedSort[];
export type ListSort = (typeof LIST_SORTS)[number];
/** The languages members write posts in: `language` shows one of them, or both when left out. */
export const FEED_LANGUAGES = ['nl', 'fr'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];
