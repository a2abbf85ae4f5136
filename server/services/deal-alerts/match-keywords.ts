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
 * engine's own query, compiled when the lexemes were (`match_query_*`, `match_exclude_*`), then
 * confirms each candidate.
 */

const CONFIGS = [SEARCH_CONFIG.nl, SEARCH_CONFIG.fr] as const;

/**
 * Ids as one PostgreSQL array parameter (`= any(${intArray(ids)}::int[])`): one parameter however
 * many ids, and the planner knows it is a list to probe by index (a set-returning function in
 * `in (select …)` made it estimate badly and scan). Whole numbers only, so the literal is safe.
 */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(Number(id))).filter(Number.isFinite).join(',')}}`;
}

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
 * Computes the matching columns of the given alerts (id, query, excluded words): `match_lexemes` and
 * the compiled queries. Lexemes: per language, the first group that leaves stems in it (to_tsquery
 * drops stop words, and a group of stop words only constrains nothing there), with that group's words
 * as typed (a short stem matches only exactly, the typed word as a prefix: match.ts `stemmedQuery`).
 * An alert with no words to look for (only `-excluded` ones) gets an empty set and no query, and
 * never matches: an alert is for finding promos.
 */
export async function storeAlertLexemes(
  db: Db,
  alerts: readonly { id: number; query: string; excluded_words: string | null }[],
  words: SearchWords,
  now: Date,
): Promise<void> {
  if (alerts.length === 0) return;
  const input = JSON.stringify(
    alerts.map((alert) => {
      const search = alertSearch(alert.query, alert.excluded_words, words);
      return { id: Number(alert.id), groups: anchorGroups(alert.query, words), must: search.must, must_not: search.mustNot };
    }),
  );
  const configs = JSON.stringify(CONFIGS);
  const nl = sql.raw(`'${SEARCH_CONFIG.nl}'::regconfig`);
  const fr = sql.raw(`'${SEARCH_CONFIG.fr}'::regconfig`);
  await db.execute(sql`
    with input as (
      select (e->>'id')::int as id, e->'groups' as groups, e->>'must' as must, e->>'must_not' as must_not
      from jsonb_array_elements(${input}::jsonb) e
    ), lexemes as (
      select i.id, c.config, g.ord, tsvector_to_array(to_tsvector(c.config::regconfig, g.text)) as lexemes,
        -- The typed words, but not the language's stop words: its query leaves them out, and a "de" would make every promo a candidate.
        array(select t from unnest(tsvector_to_array(to_tsvector('simple', g.text))) t where to_tsvector(c.config::regconfig, t) <> ''::tsvector) as typed
      from input i
      cross join lateral jsonb_array_elements_text(i.groups) with ordinality g(text, ord)
      cross join jsonb_array_elements_text(${configs}::jsonb) c(config)
    ), picked as (
      select distinct on (id, config) id, lexemes || typed as lexemes from lexemes where cardinality(lexemes) > 0 order by id, config, ord
    )
    update deal_alert_subscriptions s
    set match_lexemes = case when i.must is null then '{}'
        else coalesce((select array_agg(distinct x order by x) from picked p cross join unnest(p.lexemes) x where p.id = s.id), '{}') end,
      match_query_nl = search_tsquery(${nl}, i.must),
      match_query_fr = search_tsquery(${fr}, i.must),
      match_exclude_nl = search_tsquery(${nl}, i.must_not),
      match_exclude_fr = search_tsquery(${fr}, i.must_not),
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
    const rows = await executeRows<{ id: number; query: string; excluded_words: string | null }>(
      db,
      // Ordered as deal_alert_lexemes_due_idx is, so the plan walks that index whatever the statistics
      // say: PGlite never analyses by itself, and statistics from before the lexemes were computed made
      // the planner scan all 100,000 alerts (30 ms) on every promo matched (docs/deal-alerts.md, Speed).
      sql`select id, query, excluded_words from deal_alert_subscriptions where query is not null and match_lexemes_at is null
        order by match_lexemes_at nulls first limit ${LEXEME_BATCH}`,
    );
    await storeAlertLexemes(db, rows, words, now);
    done += rows.length;
    if (rows.length < LEXEME_BATCH) break;
  }
  if (options.refreshOlderThan && (options.refreshLimit ?? 0) > 0) {
    const rows = await executeRows<{ id: number; query: string; excluded_words: string | null }>(
      db,
      sql`select id, query, excluded_words from deal_alert_subscriptions where query is not null and match_lexemes_at < ${options.refreshOlderThan}
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

/**
 * The confirmed keyword alerts whose query finds the feed row `feedId`, its price within their cap:
 * one statement, the GIN overlap giving the candidates and their compiled queries confirming them.
 */
/** A matching alert and the temperature it waits for (null: it fires at once). */
export type FoundAlert = { id: number; minTemperature: number | null };

export function foundAlerts(rows: readonly { id: number; min_temperature: number | null }[]): FoundAlert[] {
  return rows.map((row) => ({ id: Number(row.id), minTemperature: row.min_temperature === null ? null : Number(row.min_temperature) }));
}

export async function keywordMatches(db: Db, feedId: number): Promise<FoundAlert[]> {
  // The prefixes first, on their own: inside the main statement the planner correlates them and scans
  // every keyword alert instead of the GIN index (measured: 690 ms against a few at 100,000 alerts).
  const [promo] = await executeRows<{ prefixes: unknown }>(
    db,
    sql`select coalesce((select jsonb_agg(distinct left(l, n)) from unnest(tsvector_to_array(f.search_nl) || tsvector_to_array(f.search_fr)) l
        cross join generate_series(1, length(l)) n), '[]') as prefixes
      from feed_items f where f.id = ${feedId}`,
  );
  if (!promo) return [];
  const prefixes = typeof promo.prefixes === 'string' ? promo.prefixes : JSON.stringify(promo.prefixes);
  const rows = await executeRows<{ id: number; min_temperature: number | null }>(
    db,
    sql`select s.id, s.min_temperature from feed_items f, deal_alert_subscriptions s
      where f.id = ${feedId} and s.match_lexemes && array(select jsonb_array_elements_text(${prefixes}::jsonb))
        and s.query is not null and s.confirmed_at is not null
        and (s.max_price is null or f.price is null or f.price <= s.max_price)
        and (f.search_nl @@ s.match_query_nl or f.search_fr @@ s.match_query_fr)
        and not coalesce(f.search_nl @@ s.match_exclude_nl or f.search_fr @@ s.match_exclude_fr, false)`,
  );
  return foundAlerts(rows);
}
