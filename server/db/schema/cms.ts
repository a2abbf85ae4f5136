import { boolean, check, integer, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { webshops } from './catalogue';
import { createdAt, localeColumn, oneOf, updatedAt } from './columns';
import { LOCALES, REDIRECT_STATUS_CODES } from './enums';

/** CMS pages, one row per locale; `group_key` links the translations of one page. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 255 }).notNull(),
    locale: localeColumn().notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    tagTitle: varchar('tag_title', { length: 255 }),
    metaDescription: varchar('meta_description', { length: 500 }),
    /** HTML. */
    content: text('content').notNull(),
    route: varchar('route', { length: 255 }),
    groupKey: varchar('group_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pages_locale_slug_unique').on(t.locale, t.slug),
    unique('pages_group_locale_unique').on(t.groupKey, t.locale),
    check('pages_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: varchar('from_path', { length: 2048 }).notNull().unique('redirects_from_path_unique'),
    toUrl: varchar('to_url', { length: 2048 }).notNull(),
    isExternal: boolean('is_external').notNull().default(false),
    statusCode: smallint('status_code').notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [check('redirects_status_code_check', oneOf(t.statusCode, REDIRECT_STATUS_CODES))],
);

/** `goto/{key}` short links, usually to a webshop's affiliate URL. */
export const gotoLinks = pgTable('goto_links', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique('goto_links_key_unique'),
  targetUrl: varchar('target_url', { length: 2048 }).notNull(),
  webshopId: integer('webshop_id').references(() => webshops.id, { onDelete: 'set null' }),
  clicks: integer('clicks').notNull().default(0),
  createdAt: createdAt(),
});
