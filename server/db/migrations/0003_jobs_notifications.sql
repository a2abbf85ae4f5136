-- The mail outbox (one row per mail, keyed so a retried job sends once) and notification event keys
-- (one notification per recipient and event, so an event delivered twice notifies once).
CREATE TABLE "outgoing_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(191) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"user_id" integer,
	"to_address" varchar(320) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"message_id" varchar(255),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_mails_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outgoing_mails_status_check" CHECK ("outgoing_mails"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" varchar(191);--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mails_status_idx" ON "outgoing_mails" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_event_unique" UNIQUE("user_id","event_key");