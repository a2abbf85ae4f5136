import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES } from './enums';

/** Every instant is a timestamptz read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Money: numeric(10,2), read as a JS number through drizzle's `mode: 'number'`. Raw `sql` selects and
 * aggregates still come back as strings from node-postgres: use `parseMoney()` from the client module.
 */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text-search configurations created by the first migration: the language's stemmer behind unaccent. */
export const SEARCH_CONFIG = { nl: 'dutch_unaccent', fr: 'french_unaccent' } as const;

/**
 * A weighted, accent-insensitive search vector: the title ranks above the extra keywords. With
 * `languageColumn`, a row written in one language (a member's post, whose titles hold the same text)
 * is stemmed by that language in both vectors: the French stemmer over Dutch words made "koffer" and
 * "koffie" one stem (docs/search.md, "Matching").
 */
export function searchVector(locale: keyof typeof SEARCH_CONFIG, titleColumn: string, extraColumn: string, languageColumn?: string): SQL {
  const other = locale === 'nl' ? 'fr' : 'nl';
  const config = sql.raw(
    languageColumn
      ? `(case when ${languageColumn} = '${other}' then '${SEARCH_CONFIG[other]}'::regconfig else '${SEARCH_CONFIG[locale]}'::regconfig end)`
      : `'${SEARCH_CONFIG[locale]}'::regconfig`,
  );
  const title = sql.raw(`coalesce(${titleColumn}, '')`);
  const extra = sql.raw(`coalesce(${extraColumn}, '')`);
  return sql`setweight(to_tsvector(${config}, ${title}), 'A') || setweight(to_tsvector(${config}, ${extra}), 'B')`;
}

/** Trigram operand for autocomplete indexes and queries: `f_unaccent(column)` (see the first migration). */
export const unaccented = (column: AnyPgColumn) => sql`f_unaccent(${column})`;

export const localeColumn = (name = 'locale') => varchar(name, { length: 2, enum: LOCALES });

/**
 * `column in (…)` for CHECK constraints, with the values inlined as literals (constraints cannot take
 * parameters). Values come from the constant lists in ./enums, never from input.
 */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.raw(literals.join(', '))})`;
}
