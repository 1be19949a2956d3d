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
-- "(23-30)" or "(65+)" is read as the playing age (1 to 100, else none), the rest is the name (issue 25).
-- Where two roles of one audition would then share a name ("Child (5-8)", "Child (9-12)"), each keeps
-- its text whole, so the form can save them again.
INSERT INTO "posting_roles" ("audition_id", "position", "name", "age_min", "age_max")
SELECT "audition_id", "position",
	CASE WHEN count(*) OVER (PARTITION BY "audition_id", lower("name")) > 1 THEN left("typed", 100) ELSE "name" END,
	CASE WHEN "age_min" BETWEEN 1 AND 100 THEN "age_min" END,
	CASE WHEN "age_min" BETWEEN 1 AND 100 AND "age_max" BETWEEN "age_min" AND 100 THEN "age_max" END
FROM (
	SELECT a."id" AS "audition_id", (r."ord" - 1)::int AS "position", r."role" AS "typed",
		left(coalesce(nullif(trim(regexp_replace(r."role", '\s*\(\s*\d{1,3}\s*(?:[-–]\s*\d{1,3}|\+)\s*\)\s*$', '')), ''), r."role"), 100) AS "name",
		(regexp_match(r."role", '\(\s*(\d{1,3})\s*(?:[-–]\s*\d{1,3}|\+)\s*\)\s*$'))[1]::int AS "age_min",
		(regexp_match(r."role", '\(\s*\d{1,3}\s*[-–]\s*(\d{1,3})\s*\)\s*$'))[1]::int AS "age_max"
	FROM "auditions" a, unnest(a."roles") WITH ORDINALITY AS r("role", "ord")
) AS "typed";--> statement-breakpoint
-- Who applied before roles could be chosen applied to the whole audition: each is a candidate for every
-- one of its roles, and hears each role's answer when it is filled.
INSERT INTO "application_roles" ("application_id", "role_id")
SELECT ap."id", pr."id" FROM "applications" ap
INNER JOIN "posting_roles" pr ON pr."audition_id" = ap."audition_id";--> statement-breakpoint
ALTER TABLE "auditions" DROP COLUMN "roles";