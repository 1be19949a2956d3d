CREATE TABLE "skill_endorsements" (
	"profile_id" integer NOT NULL,
	"skill" text NOT NULL,
	"endorser_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsements_profile_id_skill_endorser_id_pk" PRIMARY KEY("profile_id","skill","endorser_id")
);
--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_endorser_id_user_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;