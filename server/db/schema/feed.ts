import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './taxonomy';
import { createdAt, localeColumn, money, oneOf, searchVector, timestamptz, tsvector, unaccented, updatedAt } from './columns';
import { LOCALES, MORPHABLE_TYPES, PROMOTED_SECTIONS, PROMO_FILTER_VALUES } from './enums';

const isActive = sql`is_active`;
// Descending index keys say NULLS FIRST because that is what a plain `ORDER BY x DESC` means in
// PostgreSQL; drizzle-kit would otherwise write NULLS LAST and the index could not serve the sort.

/**
 * The feed's denormalised index (ARCHITECTURE "Performance model"): one row per Post, OnlinePromo,
 * FolderItem or Folder, carrying everything the feed filters and sorts on, so a filtered page is one
 * indexed query. It is derived data: the code that writes a source row upserts its feed row on
 * (morphable_type, morphable_id); nothing references it by foreign key.
 *
 * - `is_active`: published and visible (approved, not deleted). Every list query filters
 *   `is_active = true`, which the partial indexes below rely on. Expiry is separate (`expired_at`).
 * - `search_nl` / `search_fr` are generated from the title and `keywords_*` (extra searchable text:
 *   short content, webshop/store/brand names); never write them.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: serial('id').primaryKey(),
    morphableType: varchar('morphable_type', { length: 16, enum: MORPHABLE_TYPES }).notNull(),
    morphableId: integer('morphable_id').notNull(),
    /** The product filter value of this item, or null for post types without one. */
    promoType: varchar('promo_type', { length: 32, enum: PROMO_FILTER_VALUES }),
    /** For posts: the chosen subtype id (promo_types.id). */
    typeId: integer('type_id'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    webshopId: integer('webshop_id'),
    storeId: integer('store_id'),
    brandId: integer('brand_id'),
    userId: integer('user_id'),
    price: money('price'),
    oldPrice: money('old_price'),
    /** Whole percent off from both prices, as the cards compute it (discountPercent); null when they make no sense. */
    discount: smallint('discount').generatedAlwaysAs(
      sql`case when old_price > 0 and price >= 0 and price < old_price then round((old_price - price) * 100 / old_price)::smallint end`,
    ),
    /** The language a member's post is written in; null for the other kinds, which have both. */
    locale: localeColumn(),
    /** The contract's rating_calculated. */
    rating: integer('rating').notNull().default(0),
    hitsCount: integer('hits_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    keywordsNl: text('keywords_nl'),
    keywordsFr: text('keywords_fr'),
    searchNl: tsvector('search_nl')
      .notNull()
      .generatedAlwaysAs(() => searchVector('nl', 'title_nl', 'keywords_nl', 'locale')),
    searchFr: tsvector('search_fr')
      .notNull()
      .generatedAlwaysAs(() => searchVector('fr', 'title_fr', 'keywords_fr', 'locale')),
    startedAt: timestamptz('started_at'),
    expiredAt: timestamptz('expired_at'),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('feed_items_morphable_unique').on(t.morphableType, t.morphableId),
    // Home: the current top 100 by rating.
    index('feed_items_rating_idx').on(t.rating.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    // Every other list: newest first, keyset on (published_at, id).
    index('feed_items_newest_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_promo_type_idx').on(t.promoType, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_webshop_idx').on(t.webshopId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_store_idx').on(t.storeId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_brand_idx').on(t.brandId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_user_idx').on(t.userId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The sort orders "ending soon" (no end date last) and "biggest discount" (docs/product.md, Behaviour).
    index('feed_items_ending_idx').on(t.expiredAt.asc().nullsLast(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_discount_idx').on(t.discount.desc().nullsLast(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isActive),
    index('feed_items_price_idx').on(t.price).where(isActive),
    index('feed_items_expired_at_idx').on(t.expiredAt),
    // When a promo becomes visible (published and started): the deal-alert matcher's window.
    index('feed_items_visible_at_idx').on(sql`greatest(${t.publishedAt}, ${t.startedAt})`, t.id).where(isActive),
    index('feed_items_category_ids_idx').using('gin', t.categoryIds),
    index('feed_items_search_nl_idx').using('gin', t.searchNl),
    index('feed_items_search_fr_idx').using('gin', t.searchFr),
    index('feed_items_title_nl_trgm_idx').using('gin', sql`${unaccented(t.titleNl)} gin_trgm_ops`),
    index('feed_items_title_fr_trgm_idx').using('gin', sql`${unaccented(t.titleFr)} gin_trgm_ops`),
    check('feed_items_morphable_type_check', oneOf(t.morphableType, MORPHABLE_TYPES)),
    check('feed_items_promo_type_check', oneOf(t.promoType, PROMO_FILTER_VALUES)),
    check('feed_items_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

/** Items pinned to the hero sections (`hero-section`, `category-hero-section`; PROMOTED_SECTIONS). */
export const promotedPromos = pgTable(
  'promoted_promos',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 32, enum: PROMOTED_SECTIONS }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    morphableType: varchar('morphable_type', { length: 16, enum: MORPHABLE_TYPES }).notNull(),
    morphableId: integer('morphable_id').notNull(),
    position: integer('position').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promoted_promos_section_idx').on(t.section, t.categoryId, t.position),
    check('promoted_promos_section_check', oneOf(t.section, PROMOTED_SECTIONS)),
    check('promoted_promos_morphable_type_check', oneOf(t.morphableType, MORPHABLE_TYPES)),
  ],
);
