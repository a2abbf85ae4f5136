import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, oneOf, updatedAt } from './columns';
import { LOCALES } from './enums';
import { users } from './users';

/** Searches and suggestion clicks; a logged-in user's rows are their "recent" searches. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    query: varchar('query', { length: 255 }).notNull(),
    url: varchar('url', { length: 2048 }),
    /** The suggestion group (article, folder, store, webshop, product, brand, entity). */
    group: varchar('group', { length: 32 }),
    entityId: integer('entity_id'),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_terms_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // "Popular": the terms searched in the last days per language (docs/search.md).
    index('search_terms_locale_created_idx').on(t.locale, t.createdAt.desc().nullsFirst()),
    // One recent row per member and query: saving a query again replaces the older row.
    index('search_terms_user_query_idx').on(t.userId, sql`lower(${t.query})`),
  ],
);

/** Aggregate of searched queries per locale. Store `query` normalised (trimmed, lower case). */
export const popularSearches = pgTable(
  'popular_searches',
  {
    id: serial('id').primaryKey(),
    query: varchar('query', { length: 255 }).notNull(),
    locale: localeColumn().notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('popular_searches_locale_query_unique').on(t.locale, t.query),
    index('popular_searches_count_idx').on(t.locale, t.count.desc().nullsFirst()),
    check('popular_searches_locale_check', oneOf(t.locale, LOCALES)),
  ],
);
