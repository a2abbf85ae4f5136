import { z } from 'zod';
import {
  FEED_LANGUAGES,
  FEED_PAGE_SIZE,
  FEED_SORTS,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MORPHABLE_TYPES,
  PRICE_MAX,
  PRICE_MIN,
  PROMO_TYPE_FILTERS,
} from './feed-filter-values';
import { MAX_RECORD_ID, pageNumberParam, perPageParam } from './route-params';

/**
 * The one filter format of the promo feed, shared by the site's URL (`types[]=…&q=…`), the API
 * client (`filters[types][]=…`) and the API's validator.
 *
 * | key         | values                                                     |
 * |-------------|------------------------------------------------------------|
 * | types       | promo type filter values (PROMO_TYPE_FILTERS)              |
 * | categories  | category ids                                               |
 * | webshops    | webshop ids                                                |
 * | stores      | store ids                                                  |
 * | brands      | brand ids                                                  |
 * | users       | author ids (a profile's posts)                             |
 * | morphable_types | Post, OnlinePromo, FolderItem, Folder                  |
 * | price       | [min, max] in euro; max PRICE_MAX means no upper limit     |
 * | q           | free text, matched against titles and content              |
 * | language    | nl or fr: members' posts in that language only (others all) |
 *
 * Values of one key are alternatives (OR); different keys combine (AND). Categories match when an
 * item has any of the listed categories. A price range excludes items without a price; the full
 * range [PRICE_MIN, PRICE_MAX] is the untouched slider and filters nothing. `q` is full text in the
 * request's language (websearch syntax: words, "phrases", -excluded), accent-insensitive; control
 * characters are replaced by spaces and an empty `q` filters nothing.
 */
export {
  FEED_LANGUAGES,
  FEED_PAGE_SIZE,
  FEED_SORTS,
  LIST_SORTS,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MORPHABLE_TYPES,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  PROMO_TYPE_FILTERS,
  type FeedLanguage,
  type FeedSort,
  type ListSort,
  type MorphableType,
  type PromoTypeFilter,
} from './feed-filter-values';

const id = z.coerce.number().int().positive().max(MAX_RECORD_ID);
const idList = z.array(id).max(MAX_FILTER_VALUES);
const price = z.coerce.number().min(PRICE_MIN).max(PRICE_MAX);
// PostgreSQL rejects NUL in text, and no other control character means anything in a search.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export const feedFiltersSchema = z
  .object({
    types: z.array(z.enum(PROMO_TYPE_FILTERS)).max(PROMO_TYPE_FILTERS.length),
    morphable_types: z.array(z.enum(MORPHABLE_TYPES)).max(MORPHABLE_TYPES.length),
    categories: idList,
    webshops: idList,
    stores: idList,
    brands: idList,
    users: idList,
    price: z
      .tuple([price, price])
      .refine(([min, max]) => min <= max, { message: 'The minimum price must not be above the maximum price.' }),
    q: z
      .string()
      .max(MAX_QUERY_LENGTH)
      .transform((value) => value.replace(CONTROL_CHARACTERS, ' ').trim()),
    language: z.enum(FEED_LANGUAGES),
  })
  .partial()
  .strict();

export type FeedFilters = z.infer<typeof feedFiltersSchema>;

/** Home shows the top 100 current promos (docs/product.md, Routes). */
export const FEED_TOP_LIMIT = 100;

/** Query parameters of `GET /feed-items`. `sort` left out means `newest`. */
export const feedQuerySchema = z
  .object({
    page: pageNumberParam,
    per_page: perPageParam(FEED_PAGE_SIZE, MAX_PAGE_SIZE),
    include_filters: z
      .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
      .optional()
      .transform((value) => value === true || value === '1' || value === 'true'),
    filters: feedFiltersSchema.default({}),
    sort: z.enum(FEED_SORTS).optional(),
  })
  .strict();

export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** True when any filter has a value (the reset control is active). */
export function hasActiveFilters(filters: FeedFilters): boolean {
  return Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
}

/**
 * The price tuple without its "no limit" top: [min, null] when max is PRICE_MAX; null when there is
 * no price filter or it spans the whole slider.
 */
export function priceBounds(filters: FeedFilters): { min: number; max: number | null } | null {
  if (!filters.price) return null;
  const [min, max] = filters.price;
  if (min <= PRICE_MIN && max >= PRICE_MAX) return null;
  return { min, max: max >= PRICE_MAX ? null : max };
}
