import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { SEARCH_CONFIG } from '../../db/schema/columns';
import { alternativesOf, spellingsOf, type SearchWords } from '../search/vocabulary';
import { readWebsearch, textSearchOf } from '../search/websearch';

/**
 * Keyword alerts against one promo, through the search engine (docs/deal-alerts.md, Matching).
 *
 * A keyword alert matches a promo when the results query of its words finds it: the feed's search
 * vectors, each language with its stemmer, every word widened by the engine's typo corrections and
 * Dutch ↔ French translations and matched as a prefix (websearch.ts). Running 100,000 of those
 * queries per promo is out of the question, so each alert keeps `match_lexemes`: the stems, in both
 * languages, of the words of one group every match needs (a word and its widenings, or the words of
 * a phrase). A promo that matches has one of its lexemes starting with one of them, so the promo's
 * lexeme prefixes, overlapped (`&&`, GIN index) with `match_lexemes`, give a small superset; the
 * engine's own query then confirms each candidate.
 */

const CONFIGS = [SEARCH_CONFIG.nl, SEARCH_CONFIG.fr] as const;

/** The words of each group of a query, widened as the engine widens them (one text per group). */
export function anchorGroups(query: string, words: SearchWords): string[] {
  return readWebsearch(query).groups.map((group) => {
    const all = new Set<string>();
    for (const term of group) {
      if (term.length > 1) term.forEach((word) => all.add(word));
      else for (const word of [term[0] ?? '', ...(alternativesOf(words, spellingsOf(words, [term[0] ?? '']))[0] ?? [])]) all.add(word);
    }
    return [...all].filter(Boolean).join(' ');
  });
}

/**
 * Computes `match_lexemes` of the given alerts (id and query). Per language, the first group that
 * leaves stems in it (to_tsquery drops stop words, and a group of stop words only constrains nothing
 * there); an alert with no words to look for gets an empty set and never matches.
 */
export async function storeAlertLexemes(db: Db, alerts: readonly { id: number; query: string }[], words: SearchWords, now: Date): Promise<void> {
  if (alerts.length === 0) return;
  const input = JSON.stringify(alerts.map((alert) => ({ id: alert.id, groups: anchorGroups(alert.query, words) })));
  const configs = JSON.stringify(CONFIGS);
  await db.execute(sql`
    with input as (
      select (e->>'id')::int as id, e->'groups' as groups from jsonb_array_elements(${input}::jsonb) e
    ), lexemes as (
      select i.id, c.config, g.ord, tsvector_to_array(to_tsvector(c.config::regconfig, g.text)) as lexemes
      from input i
      cross join lateral jsonb_array_elements_text(i.groups) with ordinality g(text, ord)
      cross join jsonb_array_elements_text(${configs}::jsonb) c(config)
    ), picked as (
      select distinct on (id, config) id, lexemes from lexemes where cardinality(lexemes) > 0 order by id, config, ord
    )
    update deal_alert_subscriptions s
    set match_lexemes = coalesce((select array_agg(distinct x order by x) from picked p cross join unnest(p.lexemes) x where p.id = s.id), '{}'),
      match_lexemes_at = ${now}
    from input i where s.id = i.id`);
}

const LEXEME_BATCH = 500;

/**
 * Computes the lexemes of keyword alerts that have none (new, or their query changed) and, with
 * `refreshOlderThan`, of up to `refreshLimit` whose lexemes are older: the vocabulary grows with the
 * catalogue, and a rolling refresh lets old alerts follow. Returns how many alerts were computed.
 */
export async function refreshAlertLexemes(
  db: Db,
  words: SearchWords,
  now: Date,
  options: { refreshOlderThan?: Date; refreshLimit?: number } = {},
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await executeRows<{ id: number; query: string }>(
      db,
      sql`select id, query from deal_alert_subscriptions where query is not null and match_lexemes_at is null
        order by id limit ${LEXEME_BATCH}`,
    );
    await storeAlertLexemes(db, rows, words, now);
    done += rows.length;
    if (rows.length < LEXEME_BATCH) break;
  }
  if (options.refreshOlderThan && (options.refreshLimit ?? 0) > 0) {
    const rows = await executeRows<{ id: number; query: string }>(
      db,
      sql`select id, query from deal_alert_subscriptions where query is not null and match_lexemes_at < ${options.refreshOlderThan}
        order by match_lexemes_at nulls first limit ${options.refreshLimit ?? 0}`,
    );
    await storeAlertLexemes(db, rows, words, now);
    done += rows.length;
  }
  return done;
}

/** The keyword alert's full query: its words, and its excluded words (the column) as `-word` terms. */
export function alertSearch(query: string, excludedWords: string | null, words: SearchWords): { must: string | null; mustNot: string | null } {
  const own = textSearchOf(query, words);
  const excluded = (excludedWords ?? '')
    .split(/[\s,]+/)
    .map((word) => word.replace(/^-+/, ''))
    .filter(Boolean);
  const extra = excluded.length === 0 ? null : textSearchOf(excluded.map((word) => `-${word}`).join(' '), words).mustNot;
  const mustNot = [own.mustNot, extra].filter((text): text is string => Boolean(text)).join(' | ');
  return { must: own.must, mustNot: mustNot || null };
}

type Candidate = { id: number; query: string; excludedWords: string | null };

/**
 * The confirmed keyword alerts whose query finds the feed row `feedId` (its price within their cap).
 * Alerts without positive words (only `-excluded` ones) match nothing: an alert is for finding promos.
 */
export async function keywordMatches(db: Db, feedId: number, words: SearchWords): Promise<number[]> {
  const [prefixRow] = await executeRows<{ prefixes: string }>(
    db,
    sql`select coalesce(jsonb_agg(distinct left(l, n)), '[]') as prefixes
      from feed_items f
      cross join unnest(tsvector_to_array(f.search_nl) || tsvector_to_array(f.search_fr)) l
      cross join generate_series(1, length(l)) n
      where f.id = ${feedId}`,
  );
  const prefixes = typeof prefixRow?.prefixes === 'string' ? prefixRow.prefixes : JSON.stringify(prefixRow?.prefixes ?? []);
  const candidates = await executeRows<{ id: number; query: string; excluded_words: string | null }>(
    db,
    sql`select s.id, s.query, s.excluded_words from deal_alert_subscriptions s, feed_items f
      where f.id = ${feedId}
        and s.match_lexemes && array(select jsonb_array_elements_text(${prefixes}::jsonb))
        and s.query is not null and s.confirmed_at is not null
        and (s.max_price is null or f.price is null or f.price <= s.max_price)`,
  );
  return confirmCandidates(
    db,
    feedId,
    candidates.map((row) => ({ id: Number(row.id), query: row.query, excludedWords: row.excluded_words })),
    words,
  );
}

/** Runs each candidate's full query on the promo's search vectors, all in one statement. */
async function confirmCandidates(db: Db, feedId: number, candidates: readonly Candidate[], words: SearchWords): Promise<number[]> {
  const queries = candidates
    .map((candidate) => ({ id: candidate.id, ...alertSearch(candidate.query, candidate.excludedWords, words) }))
    .filter((each) => each.must !== null)
    .map((each) => ({ id: each.id, must: each.must, must_not: each.mustNot }));
  if (queries.length === 0) return [];
  const nl = sql.raw(`'${SEARCH_CONFIG.nl}'::regconfig`);
  const fr = sql.raw(`'${SEARCH_CONFIG.fr}'::regconfig`);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select c.id from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb) as c(id int, must text, must_not text), feed_items f
      where f.id = ${feedId}
        and (f.search_nl @@ to_tsquery(${nl}, c.must) or f.search_fr @@ to_tsquery(${fr}, c.must))
        and (c.must_not is null or not (f.search_nl @@ to_tsquery(${nl}, c.must_not) or f.search_fr @@ to_tsquery(${fr}, c.must_not)))`,
  );
  return rows.map((row) => Number(row.id));
}
