import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Events the site records about itself: a visitor reaching an unknown path
 * ("not_found"), an error thrown in a visitor's browser ("client_error"), and
 * a browser session's start and end (spec part 1 section 4, part 2 section 4:
 * "session_start" on first load, "session_end" with its duration on unload).
 * Security events get their own table.
 */
export const siteEvents = pgTable(
  "site_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["not_found", "client_error", "session_start", "session_end"] }).notNull(),
    path: text("path").notNull(),
    message: text("message"),
    detail: text("detail"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    /** The browser's id for one page load, pairing a session's start with its end (session events only). */
    sessionId: uuid("session_id"),
    /** A session end's length, measured by the server from its start (session_end only). */
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Staff list one kind at a time, newest first.
    index("site_events_kind_created_at_idx").on(t.kind, t.createdAt),
    // One start and one end per session: a second end (the tab hidden again) updates the first.
    uniqueIndex("site_events_kind_session_idx")
      .on(t.kind, t.sessionId)
      .where(sql`${t.sessionId} is not null`),
  ],
);
