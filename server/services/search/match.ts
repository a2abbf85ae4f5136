import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_CONFIG } from '../../db/schema/columns';
import { FUZZY_MIN_LENGTH, likeLiteral, type SearchQuery } from './query';

/**
 * The SQL of a match (docs/search.md, "Ranking"). The query's words are letters and digits only
 * (query.ts), and they reach PostgreSQL as parameters; the tsquery text is built from them alone.
 *
 * Tiers, best first: 0 the title is the query, 1 the title starts with it, 2 every word starts a word
 * of the title (or of the search vector), 3 a fuzzy (trigram) match.
 */

/**
 * Word similarity from which a title word counts as a typo of a query word: 0.5 lets "koffei" find
 * "koffie" (4 of 7 trigrams) while "kat" still does not find "kast". Set per transaction because
 * the trigram index reads it from the setting.
 */
export const WORD_SIMILARITY = 0.5;

export const setFuzzyThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`;

/** `f_unaccent(title)`: the expression the trigram indexes are built on. */
const folded = (column: AnyPgColumn | SQL) => sql`f_unaccent(${column})`;

/** Each query word starts a word of the title (case and accents ignored; trigram-indexed from 3 letters). */
function wordsStart(column: AnyPgColumn | SQL, words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`${folded(column)} ~* ${`\\m${word}`}`),
    sql` and `,
  );
}

/** The condition on a bilingual title: word prefixes in either language, or (3+ letters) a typo of the query. */
export function titleMatches(titleNl: AnyPgColumn, titleFr: AnyPgColumn, query: SearchQuery, fuzzy = true): SQL {
  const prefix = sql`((${wordsStart(titleNl, query.words)}) or (${wordsStart(titleFr, query.words)}))`;
  if (!fuzzy || query.text.length < FUZZY_MIN_LENGTH) return prefix;
  return sql`(${prefix} or ${query.text} <% ${folded(titleNl)} or ${query.text} <% ${folded(titleFr)})`;
}

/** The tier of a bilingual title (see above). */
export function titleTier(titleNl: AnyPgColumn, titleFr: AnyPgColumn, query: SearchQuery): SQL {
  const lowered = (column: AnyPgColumn) => sql`lower(${folded(column)})`;
  const prefix = `${likeLiteral(query.text)}%`;
  return sql`(case
    when ${lowered(titleNl)} = ${query.text} or ${lowered(titleFr)} = ${query.text} then 0
    when ${lowered(titleNl)} like ${prefix} or ${lowered(titleFr)} like ${prefix} then 1
    when (${wordsStart(titleNl, query.words)}) or (${wordsStart(titleFr, query.words)}) then 2
    else 3 end)`;
}

/** How close a fuzzy match is (0..1), for ordering within a tier. */
export function titleSimilarity(titleNl: AnyPgColumn, titleFr: AnyPgColumn, query: SearchQuery): SQL {
  return sql`greatest(word_similarity(${query.text}, ${folded(titleNl)}), word_similarity(${query.text}, ${folded(titleFr)}))`;
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
