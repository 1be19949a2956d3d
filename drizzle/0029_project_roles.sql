ALTER TABLE "posting_roles" ALTER COLUMN "audition_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_roles_project_idx" ON "posting_roles" USING btree ("project_id","position");--> statement-breakpoint
-- Each project's "looking for" entries become its roles, in the order they were typed (issue 25).
INSERT INTO "posting_roles" ("project_id", "position", "name")
SELECT p.id, entry.position - 1, left(entry.name, 100)
FROM "projects" p, unnest(p.looking_for) WITH ORDINALITY AS entry(name, position)
WHERE btrim(entry.name) <> '';--> statement-breakpoint
-- Everyone who asked to join before roles could be chosen is a candidate for every role of their project,
-- as 0027 made earlier audition applicants candidates for every role of theirs.
INSERT INTO "application_roles" ("application_id", "role_id")
SELECT a.id, r.id FROM "applications" a INNER JOIN "posting_roles" r ON r.project_id = a.project_id
WHERE a.project_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "looking_for";--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_one_posting" CHECK (num_nonnulls("posting_roles"."audition_id", "posting_roles"."project_id") = 1);