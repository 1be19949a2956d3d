CREATE TABLE "application_roles" (
	"application_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "application_roles_application_id_role_id_pk" PRIMARY KEY("application_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "posting_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"audition_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_min" integer,
	"age_max" integer,
	"gender" text DEFAULT 'any' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"pay" text DEFAULT '' NOT NULL,
	"needed" integer DEFAULT 1 NOT NULL,
	"filled_at" timestamp with time zone,
	CONSTRAINT "posting_roles_needed" CHECK ("posting_roles"."needed" between 1 and 100),
	CONSTRAINT "posting_roles_ages" CHECK ("posting_roles"."age_min" is null or "posting_roles"."age_max" is null or "posting_roles"."age_min" <= "posting_roles"."age_max")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "application_roles" ADD CONSTRAINT "application_roles_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_roles" ADD CONSTRAINT "application_roles_role_id_posting_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."posting_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_audition_id_auditions_id_fk" FOREIGN KEY ("audition_id") REFERENCES "public"."auditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_roles_role_idx" ON "application_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "posting_roles_audition_idx" ON "posting_roles" USING btree ("audition_id","position");--> statement-breakpoint
-- Each audition's roles, typed as text ("Female Lead (23-30)"), become role records: a trailing
-- "(23-30)" or "(65+)" is read as the playing age, the rest is the name (issue 25).
INSERT INTO "posting_roles" ("audition_id", "position", "name", "age_min", "age_max")
SELECT "audition_id", "position", "name", "age_min", CASE WHEN "age_max" >= "age_min" THEN "age_max" END
FROM (
	SELECT a."id" AS "audition_id", (r."ord" - 1)::int AS "position",
		left(coalesce(nullif(trim(regexp_replace(r."role", '\s*\(\s*\d{1,3}\s*(?:[-–]\s*\d{1,3}|\+)\s*\)\s*$', '')), ''), r."role"), 100) AS "name",
		(regexp_match(r."role", '\(\s*(\d{1,3})\s*(?:[-–]\s*\d{1,3}|\+)\s*\)\s*$'))[1]::int AS "age_min",
		(regexp_match(r."role", '\(\s*\d{1,3}\s*[-–]\s*(\d{1,3})\s*\)\s*$'))[1]::int AS "age_max"
	FROM "auditions" a, unnest(a."roles") WITH ORDINALITY AS r("role", "ord")
) AS "typed";--> statement-breakpoint
ALTER TABLE "auditions" DROP COLUMN "roles";