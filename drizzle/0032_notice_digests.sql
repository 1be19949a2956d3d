ALTER TABLE "notifications" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
-- Job alerts written before digests were emailed one by one already: none is sent again.
UPDATE "notifications" SET "digested_at" = "created_at" WHERE "kind" = 'job_alert';--> statement-breakpoint
CREATE INDEX "notifications_undigested_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."kind" = 'job_alert' and "notifications"."digested_at" is null;