-- Posting and the points economy (docs/posting.md, docs/points.md): a post remembers the request's
-- Idempotency-Key and why automatic checks held it; a prize request its Idempotency-Key; the ledger
-- holds one row per cause (a bonus is never credited twice), and neither a balance nor a prize's
-- stock can go below zero.
ALTER TABLE "posts" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hold_reason" varchar(32);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_cause_unique" UNIQUE NULLS NOT DISTINCT("user_id","bonus_action_type","bonusable_type","bonusable_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "prize_requests" ADD CONSTRAINT "prize_requests_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_available_check" CHECK ("points_accounts"."available" >= 0);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hold_reason_check" CHECK ("posts"."hold_reason" in ('first_post_link', 'near_duplicate'));--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_stock_check" CHECK ("prizes"."stock" >= 0);