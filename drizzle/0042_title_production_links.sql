CREATE TABLE "media_title_productions" (
	"media_id" text NOT NULL,
	"production_id" integer NOT NULL,
	"production_verified_at" timestamp with time zone NOT NULL,
	"linked_by" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_title_productions_media_id_production_id_pk" PRIMARY KEY("media_id","production_id")
);
--> statement-breakpoint
ALTER TABLE "media_title_productions" ADD CONSTRAINT "media_title_productions_media_id_media_titles_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_title_productions" ADD CONSTRAINT "media_title_productions_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_title_productions" ADD CONSTRAINT "media_title_productions_linked_by_user_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_title_productions_production_idx" ON "media_title_productions" USING btree ("production_id");