-- A deleted notification is marked, not removed: its event key keeps holding, so no event notifies twice
-- after a delete (docs/notifications.md). The expiry sweep removes such rows after 180 days.
ALTER TABLE "notifications" ADD COLUMN "deleted_at" timestamp with time zone;