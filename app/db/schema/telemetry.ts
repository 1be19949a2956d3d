import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Events the site records about itself: a visitor reaching an unknown path
 * ("not_found") and an error thrown in a visitor's browser ("client_error").
 * Security events (issue 3) get their own table.
 */
export const siteEvents = pgTable(
  "site_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["not_found", "client_error"] }).notNull(),
    path: text("path").notNull(),
    message: text("message"),
    detail: text("detail"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Staff list one kind at a time, newest first.
  (t) => [index("site_events_kind_created_at_idx").on(t.kind, t.createdAt)],
);
