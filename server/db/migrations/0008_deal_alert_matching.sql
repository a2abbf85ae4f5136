-- Matching promos against deal alerts (docs/deal-alerts.md, Matching): the promos already matched (so a
-- promo is matched once however it was found), a durable cursor for the scheduled scan of promos whose
-- moment came, keyword alerts' candidate lexemes (GIN index) and compiled queries, and an index on the
-- moment a promo becomes visible (published and started).
CREATE TABLE "deal_alert_matched_promos" (
	"morphable_type" varchar(16) NOT NULL,
	"morphable_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_alert_matched_promos_pk" PRIMARY KEY("morphable_type","morphable_id"),
	CONSTRAINT "deal_alert_matched_promos_morphable_type_check" CHECK ("deal_alert_matched_promos"."morphable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder'))
);
--> statement-breakpoint
CREATE TABLE "job_cursors" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_lexemes" text[];--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_query_nl" "tsquery";--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_query_fr" "tsquery";--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_exclude_nl" "tsquery";--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_exclude_fr" "tsquery";--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "match_lexemes_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feed_items_visible_at_idx" ON "feed_items" USING btree (greatest("published_at", "started_at"),"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "deal_alert_match_lexemes_idx" ON "deal_alert_subscriptions" USING gin ("match_lexemes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "deal_alert_lexemes_due_idx" ON "deal_alert_subscriptions" USING btree ("match_lexemes_at" NULLS FIRST) WHERE "deal_alert_subscriptions"."query" is not null;--> statement-breakpoint
-- Whoever changes an alert's query or excluded words (any writer, plain SQL included) leaves its
-- lexemes and compiled queries to be computed again.
CREATE OR REPLACE FUNCTION deal_alert_query_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.query IS DISTINCT FROM OLD.query OR NEW.excluded_words IS DISTINCT FROM OLD.excluded_words THEN
    NEW.match_lexemes := NULL;
    NEW.match_query_nl := NULL;
    NEW.match_query_fr := NULL;
    NEW.match_exclude_nl := NULL;
    NEW.match_exclude_fr := NULL;
    NEW.match_lexemes_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deal_alert_query_changed BEFORE UPDATE OF query, excluded_words ON "deal_alert_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION deal_alert_query_changed();
