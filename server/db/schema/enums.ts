// Shared with the feed filter schema. A relative import: drizzle-kit loads this file without the `@/` alias.
import {
  MORPHABLE_TYPES,
  PROMO_TYPE_FILTERS,
  type MorphableType,
  type PromoTypeFilter,
} from '../../../lib/schemas/feed-filters';

/**
 * Value sets stored as text (with CHECK constraints) rather than PostgreSQL enums, so adding a value is
 * a plain migration that can run inside a transaction.
 */
export const LOCALES = ['nl', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** `locale_id` on deal-alert subscriptions (docs/product.md, Entities). */
export const LOCALE_IDS = { nl: 1, fr: 2 } as const satisfies Record<Locale, number>;

/** The product's post types; the top-level rows of promo_types use these ids. */
export const POST_TYPE_IDS = {
  report: 1,
  cashback: 2,
  ecoupon: 3,
  discount: 5,
  question: 6,
  bargain: 7,
  sale: 8,
  default: 9,
  freeProducts: 10,
} as const;

/** Ids of subtypes (children of a post type) start here so they never collide with product type ids. */
export const PROMO_SUBTYPE_MIN_ID = 100;

export const PROMO_TYPE_KINDS = { default: 1, discount: 2, question: 3 } as const;

/** The contract's promo type filter values (feed_items.promo_type, promo_types.filter_value). */
export const PROMO_FILTER_VALUES = PROMO_TYPE_FILTERS;
export type PromoFilterValue = PromoTypeFilter;

/** The `type` of an online promo: the subset of filter values that online promos carry. */
export const ONLINE_PROMO_TYPES = ['discount_code', 'promos', 'day_deals'] as const satisfies readonly PromoTypeFilter[];

export const FOLDER_CLIENT_TYPES = { paid: 1, semiPaid: 2, free: 3 } as const;

export { MORPHABLE_TYPES, type MorphableType };

export const REACTABLE_TYPES = [
  'Post',
  'OnlinePromo',
  'FolderItem',
  'Folder',
  'Article',
  'Webshop',
  'Store',
  'Brand',
  'Product',
  'Category',
] as const;
export type ReactableType = (typeof REACTABLE_TYPES)[number];

export const REACTION_KINDS = ['hit', 'dislike', 'favourite', 'hidden', 'subscription', 'reported_expired'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** Why automatic checks hold a new post for an operator (docs/posting.md, Moderation). */
export const POST_HOLD_REASONS = ['first_post_link', 'near_duplicate'] as const;
export type PostHoldReason = (typeof POST_HOLD_REASONS)[number];

export const DISCOUNT_TYPES = ['percent', 'euro'] as const;

/** docs/product.md, Validation: another_type is truncated to this many characters. */
export const ANOTHER_TYPE_MAX_LENGTH = 22;

export const PROMOTED_SECTIONS = ['hero-section', 'category-hero-section'] as const;

export const USER_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

export const PRIZE_REQUEST_STATUSES = ['pending', 'approved', 'shipped', 'rejected'] as const;

export const IDEMPOTENCY_STATES = ['running', 'done'] as const;

/** An outgoing mail's life: claimed by one job run at a time (`sending`), `failed` may be retried. */
export const OUTGOING_MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutgoingMailState = (typeof OUTGOING_MAIL_STATES)[number];

export const REDIRECT_STATUS_CODES = [301, 302] as const;

/** The product's gender: 1 male, 0 female. */
export const GENDERS = { male: 1, female: 0 } as const;
