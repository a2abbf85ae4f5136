import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_CONFIG } from '../../db/schema/columns';
import { fold, wordsOf, type SearchQuery } from './query';
import type { TextSearch } from './websearch';

/**
 * The SQL of a match (docs/search.md, "Ranking"). The query's words are letters and digits only
 * (query.ts), and they reach PostgreSQL as parameters; the tsquery text is built from them alone.
 *
 * Tiers, best first: 0 the title is the query, 1 the title starts with it, 2 every word starts a word
 * of the title, 3 the search vector matched otherwise (a stem, a translation, a typo correction).
 */

/**
 * The tier of a bilingual title (see above), in JavaScript on the few candidates: folding a title in
 * SQL (`f_unaccent` and a regular expression per title and word) cost PGlite more than the indexed
 * match itself (docs/search.md, "Speed"). `fold` is the same accent-free lower case.
 */
export function titleTier(titleNl: string, titleFr: string, query: SearchQuery): number {
  const titles = [fold(titleNl), fold(titleFr)];
  if (titles.includes(query.text)) return 0;
  if (titles.some((title) => title.startsWith(query.text))) return 1;
  const startsWords = (title: string) => {
    const words = wordsOf(title, 64);
    return query.words.every((word) => words.some((candidate) => candidate.startsWith(word)));
  };
  return titles.some(startsWords) ? 2 : 3;
}

/**
 * The tsquery text: each word, or one of its translations, as a prefix (`(koffie:* | cafe:*) & pads:*`).
 * Safe by construction: the words are letters and digits only.
 */
export function tsqueryText(alternatives: readonly (readonly string[])[]): string {
  return alternatives.map((options) => `(${options.map((word) => `${word}:*`).join(' | ')})`).join(' & ');
}

/**
 * A query text in a language's configuration: `search_tsquery` (migration 0012) is `to_tsquery` except
 * that a prefix whose stem is short is matched as that stem exactly or the word as typed ("bier" in
 * French: 'bi' or 'bier':*, not 'bi':*, which found "bij"; docs/search.md, "Matching").
 */
function stemmedQuery(config: string, tsquery: string): SQL {
  return sql`search_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${tsquery})`;
}

/**
 * The feed's search vectors match: the Dutch vector with the Dutch stemmer, the French one with the
 * French stemmer, and both with the unstemmed words as well (a prefix typed halfway is not a word the
 * stemmer knows, and a stop word typed as the start of a longer word must not vanish).
 */
export function vectorMatches(searchNl: AnyPgColumn, searchFr: AnyPgColumn, tsquery: string): SQL {
  const query = (config: string) => sql`(${stemmedQuery(config, tsquery)} || to_tsquery('simple', ${tsquery}))`;
  return sql`(${searchNl} @@ ${query(SEARCH_CONFIG.nl)} or ${searchFr} @@ ${query(SEARCH_CONFIG.fr)})`;
}

/**
 * A results query (websearch.ts) on both search vectors, each with its language's stemmer: an entity
 * matches on either translation, and an excluded term found in either excludes it. Nothing searchable
 * (only punctuation) matches nothing, as `websearch_to_tsquery` would.
 */
export function textSearchMatches(searchNl: AnyPgColumn, searchFr: AnyPgColumn, search: TextSearch): SQL {
  const either = (tsquery: string) =>
    sql`(${searchNl} @@ ${stemmedQuery(SEARCH_CONFIG.nl, tsquery)} or ${searchFr} @@ ${stemmedQuery(SEARCH_CONFIG.fr, tsquery)})`;
  if (search.must === null && search.mustNot === null) return sql`false`;
  const conditions = [
    ...(search.must === null ? [] : [either(search.must)]),
    ...(search.mustNot === null ? [] : [sql`not ${either(search.mustNot)}`]),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * Whether an entity has the query's words in its title, for the `relevance` order: the search vectors
 * weigh title words A and the store's, webshop's or brand's name B (schema/columns.ts `searchVector`),
 * and `inTitle` asks for weight A. A boolean per row, not `ts_rank` (which cost 25 ms for the 2,000
 * matches of "koffie" at bench scale).
 */
export function textSearchInTitle(searchNl: AnyPgColumn, searchFr: AnyPgColumn, search: TextSearch): SQL {
  if (!search.inTitle) return sql`false`;
  return sql`(${searchNl} @@ ${stemmedQuery(SEARCH_CONFIG.nl, search.inTitle)} or ${searchFr} @@ ${stemmedQuery(SEARCH_CONFIG.fr, search.inTitle)})`;
}
