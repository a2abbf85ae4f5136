import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, real, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz, updatedAt } from './columns';
import { brands, products, stores } from './catalogue';
import { categories } from './taxonomy';

/** A store's printed folder. Validity is in whole days (`date`, read as 'YYYY-MM-DD'). */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /**
     * The folder's segment in its address under the store (`/folders/{store}/{slug}`): its first valid
     * day, `-2`, `-3`… added when the store already has a folder with that one. Given once and kept,
     * so an address never changes meaning. Left out on insert, the folders_assign_slug trigger
     * (migration 0002) fills it; the NOT NULL check runs after that trigger.
     */
    slug: varchar('slug', { length: 20 })
      .notNull()
      .default(sql`null`),
    /** Null while unpublished. */
    publishedAt: timestamptz('published_at'),
    coverPath: varchar('cover_path', { length: 1024 }),
    pagesCount: integer('pages_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('folders_store_valid_from_idx').on(t.storeId, t.validFrom.desc().nullsFirst()),
    index('folders_valid_to_idx').on(t.validTo),
    check('folders_validity_check', sql`${t.validFrom} <= ${t.validTo}`),
    unique('folders_store_slug_unique').on(t.storeId, t.slug),
    check('folders_slug_check', sql`${t.slug} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(-[1-9][0-9]*)?$'`),
  ],
);

export const folderPages = pgTable(
  'folder_pages',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    imagePath: varchar('image_path', { length: 1024 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [unique('folder_pages_folder_page_unique').on(t.folderId, t.pageNumber)],
);

/**
 * A clickable offer on a folder page. Its rectangle (x, y, width, height) is in fractions 0..1 of the
 * page's width and height, so it scales with whatever size the page image is shown at.
 */
export const folderItems = pgTable(
  'folder_items',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    folderPageId: integer('folder_page_id')
      .notNull()
      .references(() => folderPages.id, { onDelete: 'cascade' }),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    contentNl: text('content_nl'),
    contentFr: text('content_fr'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    newPrice: money('new_price'),
    oldPrice: money('old_price'),
    discountTextNl: varchar('discount_text_nl', { length: 255 }),
    discountTextFr: varchar('discount_text_fr', { length: 255 }),
    imagePath: varchar('image_path', { length: 1024 }),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('folder_items_folder_idx').on(t.folderId),
    index('folder_items_page_idx').on(t.folderPageId),
    index('folder_items_product_idx').on(t.productId),
    check(
      'folder_items_rectangle_check',
      sql`${t.x} >= 0 and ${t.y} >= 0 and ${t.width} > 0 and ${t.height} > 0 and ${t.x} + ${t.width} <= 1.0001 and ${t.y} + ${t.height} <= 1.0001`,
    ),
  ],
);
