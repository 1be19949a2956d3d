ALTER TABLE "profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_schedule" text;