import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, unaccented, updatedAt } from './columns';
import { FOLDER_CLIENT_TYPES } from './enums';
import { categories } from './taxonomy';

/** Retailers with printed folders. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    slugNl: varchar('slug_nl', { length: 255 }).notNull().unique('stores_slug_nl_unique'),
    slugFr: varchar('slug_fr', { length: 255 }).notNull().unique('stores_slug_fr_unique'),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    logoPath: varchar('logo_path', { length: 1024 }),
    /** 1 paid, 2 semi-paid, 3 free. */
    folderClientType: smallint('folder_client_type').notNull().default(3),
    websiteUrl: varchar('website_url', { length: 2048 }),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Views of the entity's page, counted by the page's view beacon (POST /views); part of its popularity. */
    viewsCount: integer('views_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stores_folder_client_type_check', oneOf(t.folderClientType, Object.values(FOLDER_CLIENT_TYPES))),
    index('stores_title_nl_trgm_idx').using('gin', sql`${unaccented(t.titleNl)} gin_trgm_ops`),
    index('stores_title_fr_trgm_idx').using('gin', sql`${unaccented(t.titleFr)} gin_trgm_ops`),
  ],
);

/** Online shops (the promos and discount codes of the feed point to them). */
export const webshops = pgTable(
  'webshops',
  {
    id: serial('id').primaryKey(),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    simplifiedTitleNl: varchar('simplified_title_nl', { length: 255 }),
    simplifiedTitleFr: varchar('simplified_title_fr', { length: 255 }),
    slugNl: varchar('slug_nl', { length: 255 }).notNull().unique('webshops_slug_nl_unique'),
    slugFr: varchar('slug_fr', { length: 255 }).notNull().unique('webshops_slug_fr_unique'),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    logoPath: varchar('logo_path', { length: 1024 }),
    websiteUrl: varchar('website_url', { length: 2048 }),
    affiliateUrl: varchar('affiliate_url', { length: 2048 }),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Views of the entity's page, counted by the page's view beacon (POST /views); part of its popularity. */
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webshops_title_nl_trgm_idx').using('gin', sql`${unaccented(t.titleNl)} gin_trgm_ops`),
    index('webshops_title_fr_trgm_idx').using('gin', sql`${unaccented(t.titleFr)} gin_trgm_ops`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    slugNl: varchar('slug_nl', { length: 255 }).notNull().unique('brands_slug_nl_unique'),
    slugFr: varchar('slug_fr', { length: 255 }).notNull().unique('brands_slug_fr_unique'),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    logoPath: varchar('logo_path', { length: 1024 }),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Views of the entity's page, counted by the page's view beacon (POST /views); part of its popularity. */
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brands_title_nl_trgm_idx').using('gin', sql`${unaccented(t.titleNl)} gin_trgm_ops`),
    index('brands_title_fr_trgm_idx').using('gin', sql`${unaccented(t.titleFr)} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    slugNl: varchar('slug_nl', { length: 255 }).notNull().unique('products_slug_nl_unique'),
    slugFr: varchar('slug_fr', { length: 255 }).notNull().unique('products_slug_fr_unique'),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    imagePath: varchar('image_path', { length: 1024 }),
    /** Views of the product's page (POST /views); its popularity. */
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_title_nl_trgm_idx').using('gin', sql`${unaccented(t.titleNl)} gin_trgm_ops`),
    index('products_title_fr_trgm_idx').using('gin', sql`${unaccented(t.titleFr)} gin_trgm_ops`),
  ],
);
