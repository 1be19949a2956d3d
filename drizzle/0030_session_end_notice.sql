-- A session that ends (signed out, "sign out other sessions", a suspension, a deleted account) tells every
-- server process at once, on the live channel, so each closes the event streams the session opened
-- (issue 26; app/features/live/live-hub.server.ts). Every path that ends a session deletes its row, so one
-- trigger covers them all.
CREATE OR REPLACE FUNCTION session_ended_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rangmanch_live', 'session-ended:' || OLD.id);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_ended_notice" AFTER DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION session_ended_notice();
