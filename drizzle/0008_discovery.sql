-- Talent search (issue 10): trigram matching for misspelt names, and the
-- document /discover searches, made by one immutable function so the
-- generated column and every query agree on it. Weights rank the parts:
-- A name, B role, C skills, D city and bio. Names, roles, skills and cities
-- are indexed word for word ('simple', which keeps Indian names as they are
-- and allows prefix matches); roles, skills and bios also as English stems
-- ("actors" finds an Actor). Bios count up to 2,000 characters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_document(name text, role text, location text, skills text[], bio text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(role, '')) || to_tsvector('english', coalesce(role, '')), 'B')
      || setweight(
           to_tsvector('simple', coalesce(array_to_string(skills, ' '), ''))
           || to_tsvector('english', coalesce(array_to_string(skills, ' '), '')),
           'C')
      || setweight(
           to_tsvector('simple', coalesce(location, '')) || to_tsvector('english', left(coalesce(bio, ''), 2000)),
           'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_name_role_document(name text, role text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(role, '')) || to_tsvector('english', coalesce(role, '')), 'B')
$$;--> statement-breakpoint
CREATE TABLE "category_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_slug" text NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"experience" text NOT NULL,
	"bio" text NOT NULL,
	"portfolio_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_registrations_experience_known" CHECK ("category_registrations"."experience" in ('beginner', 'intermediate', 'experienced', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_terms_day_term_pk" PRIMARY KEY("day","term"),
	CONSTRAINT "search_terms_term_length" CHECK (char_length("search_terms"."term") between 2 and 60)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "career_start_year" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_role_document" "tsvector" GENERATED ALWAYS AS (profile_name_role_document("profiles"."name", "profiles"."role")) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (profile_search_document("profiles"."name", "profiles"."role", "profiles"."location", "profiles"."skills", "profiles"."bio")) STORED;--> statement-breakpoint
ALTER TABLE "category_registrations" ADD CONSTRAINT "category_registrations_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_registrations" ADD CONSTRAINT "category_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_registrations_created_at_idx" ON "category_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_reviews_created_at_idx" ON "profile_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_name_lower_idx" ON "profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "profiles_search_document_idx" ON "profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "profiles_name_role_document_idx" ON "profiles" USING gin ("name_role_document");--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_role_trgm_idx" ON "profiles" USING gin ("role" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_categories_idx" ON "profiles" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "profiles_city_id_idx" ON "profiles" USING btree ("city_id");--> statement-breakpoint
-- Existing profiles: experience is counted from the earliest dated credit (the profile save keeps it from now on).
UPDATE "profiles" SET "career_start_year" = (
  SELECT min(floor((entry->>'year')::numeric)::integer)
  FROM jsonb_array_elements("profiles"."experience") AS entry
  WHERE entry->>'kind' = 'credit' AND jsonb_typeof(entry->'year') = 'number'
);