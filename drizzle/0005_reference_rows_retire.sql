ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "retired_at" timestamp with time zone;