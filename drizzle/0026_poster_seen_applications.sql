ALTER TABLE "applications" ADD COLUMN "poster_seen_at" timestamp with time zone;--> statement-breakpoint
-- Whether a poster has already read an existing application's note is not known: count them all as seen,
-- so no note a poster may have read can be changed under them.
UPDATE "applications" SET "poster_seen_at" = "updated_at";
