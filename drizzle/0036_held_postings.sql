ALTER TABLE "auditions" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE INDEX "auditions_held_idx" ON "auditions" USING btree ("held_at") WHERE "auditions"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_held_idx" ON "jobs" USING btree ("held_at") WHERE "jobs"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "projects_held_idx" ON "projects" USING btree ("held_at") WHERE "projects"."held_at" is not null;