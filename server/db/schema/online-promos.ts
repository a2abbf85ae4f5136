import { check, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';
import { webshops } from './catalogue';
import { ONLINE_PROMO_TYPES } from './enums';
import { categories } from './taxonomy';

/** Editorial promos of webshops: discount codes, promos and day deals. */
export const onlinePromos = pgTable(
  'online_promos',
  {
    id: serial('id').primaryKey(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    /** Its feed filter value: 'discount_code' | 'promos' | 'day_deals'. */
    type: varchar('type', { length: 32, enum: ONLINE_PROMO_TYPES }).notNull(),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    contentNl: text('content_nl'),
    contentFr: text('content_fr'),
    discountCode: varchar('discount_code', { length: 255 }),
    discountTextNl: varchar('discount_text_nl', { length: 255 }),
    discountTextFr: varchar('discount_text_fr', { length: 255 }),
    newPrice: money('new_price'),
    oldPrice: money('old_price'),
    url: varchar('url', { length: 2048 }),
    imagePath: varchar('image_path', { length: 1024 }),
    startedAt: timestamptz('started_at'),
    expiredAt: timestamptz('expired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('online_promos_webshop_idx').on(t.webshopId),
    check('online_promos_type_check', oneOf(t.type, ONLINE_PROMO_TYPES)),
  ],
);

export const onlinePromoCategories = pgTable(
  'online_promo_categories',
  {
    onlinePromoId: integer('online_promo_id')
      .notNull()
      .references(() => onlinePromos.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'online_promo_categories_pk', columns: [t.onlinePromoId, t.categoryId] }),
    index('online_promo_categories_category_idx').on(t.categoryId),
  ],
);
