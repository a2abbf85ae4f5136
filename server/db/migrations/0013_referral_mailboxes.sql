-- One referral bonus per mailbox (docs/referral.md, "One mailbox, one bonus"): the hashes of the
-- mailboxes a bonus was paid for, kept when an account is erased. And no prize costs nothing: spending
-- 0 points is refused by the ledger, so requesting such a prize answered 500.
CREATE TABLE "referral_mailboxes" (
	"mailbox_hash" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_points_cost_check" CHECK ("prizes"."points_cost" > 0);