ALTER TABLE "jobs" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_per" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Issue 27: a job's pay was its poster's words with their first and second figures read (salary_min, salary_max).
-- Every job is paid: the least is the first figure, the most the second when it differs, and the period is the one
-- its words name (a month, a day, an episode), else the project. A job whose words had no figure ("Negotiable") is
-- paid at an amount not stated yet, and shows so until its poster's next edit, which must state it.
UPDATE "jobs" SET
  "pay_kind" = 'paid',
  "pay_min" = "salary_min",
  "pay_max" = NULLIF("salary_max", "salary_min"),
  "pay_per" = CASE
    WHEN "salary_min" IS NULL THEN NULL
    WHEN "salary" ILIKE '%month%' THEN 'month'
    WHEN "salary" ILIKE '%day%' THEN 'day'
    WHEN "salary" ILIKE '%episode%' THEN 'episode'
    ELSE 'project'
  END;
