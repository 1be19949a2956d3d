CREATE TABLE "production_domain_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"code_hash" text NOT NULL,
	"requested_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"invitee_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_members" (
	"production_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_members_production_id_user_id_pk" PRIMARY KEY("production_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "production_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"gstin" text,
	"company_number" text,
	"credit_url" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "production_verification_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"detail" text,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city_id" text,
	"website" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"logo_image_id" text,
	"static_logo_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_method" text,
	"verified_detail" text,
	CONSTRAINT "productions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "production_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "production_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "production_id" integer;--> statement-breakpoint
ALTER TABLE "production_domain_codes" ADD CONSTRAINT "production_domain_codes_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_domain_codes" ADD CONSTRAINT "production_domain_codes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_invitations" ADD CONSTRAINT "production_invitations_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_invitations" ADD CONSTRAINT "production_invitations_invitee_id_user_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_invitations" ADD CONSTRAINT "production_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_members" ADD CONSTRAINT "production_members_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_members" ADD CONSTRAINT "production_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reviews" ADD CONSTRAINT "production_reviews_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reviews" ADD CONSTRAINT "production_reviews_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reviews" ADD CONSTRAINT "production_reviews_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_verification_events" ADD CONSTRAINT "production_verification_events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_verification_events" ADD CONSTRAINT "production_verification_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_logo_image_id_uploaded_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_domain_codes_production_idx" ON "production_domain_codes" USING btree ("production_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_invitations_pending_idx" ON "production_invitations" USING btree ("production_id","invitee_id") WHERE "production_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "production_invitations_invitee_idx" ON "production_invitations" USING btree ("invitee_id","status");--> statement-breakpoint
CREATE INDEX "production_members_user_idx" ON "production_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "production_reviews_status_idx" ON "production_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_reviews_pending_idx" ON "production_reviews" USING btree ("production_id") WHERE "production_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "production_verification_events_production_idx" ON "production_verification_events" USING btree ("production_id","created_at");--> statement-breakpoint
CREATE INDEX "productions_name_idx" ON "productions" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "auditions" ADD CONSTRAINT "auditions_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditions_production_idx" ON "auditions" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "jobs_production_idx" ON "jobs" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "projects_production_idx" ON "projects" USING btree ("production_id");