CREATE TABLE "profile_viewers" (
	"day" date NOT NULL,
	"profile_id" integer NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "profile_viewers_day_profile_id_viewer_pk" PRIMARY KEY("day","profile_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_viewers" ADD CONSTRAINT "profile_viewers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;