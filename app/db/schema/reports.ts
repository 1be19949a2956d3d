import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { REPORT_REASONS, REPORT_SUBJECTS } from "../../constants/reports";
import { user } from "./accounts";

/**
 * Reports from members about something on the site, for staff to review
 * (the staff page lists them). The subject is named by kind and id, so a
 * report outlives what it is about; one report per member per subject.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind", { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_reporter_subject_idx").on(t.reporterId, t.subjectKind, t.subjectId),
    // Staff read the newest first.
    index("reports_created_at_idx").on(t.createdAt),
    // The queue gathers the open reports of each subject; a reporter's last hour is counted.
    index("reports_open_subject_idx").on(t.subjectKind, t.subjectId).where(sql`${t.status} = 'open'`),
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt),
  ],
);
