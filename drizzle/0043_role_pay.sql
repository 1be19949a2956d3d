ALTER TABLE "posting_roles" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD COLUMN "pay_per" text;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD COLUMN "pay_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Decision 061, pay per role: a role's pay was words ("₹15,000 a day"). They are kept whole as its pay note,
-- its kind left unstated (no figure is guessed from them) until its poster's next edit, which must state it.
UPDATE "posting_roles" SET "pay_note" = "pay";--> statement-breakpoint
ALTER TABLE "posting_roles" DROP COLUMN "pay";
