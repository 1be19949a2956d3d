import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ACTIVITY_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from "../../constants/notifications";
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
    /**
     * Names what the notice is about (say, one member's like of one post), so
     * the same event raises one notice however often it is undone and redone.
     * Null: every notice counts (a new comment is always news).
     */
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * For a kind emailed as an hourly digest (DIGEST_NOTIFICATION_KINDS): when
     * it was gathered into its digest (or passed over, its email switched off).
     */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // The header's count on every signed-in page reads only the unread ones.
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    // One notice per recipient and subject; nulls are distinct, so notices without a key never clash.
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    // The hourly digest reads the notices of digest kinds not yet gathered.
    index("notifications_undigested_idx")
      .on(t.createdAt)
      .where(sql`${t.kind} = 'job_alert' and ${t.digestedAt} is null`),
  ],
);

/**
 * A member's choices: which kinds also come by email, and which activity
 * kinds they switched off (none is written then); without a row, the defaults.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailKinds: text("email_kinds", { enum: NOTIFICATION_KINDS }).array().notNull(),
  mutedKinds: text("muted_kinds", { enum: ACTIVITY_NOTIFICATION_KINDS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
