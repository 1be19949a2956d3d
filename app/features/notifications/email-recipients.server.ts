import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_EMAIL_NOTIFICATION_KINDS, type NotificationKind } from "~/constants/notifications";
import type { Database } from "~/db/client.server";
import { notificationSettings, user } from "~/db/schema";
import { accountNotSuspended } from "~/features/accounts/suspension.server";

export type EmailRecipient = { email: string; kinds: readonly NotificationKind[] };

/**
 * Whom these members' notices may be emailed to, by account id: their address and the kinds
 * they take by email (their settings, else the defaults). A suspended member is emailed nothing
 *; they are left out. Asked by the immediate emails and by the hourly digest alike.
 */
export async function emailRecipients(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, EmailRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, emailKinds: notificationSettings.emailKinds })
    .from(user)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(and(inArray(user.id, [...new Set(userIds)]), accountNotSuspended()));
  return new Map(
    rows.map((row) => [
      row.id,
      { email: row.email, kinds: row.emailKinds ?? DEFAULT_EMAIL_NOTIFICATION_KINDS },
    ]),
  );
}
