-- Misspelt posting searches are corrected word by word against the words of every posting
-- (issue 25), as misspelt names are against name_words (decision 030). Byte order ("C") makes
-- the prefix test a range scan of the primary key.
CREATE TABLE "posting_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "posting_words_trgm_idx" ON "posting_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of a posting's text: lower-cased lexemes of to_tsvector('simple'), letters and digits only,
-- 3 to 40 characters (shorter ones are not worth correcting). One rule for the triggers and the backfill.
CREATE OR REPLACE FUNCTION posting_words_of(body text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(body, '')))
  WHERE char_length(lexeme) BETWEEN 3 AND 40 AND lexeme !~ '[^[:alnum:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auditions_add_posting_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO posting_words (word)
  SELECT posting_words_of(concat_ws(' ', NEW.title, NEW.project, NEW.company, NEW.location, NEW.description))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auditions_posting_words" AFTER INSERT OR UPDATE OF "title", "project", "company", "location", "description" ON "auditions"
FOR EACH ROW EXECUTE FUNCTION auditions_add_posting_words();--> statement-breakpoint
CREATE OR REPLACE FUNCTION posting_roles_add_posting_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO posting_words (word)
  SELECT posting_words_of(concat_ws(' ', NEW.name, NEW.description, array_to_string(NEW.languages, ' ')))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posting_roles_posting_words" AFTER INSERT OR UPDATE OF "name", "description", "languages" ON "posting_roles"
FOR EACH ROW EXECUTE FUNCTION posting_roles_add_posting_words();--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_add_posting_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO posting_words (word) SELECT posting_words_of(concat_ws(' ', NEW.title, NEW.company, NEW.description))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_posting_words" AFTER INSERT OR UPDATE OF "title", "company", "description" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION jobs_add_posting_words();--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_add_posting_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO posting_words (word) SELECT posting_words_of(concat_ws(' ', NEW.title, NEW.description))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_posting_words" AFTER INSERT OR UPDATE OF "title", "description" ON "projects"
FOR EACH ROW EXECUTE FUNCTION projects_add_posting_words();--> statement-breakpoint
INSERT INTO posting_words (word)
SELECT word FROM auditions, posting_words_of(concat_ws(' ', title, project, company, location, description)) AS word
UNION SELECT word FROM posting_roles, posting_words_of(concat_ws(' ', name, description, array_to_string(languages, ' '))) AS word
UNION SELECT word FROM jobs, posting_words_of(concat_ws(' ', title, company, description)) AS word
UNION SELECT word FROM projects, posting_words_of(concat_ws(' ', title, description)) AS word
ON CONFLICT DO NOTHING;
