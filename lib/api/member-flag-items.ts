import { MAX_PAGE_SIZE, type MorphableType } from '@/lib/schemas/feed-filter-values';

/**
 * The items of `GET /me/promo-flags` as the browser writes them. Kept apart from their zod schema
 * (lib/schemas/member-flags.ts): every list page's cards load this, and zod stays out of their bundle.
 */

/** At most a page of the feed. */
export const MAX_FLAG_ITEMS = MAX_PAGE_SIZE;

export type FlagItemRef = { type: MorphableType; id: number };

/** The query string value of a list of items: `Post:1,OnlinePromo:2`. */
export const flagItemsValue = (items: readonly FlagItemRef[]): string => items.map((item) => `${item.type}:${item.id}`).join(',');
