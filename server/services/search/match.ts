import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_CONFIG } from '../../db/schema/columns';
import { likeLiteral, type SearchQuery } from './query';
import type { TextSearch } from './websearch';

/**
 * The SQL of a match (docs/search.md, "Ranking"). The query's words are letters and digits only
 * (query.ts), and they reach PostgreSQL as parameters; the tsquery text is built from them alone.
 *
 * Tiers, best first: 0 the title is the query, 1 the title starts with it, 2 every word starts a word
 * of the title, 3 the search vector matched otherwise (a stem, a translation, a typo correction).
 */

/** `lower(f_unaccent(title))`: only computed for the few candidates re-ranked by tier. */
const folded = (column: AnyPgColumn | SQL) => sql`lower(f_unaccent(${column}))`;

/** Each query word (or a spelling of it) starts a word of the title (case and accents ignored). */
function wordsStart(column: AnyPgColumn | SQL, spellings: readonly (readonly string[])[]): SQL {
  return sql.join(
    spellings.map((options) => sql`${folded(column)} ~ ${`\\m(${options.join('|')})`}`),
    sql` and `,
  );
}

/** The tier of a bilingual title (see above). */
export function titleTier(titleNl: AnyPgColumn, titleFr: AnyPgColumn, query: SearchQuery): SQL {
  const prefix = `${likeLiteral(query.text)}%`;
  return sql`(case
    when ${folded(titleNl)} = ${query.text} or ${folded(titleFr)} = ${query.text} then 0
    when ${folded(titleNl)} like ${prefix} or ${folded(titleFr)} like ${prefix} then 1
    when (${wordsStart(titleNl, query.words.map((word) => [word]))}) or (${wordsStart(titleFr, query.words.map((word) => [word]))}) then 2
    else 3 end)`;
}

/**
 * The tsquery text: each word, or one of its translations, as a prefix (`(koffie:* | cafe:*) & pads:*`).
 * Safe by construction: the words are letters and digits only.
 */
export function tsqueryText(alternatives: readonly (readonly string[])[]): string {
  return alternatives.map((options) => `(${options.map((word) => `${word}:*`).join(' | ')})`).join(' & ');
}

/**
 * The feed's search vectors match: the Dutch vector with the Dutch stemmer, the French one with the
 * French stemmer, and both with the unstemmed words as well (a prefix typed halfway is not a word the
 * stemmer knows, and a stop word typed as the start of a longer word must not vanish).
 */
export function vectorMatches(searchNl: AnyPgColumn, searchFr: AnyPgColumn, tsquery: string): SQL {
  const query = (config: string) => sql`(to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${tsquery}) || to_tsquery('simple', ${tsquery}))`;
  return sql`(${searchNl} @@ ${query(SEARCH_CONFIG.nl)} or ${searchFr} @@ ${query(SEARCH_CONFIG.fr)})`;
}

/**
 * A results query (websearch.ts) on both search vectors, each with its language's stemmer: an entity
 * matches on either translation, and an excluded term found in either excludes it. Nothing searchable
 * (only punctuation) matches nothing, as `websearch_to_tsquery` would.
 */
export function textSearchMatches(searchNl: AnyPgColumn, searchFr: AnyPgColumn, search: TextSearch): SQL {
  const either = (tsquery: string) =>
    sql`(${searchNl} @@ to_tsquery(${sql.raw(`'${SEARCH_CONFIG.nl}'`)}::regconfig, ${tsquery}) or ${searchFr} @@ to_tsquery(${sql.raw(`'${SEARCH_CONFIG.fr}'`)}::regconfig, ${tsquery}))`;
  if (search.must === null && search.mustNot === null) return sql`false`;
  const conditions = [
    ...(search.must === null ? [] : [either(search.must)]),
    ...(search.mustNot === null ? [] : [sql`not ${either(search.mustNot)}`]),
  ];
  return sql.join(conditions, sql` and `);
}
