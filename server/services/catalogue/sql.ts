import { eq, getTableName, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/routing';
import { feedItems } from '../../db/schema';

/**
 * `"table"."column"` whatever the query. Drizzle writes bare column names in the select list of a
 * single-table query, so a correlated subquery there (`where "folder_id" = "id"`) would silently bind
 * to the subquery's own table: use this for every column inside a raw subquery.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** `%text%` with LIKE's own metacharacters escaped, so user input matches literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Accent- and case-insensitive "contains" on either locale's title (trigram-indexed `f_unaccent(title)`). */
export function titleContains(titleNl: AnyPgColumn, titleFr: AnyPgColumn, text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    sql`f_unaccent(${titleNl}) ilike f_unaccent(${pattern})`,
    sql`f_unaccent(${titleFr}) ilike f_unaccent(${pattern})`,
  ) as SQL;
}

/** Alphabetical order in the response's language, ignoring accents and case. */
export function titleOrder(locale: Locale, titleNl: AnyColumn, titleFr: AnyColumn): SQL {
  return sql`lower(f_unaccent(${locale === 'fr' ? titleFr : titleNl}))`;
}

/** Either locale's slug names the same row. */
export const slugMatches = (slugNl: AnyPgColumn, slugFr: AnyPgColumn, slug: string) =>
  or(eq(slugNl, slug), eq(slugFr, slug)) as SQL;

/**
 * A promo in the lists: active, not past its end, and started (the lists' own condition, feed/filters.ts
 * `currentFeedConditions`), so a count beside a link says what the list behind it shows.
 */
export const currentFeedItem = sql`(${qualified(feedItems.isActive)} and (${qualified(feedItems.expiredAt)} is null or ${qualified(feedItems.expiredAt)} >= now())
  and (${qualified(feedItems.startedAt)} is null or ${qualified(feedItems.startedAt)} <= now()))`;
