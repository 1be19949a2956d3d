ALTER TABLE "jobs" DROP COLUMN "salary";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary_min";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary_max";