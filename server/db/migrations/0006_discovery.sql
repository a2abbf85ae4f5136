-- Discovery (docs/product.md, Behaviour): page views of stores, webshops, brands and products for their
-- popularity; the feed index's discount and post language, with indexes for the "ending soon" and
-- "biggest discount" orders. The last statement fills in the language of the posts indexed before.
ALTER TABLE "brands" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webshops" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "discount" smallint GENERATED ALWAYS AS (case when old_price > 0 and price >= 0 and price < old_price then round((old_price - price) * 100 / old_price)::smallint end) STORED;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
CREATE INDEX "feed_items_ending_idx" ON "feed_items" USING btree ("expired_at","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "feed_items_discount_idx" ON "feed_items" USING btree ("discount" DESC NULLS LAST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_locale_check" CHECK ("feed_items"."locale" in ('nl', 'fr'));--> statement-breakpoint
UPDATE "feed_items" SET "locale" = "posts"."locale" FROM "posts" WHERE "feed_items"."morphable_type" = 'Post' AND "feed_items"."morphable_id" = "posts"."id";