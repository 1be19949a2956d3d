CREATE TABLE "credit_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"media_id" text NOT NULL,
	"role" text NOT NULL,
	"confirmer_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_confirmations" ADD CONSTRAINT "credit_confirmations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_confirmations" ADD CONSTRAINT "credit_confirmations_media_id_media_titles_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_confirmations" ADD CONSTRAINT "credit_confirmations_confirmer_id_user_id_fk" FOREIGN KEY ("confirmer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_confirmations_once_idx" ON "credit_confirmations" USING btree ("profile_id","media_id","confirmer_id");--> statement-breakpoint
CREATE INDEX "credit_confirmations_confirmer_idx" ON "credit_confirmations" USING btree ("confirmer_id","status");--> statement-breakpoint
CREATE INDEX "credit_confirmations_media_idx" ON "credit_confirmations" USING btree ("media_id","status");