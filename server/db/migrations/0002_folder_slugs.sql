-- Every folder gets its own address: /folders/{store}/{slug}, where the slug is the first valid day,
-- with -2, -3… when the store already has a folder starting that day. Stored and unique per store, so
-- two folders can no longer share an address, and kept once given, so an address keeps its meaning.
ALTER TABLE "folders" ADD COLUMN "slug" varchar(20) DEFAULT null;
--> statement-breakpoint
-- Before this, /folders/{store}/{date} opened the newest published folder starting that day: that one
-- keeps the bare date (every old address opens what it opened before); the others of the day get a suffix.
UPDATE "folders" AS f
  SET "slug" = to_char(f."valid_from", 'YYYY-MM-DD') || CASE WHEN r.n > 1 THEN '-' || r.n ELSE '' END
  FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "store_id", "valid_from"
      ORDER BY ("published_at" IS NOT NULL AND "published_at" <= now()) DESC, "id" DESC
    ) AS n
    FROM "folders"
  ) AS r
  WHERE r."id" = f."id";
--> statement-breakpoint
ALTER TABLE "folders" ALTER COLUMN "slug" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_store_slug_unique" UNIQUE("store_id","slug");
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_slug_check" CHECK ("folders"."slug" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(-[1-9][0-9]*)?$');
--> statement-breakpoint
-- A folder inserted without a slug gets the first free one of its store and day, whoever writes it
-- (the seed, a back office, plain SQL). Row by row, so a multi-row insert sees its own earlier rows;
-- the per-store lock makes concurrent writers take turns instead of one failing on the unique key.
CREATE OR REPLACE FUNCTION folders_assign_slug() RETURNS trigger
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  day text := to_char(NEW.valid_from, 'YYYY-MM-DD');
  candidate text := day;
  n integer := 1;
BEGIN
  IF NEW.slug IS NOT NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('folders_assign_slug'), NEW.store_id);
  WHILE EXISTS (SELECT 1 FROM folders WHERE store_id = NEW.store_id AND slug = candidate) LOOP
    n := n + 1;
    candidate := day || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER folders_assign_slug BEFORE INSERT ON folders
  FOR EACH ROW EXECUTE FUNCTION folders_assign_slug();
