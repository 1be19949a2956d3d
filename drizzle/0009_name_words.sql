-- Misspelt names are corrected word by word against the words of all names
-- (decision 030), instead of walking a million names by similarity. Byte
-- order ("C") makes the prefix test a range scan of the primary key.
CREATE TABLE "name_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of a name as the search document holds them (to_tsvector('simple'), as in
-- profile_search_document): one rule for the trigger, the backfill and bulk loads.
CREATE OR REPLACE FUNCTION name_words_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(name, '')))
  WHERE char_length(lexeme) BETWEEN 2 AND 40
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_add_name_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO name_words (word) SELECT name_words_of(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_name_words" AFTER INSERT OR UPDATE OF "name" ON "profiles"
FOR EACH ROW EXECUTE FUNCTION profiles_add_name_words();--> statement-breakpoint
INSERT INTO name_words (word)
SELECT DISTINCT word FROM profiles, name_words_of(profiles.name) AS word
ON CONFLICT DO NOTHING;
