CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"audition_id" integer,
	"applicant_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_one_posting" CHECK (num_nonnulls("applications"."audition_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "poster_id" text;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "compensation" text DEFAULT 'negotiable' NOT NULL;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "experience" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "gender" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_audition_id_auditions_id_fk" FOREIGN KEY ("audition_id") REFERENCES "public"."auditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_audition_applicant_idx" ON "applications" USING btree ("audition_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
ALTER TABLE "auditions" ADD CONSTRAINT "auditions_poster_id_user_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditions_date_idx" ON "auditions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "auditions_poster_idx" ON "auditions" USING btree ("poster_id");