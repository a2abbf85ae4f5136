import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, money, oneOf, timestamptz, updatedAt } from './columns';
import { stores, webshops } from './catalogue';
import { ANOTHER_TYPE_MAX_LENGTH, DISCOUNT_TYPES, LOCALES, POST_HOLD_REASONS, POST_STATUSES } from './enums';
import { categories, promoTypes } from './taxonomy';
import { users } from './users';

/** A promo posted by a user (the promo form (docs/product.md, Entities)). Single-language: written in `locale`. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The chosen subtype. */
    typeId: integer('type_id')
      .notNull()
      .references(() => promoTypes.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    originUrl: varchar('origin_url', { length: 2048 }),
    discountCode: varchar('discount_code', { length: 255 }),
    discountType: varchar('discount_type', { length: 8, enum: DISCOUNT_TYPES }).notNull().default('percent'),
    discountValue: money('discount_value'),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    onlyPrice: boolean('only_price').notNull().default(false),
    onlyDiscount: boolean('only_discount').notNull().default(false),
    onlyAnotherType: boolean('only_another_type').notNull().default(false),
    anotherType: varchar('another_type', { length: ANOTHER_TYPE_MAX_LENGTH }),
    webshopId: integer('webshop_id').references(() => webshops.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at'),
    expiredAt: timestamptz('expired_at'),
    notStarted: boolean('not_started').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    shippingNumber: money('shipping_number'),
    quote: text('quote'),
    locale: localeColumn().notNull().default('nl'),
    status: varchar('status', { length: 16, enum: POST_STATUSES }).notNull().default('pending'),
    /** Coins awarded (or to be awarded on approval) for this post. */
    bonusImpact: integer('bonus_impact').notNull().default(0),
    approvedAt: timestamptz('approved_at'),
    /** The client's Idempotency-Key of the creating request: a repeat answers this post instead of making another. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** Why the automatic checks held a pending post for an operator (docs/posting.md, Moderation); null when published at once. */
    holdReason: varchar('hold_reason', { length: 32, enum: POST_HOLD_REASONS }),
    /** When an operator approved or rejected a held post. */
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('posts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('posts_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('posts_type_idx').on(t.typeId),
    index('posts_webshop_idx').on(t.webshopId),
    index('posts_store_idx').on(t.storeId),
    check('posts_status_check', oneOf(t.status, POST_STATUSES)),
    check('posts_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('posts_locale_check', oneOf(t.locale, LOCALES)),
    check('posts_hold_reason_check', oneOf(t.holdReason, POST_HOLD_REASONS)),
    unique('posts_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'post_categories_pk', columns: [t.postId, t.categoryId] }),
    index('post_categories_category_idx').on(t.categoryId),
  ],
);

export const postImages = pgTable(
  'post_images',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 1024 }).notNull(),
    disk: varchar('disk', { length: 16 }).notNull().default('local'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('post_images_post_idx').on(t.postId, t.position)],
);

