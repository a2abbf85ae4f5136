-- Extensions and search helpers that the schema migrations rely on (ARCHITECTURE rules 7 and 8).
-- PGlite loads the extension code itself; on PostgreSQL both are trusted contrib extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index expression.
-- This wrapper pins the dictionary and is declared IMMUTABLE, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Accent-insensitive full-text configurations: unaccent first, then the language's stemmer.
-- to_tsvector(regconfig, text) is IMMUTABLE, so these can feed generated tsvector columns.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'dutch_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION public.dutch_unaccent (COPY = pg_catalog.dutch);
    ALTER TEXT SEARCH CONFIGURATION public.dutch_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.dutch_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'french_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION public.french_unaccent (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION public.french_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.french_stem;
  END IF;
END
$$;
