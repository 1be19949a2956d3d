CREATE TABLE "job_alerts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"city_id" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"salary" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"deadline" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"poster_id" text,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_one_posting";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_poster_id_user_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_category_created_idx" ON "jobs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "jobs_poster_idx" ON "jobs" USING btree ("poster_id");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin (lower("title" || chr(10) || "company" || chr(10) || "description") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_applicant_idx" ON "applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_job_waiting_idx" ON "applications" USING btree ("job_id") WHERE "applications"."status" in ('new', 'viewed', 'shortlisted');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_one_posting" CHECK (num_nonnulls("applications"."audition_id", "applications"."job_id") = 1);