-- Search words matched by what they mean (docs/search.md, "Matching"). A typed word is a prefix, and
-- each language's stemmer shortened it first: the French stemmer makes "bier" 'bi':*, which found
-- every Dutch "bij"; the Dutch one makes "kaas" 'kas':* ("kasjmier"); and a member's post, written in
-- one language with the same text in both titles, was stemmed in French too, so "koffer" and
-- "koffie" shared the French stem 'koff'.
--
-- 1. A row written in one language (feed_items.locale) is stemmed by that language in both vectors.
ALTER TABLE "feed_items" drop column "search_nl";--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_nl" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when locale = 'fr' then 'french_unaccent'::regconfig else 'dutch_unaccent'::regconfig end), coalesce(title_nl, '')), 'A') || setweight(to_tsvector((case when locale = 'fr' then 'french_unaccent'::regconfig else 'dutch_unaccent'::regconfig end), coalesce(keywords_nl, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" drop column "search_fr";--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when locale = 'nl' then 'dutch_unaccent'::regconfig else 'french_unaccent'::regconfig end), coalesce(title_fr, '')), 'A') || setweight(to_tsvector((case when locale = 'nl' then 'dutch_unaccent'::regconfig else 'french_unaccent'::regconfig end), coalesce(keywords_fr, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_items_search_nl_idx" ON "feed_items" USING gin ("search_nl");--> statement-breakpoint
CREATE INDEX "feed_items_search_fr_idx" ON "feed_items" USING gin ("search_fr");--> statement-breakpoint
-- 2. search_tsquery reads a query text as to_tsquery does, then turns each prefix whose stem is
-- shorter than 5 letters (and not the word itself) into the stem exactly or the typed word as a
-- prefix: ('bi' | 'bier':*). Longer stems stay prefixes ("tomaat" 'tomat':* finds "tomatensaus").
-- The typed words go in as placeholders first, so one word's rewrite never rewrites another's.
CREATE FUNCTION "search_tsquery"(config regconfig, query text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result tsquery := to_tsquery(config, query);
  typed text[] := '{}';
  weights text[] := '{}';
  stemmed record;
  substitute tsquery;
  word text;
  i int;
BEGIN
  FOR stemmed IN
    SELECT w.stems[1] AS stem, w.weight, array_agg(DISTINCT w.word) AS words
    FROM (
      SELECT m[1] AS word, m[2] AS weight, tsvector_to_array(to_tsvector(config, m[1])) AS stems
      FROM regexp_matches(query, '([^\s()|&!<>:*''\\]+):\*([A-D]*)', 'g') AS m
    ) w
    WHERE cardinality(w.stems) = 1 AND w.stems[1] <> w.word AND length(w.stems[1]) < 5
    GROUP BY w.stems[1], w.weight
  LOOP
    substitute := (quote_literal(stemmed.stem) || CASE WHEN stemmed.weight = '' THEN '' ELSE ':' || stemmed.weight END)::tsquery;
    FOREACH word IN ARRAY stemmed.words LOOP
      typed := typed || word;
      weights := weights || stemmed.weight;
      substitute := substitute || (quote_literal('#' || cardinality(typed)) || ':*' || stemmed.weight)::tsquery;
    END LOOP;
    result := ts_rewrite(result, (quote_literal(stemmed.stem) || ':*' || stemmed.weight)::tsquery, substitute);
  END LOOP;
  FOR i IN 1 .. cardinality(typed) LOOP
    result := ts_rewrite(result, (quote_literal('#' || i) || ':*' || weights[i])::tsquery, (quote_literal(typed[i]) || ':*' || weights[i])::tsquery);
  END LOOP;
  RETURN result;
END;
$$;--> statement-breakpoint
-- 3. Keyword alerts compiled their queries with to_tsquery: marked old, the scan's rolling refresh
-- recompiles them (oldest first) while the old queries keep working until then.
UPDATE "deal_alert_subscriptions" SET "match_lexemes_at" = '2000-01-01T00:00:00Z' WHERE "query" IS NOT NULL AND "match_lexemes_at" IS NOT NULL;
