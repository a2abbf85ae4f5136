import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, unaccented, updatedAt } from './columns';

/** News is Dutch only, so its fields are not paired per locale. */
export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 255 }).notNull().unique('news_categories_slug_unique'),
  description: text('description'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    newsCategoryId: integer('news_category_id').references(() => newsCategories.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique('articles_slug_unique'),
    metaDescription: varchar('meta_description', { length: 500 }),
    excerpt: text('excerpt'),
    /** HTML. */
    content: text('content').notNull(),
    imagePath: varchar('image_path', { length: 1024 }),
    author: varchar('author', { length: 255 }),
    /** Null while unpublished. */
    publishedAt: timestamptz('published_at'),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_category_published_idx').on(t.newsCategoryId, t.publishedAt.desc().nullsFirst()),
    index('articles_title_trgm_idx').using('gin', sql`${unaccented(t.title)} gin_trgm_ops`),
  ],
);
