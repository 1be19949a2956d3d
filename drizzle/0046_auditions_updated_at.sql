ALTER TABLE "auditions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Auditions posted before this column have not changed since they were posted, as far as anyone knows.
UPDATE "auditions" SET "updated_at" = "created_at";
