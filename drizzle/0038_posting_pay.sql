ALTER TABLE "auditions" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "pay_per" text;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "pay_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_per" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Issue 27: an audition said paid, unpaid or negotiable; a negotiable one was paid at a figure not stated. The amount
-- of neither is known: each shows "amount not stated yet" until its poster's next edit, which must state it.
UPDATE "auditions" SET "pay_kind" = CASE "compensation" WHEN 'unpaid' THEN 'unpaid' ELSE 'paid' END;--> statement-breakpoint
-- A project said nothing of pay but through its roles: one whose roles name a pay is paid; the rest stay "not stated".
UPDATE "projects" SET "pay_kind" = 'paid' WHERE EXISTS (SELECT 1 FROM "posting_roles" WHERE "posting_roles"."project_id" = "projects"."id" AND "posting_roles"."pay" <> '');
