-- Deal alerts that alert (docs/deal-alerts.md): guests' double opt-in, keyword alert limits (excluded
-- words, price cap, minimum temperature), the promos each alert matched and what each recipient's
-- digests have carried. Alerts that exist already count as confirmed; a member who followed an entity
-- before alerts were rows (a bare "subscription" reaction) gets the alert that follow now means.
CREATE TABLE "deal_alert_deliveries" (
	"recipient" varchar(330) NOT NULL,
	"morphable_type" varchar(16) NOT NULL,
	"morphable_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_alert_deliveries_pk" PRIMARY KEY("recipient","morphable_type","morphable_id"),
	CONSTRAINT "deal_alert_deliveries_morphable_type_check" CHECK ("deal_alert_deliveries"."morphable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder'))
);
--> statement-breakpoint
CREATE TABLE "deal_alert_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"morphable_type" varchar(16) NOT NULL,
	"morphable_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	CONSTRAINT "deal_alert_matches_unique" UNIQUE("subscription_id","morphable_type","morphable_id"),
	CONSTRAINT "deal_alert_matches_morphable_type_check" CHECK ("deal_alert_matches"."morphable_type" in ('Post', 'OnlinePromo', 'FolderItem', 'Folder'))
);
--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "confirm_token_hash" char(64);--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "excluded_words" varchar(255);--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "max_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD COLUMN "min_temperature" integer;--> statement-breakpoint
UPDATE "deal_alert_subscriptions" SET "confirmed_at" = "created_at";--> statement-breakpoint
UPDATE "deal_alert_subscriptions" SET "weekly_email_notification" = false WHERE "daily_email_notification" AND "weekly_email_notification";--> statement-breakpoint
DELETE FROM "deal_alert_subscriptions" WHERE NOT (("query" is null and "subscriable_type" in ('Store', 'Webshop', 'Brand', 'Product', 'Category') and "subscriable_id" is not null) or ("query" is not null and "subscriable_type" is null and "subscriable_id" is null));--> statement-breakpoint
DELETE FROM "deal_alert_subscriptions" a USING "deal_alert_subscriptions" b WHERE a."id" > b."id" AND a."subscriable_type" = b."subscriable_type" AND a."subscriable_id" = b."subscriable_id" AND ((a."user_id" = b."user_id") OR (a."user_id" is null AND b."user_id" is null AND lower(a."email") = lower(b."email")));--> statement-breakpoint
DELETE FROM "deal_alert_subscriptions" a USING "deal_alert_subscriptions" b WHERE a."id" > b."id" AND a."user_id" is null AND b."user_id" is null AND lower(a."query") = lower(b."query") AND lower(a."email") = lower(b."email");--> statement-breakpoint
ALTER TABLE "deal_alert_matches" ADD CONSTRAINT "deal_alert_matches_subscription_id_deal_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."deal_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_alert_matches_pending_idx" ON "deal_alert_matches" USING btree ("subscription_id") WHERE fired_at is not null and digested_at is null;--> statement-breakpoint
CREATE INDEX "deal_alert_matches_waiting_idx" ON "deal_alert_matches" USING btree ("morphable_type","morphable_id") WHERE fired_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_alert_user_entity_unique" ON "deal_alert_subscriptions" USING btree ("user_id","subscriable_type","subscriable_id") WHERE "deal_alert_subscriptions"."user_id" is not null and "deal_alert_subscriptions"."subscriable_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_alert_email_entity_unique" ON "deal_alert_subscriptions" USING btree (lower("email"),"subscriable_type","subscriable_id") WHERE "deal_alert_subscriptions"."user_id" is null and "deal_alert_subscriptions"."subscriable_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_alert_email_query_unique" ON "deal_alert_subscriptions" USING btree (lower("email"),lower("query")) WHERE "deal_alert_subscriptions"."user_id" is null and "deal_alert_subscriptions"."query" is not null;--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_confirm_token_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_one_period_check" CHECK (not ("deal_alert_subscriptions"."daily_email_notification" and "deal_alert_subscriptions"."weekly_email_notification"));--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_target_check" CHECK (("deal_alert_subscriptions"."query" is null and "deal_alert_subscriptions"."subscriable_type" is not null and "deal_alert_subscriptions"."subscriable_id" is not null) or ("deal_alert_subscriptions"."query" is not null and "deal_alert_subscriptions"."subscriable_type" is null and "deal_alert_subscriptions"."subscriable_id" is null));--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_entity_type_check" CHECK ("deal_alert_subscriptions"."subscriable_type" in ('Store', 'Webshop', 'Brand', 'Product', 'Category'));--> statement-breakpoint
INSERT INTO "deal_alert_subscriptions" ("user_id", "email", "subscriable_type", "subscriable_id", "locale_id", "confirmed_at", "created_at")
SELECT r."user_id", u."email", r."reactable_type", r."reactable_id", CASE WHEN u."locale" = 'fr' THEN 2 ELSE 1 END, r."created_at", r."created_at"
FROM "reactions" r JOIN "users" u ON u."id" = r."user_id"
WHERE r."kind" = 'subscription' AND r."reactable_type" IN ('Store', 'Webshop', 'Brand', 'Product', 'Category')
ON CONFLICT DO NOTHING;
