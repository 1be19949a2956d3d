ALTER TABLE "site_events" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "site_events_kind_session_idx" ON "site_events" USING btree ("kind","session_id") WHERE "site_events"."session_id" is not null;