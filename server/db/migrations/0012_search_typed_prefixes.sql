-- search_tsquery, again (docs/search.md, "Matching"). Migration 0011 rewrote the stems in the query
-- to_tsquery had already built, with ts_rewrite, which compares lexemes without their prefix flag: a
-- typed word that is its own stem lost its prefix when another alternative shortened to it ("bier" is
-- sent with its French spelling, (bier:* | biere:*), and the Dutch 'biere' stems to 'bier', so
-- 'bier':* became 'bier' and "Bierpakket" was no longer found), and a quoted phrase's exact word
-- became a prefix.
--
-- Now each shortened prefix word is swapped for a placeholder in the query text before to_tsquery
-- reads it, and each placeholder then for its stem exactly or the typed word as a prefix:
-- ('bi' | 'bier':*). A placeholder has the form of an e-mail address, which the parser keeps whole
-- and no typed word can be (the words are letters and digits only); everything else in the text
-- (other prefixes, quoted phrases, excluded words) goes through to_tsquery untouched.
CREATE OR REPLACE FUNCTION "search_tsquery"(config regconfig, query text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  swapped text := query;
  substitutes tsquery[] := '{}';
  result tsquery;
  typed record;
  i int;
BEGIN
  FOR typed IN
    SELECT DISTINCT w.word, w.plain, w.weight, w.stems[1] AS stem
    FROM (
      -- `plain`: the word as the search vectors hold it (unaccented: "øl" is 'ol').
      SELECT m[1] AS word, public.f_unaccent(m[1]) AS plain, m[2] AS weight, tsvector_to_array(to_tsvector(config, m[1])) AS stems
      FROM regexp_matches(query, '([^\s()|&!<>:*''\\]+):\*([A-D]*)', 'g') AS m
    ) w
    WHERE cardinality(w.stems) = 1 AND w.stems[1] <> w.plain AND length(w.stems[1]) < 5
  LOOP
    substitutes := substitutes || (
      (quote_literal(typed.stem) || CASE WHEN typed.weight = '' THEN '' ELSE ':' || typed.weight END)::tsquery
      || (quote_literal(typed.plain) || ':*' || typed.weight)::tsquery
    );
    -- The word as a whole operand with exactly this flag: not a longer word, not another weight.
    swapped := regexp_replace(
      swapped,
      '(^|[\s()|&!<>])' || regexp_replace(typed.word, '([^[:alnum:]])', '\\\1', 'g') || ':\*' || typed.weight || '(?=[\s()|&!<>]|$)',
      '\1typed' || cardinality(substitutes) || '@search.invalid',
      'g'
    );
  END LOOP;
  result := to_tsquery(config, swapped);
  FOR i IN 1 .. cardinality(substitutes) LOOP
    result := ts_rewrite(result, ('typed' || i || '@search.invalid')::tsquery, substitutes[i]);
  END LOOP;
  RETURN result;
END;
$$;--> statement-breakpoint
-- Keyword alerts compiled their queries with the old function: marked old, the scan's rolling refresh
-- recompiles them (oldest first) while the old queries keep working until then.
UPDATE "deal_alert_subscriptions" SET "match_lexemes_at" = '2000-01-01T00:00:00Z' WHERE "query" IS NOT NULL AND "match_lexemes_at" IS NOT NULL;
