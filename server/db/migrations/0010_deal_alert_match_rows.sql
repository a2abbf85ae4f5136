-- Deal-alert match rows written faster (docs/deal-alerts.md, Speed): matching one promo writes a row
-- per alert that wants it, hundreds at once, and the per-row foreign-key check on the alert and the
-- serial id's own index made up about half of that write. The (alert, promo) pair becomes the key, and
-- a statement trigger deletes an alert's matches with the alert (what ON DELETE CASCADE did), for
-- deletes of any kind: a member's, a guest's link, an account's cascade.
ALTER TABLE "deal_alert_matches" DROP CONSTRAINT "deal_alert_matches_subscription_id_deal_alert_subscriptions_id_fk";--> statement-breakpoint
ALTER TABLE "deal_alert_matches" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "deal_alert_matches" DROP CONSTRAINT "deal_alert_matches_unique";--> statement-breakpoint
ALTER TABLE "deal_alert_matches" ADD CONSTRAINT "deal_alert_matches_pk" PRIMARY KEY("subscription_id","morphable_type","morphable_id");--> statement-breakpoint
CREATE FUNCTION "deal_alert_matches_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deal_alert_matches" m USING gone g WHERE m.subscription_id = g.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deal_alert_subscriptions_forget_matches" AFTER DELETE ON "deal_alert_subscriptions"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "deal_alert_matches_forget"();
