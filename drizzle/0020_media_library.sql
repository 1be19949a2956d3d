CREATE TABLE "media_cast" (
	"media_id" text NOT NULL,
	"profile_id" integer NOT NULL,
	"character" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_cast_media_id_profile_id_pk" PRIMARY KEY("media_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "genres" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "runtime_minutes" integer;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "director" text;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "writers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "producers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "box_office" text;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "awards" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "ott_platforms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "technical_specs" jsonb;--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "trailer_url" text;--> statement-breakpoint
ALTER TABLE "media_cast" ADD CONSTRAINT "media_cast_media_id_media_titles_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_cast" ADD CONSTRAINT "media_cast_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_cast_profile_idx" ON "media_cast" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "media_titles_genres_idx" ON "media_titles" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "media_titles_type_idx" ON "media_titles" USING btree ("type","title");--> statement-breakpoint
CREATE INDEX "profiles_experience_idx" ON "profiles" USING gin ("experience" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "media_titles" ADD CONSTRAINT "media_titles_rating_range" CHECK ("media_titles"."rating" is null or ("media_titles"."rating" >= 0 and "media_titles"."rating" <= 10));