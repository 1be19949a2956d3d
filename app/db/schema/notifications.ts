import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "../../constants/notifications";
import { user } from "./accounts";

/**
 * What happened that a member should know: raised in the same transaction as
 * the change it reports, so there is never a change without its notice or a
 * notice without its change. The words are kept as they were said, so the
 * list reads the same after a posting is renamed or removed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    text: text("text").notNull(),
    /** A path on this site (never another host): where the notice's subject is. */
    link: text("link").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // The header's count on every signed-in page reads only the unread ones.
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A member's choice of which kinds also come by email; without a row, the defaults. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailKinds: text("email_kinds", { enum: NOTIFICATION_KINDS }).array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
