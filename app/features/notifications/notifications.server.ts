import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  ACTIVITY_NOTIFICATION_KINDS,
  type ActivityNotificationKind,
  DEFAULT_EMAIL_NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_LIMIT,
  type NotificationKind,
} from "~/constants/notifications";
import type { Database } from "~/db/client.server";
import { notificationSettings, notifications } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";

export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  text: string;
  link: string;
  read: boolean;
  createdAt: string;
};

/** The member's newest notifications, unread and read, newest first. */
export async function listNotifications(db: Database, userId: string): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The header bell's number. */
export async function countUnreadNotifications(db: Database, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(db: Database, userId: string, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Marks one of the member's notifications read (again is fine: it keeps the
 * first time). Another member's id, or none, is "not found": it is not
 * theirs to mark, and they cannot tell whether it exists.
 */
export async function markNotificationRead(db: Database, userId: string, id: number, now = new Date()) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (marked.length === 0) throw new ServiceError("not_found", NOTIFICATION_NOT_FOUND);
}

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** Which kinds the member gets by email. */
export async function getEmailNotificationKinds(db: Database, userId: string): Promise<NotificationKind[]> {
  const [row] = await db
    .select({ emailKinds: notificationSettings.emailKinds })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.emailKinds ?? DEFAULT_EMAIL_NOTIFICATION_KINDS;
}

export async function setEmailNotificationKinds(
  db: Database,
  userId: string,
  kinds: NotificationKind[],
  now = new Date(),
) {
  const emailKinds = [...new Set(kinds)];
  await db
    .insert(notificationSettings)
    .values({ userId, emailKinds, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { emailKinds, updatedAt: now } });
}

/** The activity kinds the member gets on the bell: all but those they switched off. */
export async function getActivityNotificationKinds(
  db: Database,
  userId: string,
): Promise<ActivityNotificationKind[]> {
  const [row] = await db
    .select({ mutedKinds: notificationSettings.mutedKinds })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const muted = row?.mutedKinds ?? [];
  return ACTIVITY_NOTIFICATION_KINDS.filter((kind) => !muted.includes(kind));
}

/**
 * Keeps the activity kinds the member wants (anything else named is ignored);
 * the rest are stored as switched off, so a kind added later starts on.
 */
export async function setActivityNotificationKinds(
  db: Database,
  userId: string,
  kinds: readonly string[],
  now = new Date(),
) {
  const mutedKinds = ACTIVITY_NOTIFICATION_KINDS.filter((kind) => !kinds.includes(kind));
  await db
    .insert(notificationSettings)
    .values({ userId, emailKinds: DEFAULT_EMAIL_NOTIFICATION_KINDS, mutedKinds, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { mutedKinds, updatedAt: now } });
}
