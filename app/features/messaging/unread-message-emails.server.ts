import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { UNREAD_EMAIL_QUIET_MINUTES } from "~/constants/messaging";
import { DEFAULT_EMAIL_NOTIFICATION_KINDS } from "~/constants/notifications";
import type { Database } from "~/db/client.server";
import {
  conversationMembers,
  conversations,
  messages,
  notificationSettings,
  profiles,
  user,
} from "~/db/schema";
import { accountNotSuspended } from "~/features/accounts/suspension.server";
import { plainTextEmail } from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { config } from "~/lib/config.server";

/**
 * Emails members about messages waiting unread: one email per
 * conversation, once it has been quiet for UNREAD_EMAIL_QUIET_MINUTES (no
 * newer message), for members whose email settings have "new_message" on;
 * never twice for the same messages. Each conversation is claimed in the
 * transaction that queues its email (`emailed_up_to` moved in one statement), so
 * two server processes running this together cannot both send it. Returns how many were queued.
 */
export async function emailUnreadMessages(db: Database, now = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - UNREAD_EMAIL_QUIET_MINUTES * 60_000);
  const waiting = await db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      email: user.email,
      emailKinds: notificationSettings.emailKinds,
      newest: sql<number>`max(${messages.id})`.mapWith(Number),
      unread: sql<number>`count(*)`.mapWith(Number),
      senderId: sql<string>`min(${messages.senderId})`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(user, eq(user.id, conversationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, conversationMembers.userId))
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        gt(messages.id, conversationMembers.readUpTo),
        gt(messages.id, conversationMembers.emailedUpTo),
        ne(messages.senderId, conversationMembers.userId),
      ),
    )
    .where(and(lt(conversations.lastMessageAt, quietSince), accountNotSuspended()))
    .groupBy(
      conversationMembers.conversationId,
      conversationMembers.userId,
      user.email,
      notificationSettings.emailKinds,
    )
    .limit(500);
  const wanted = waiting.filter((row) =>
    (row.emailKinds ?? DEFAULT_EMAIL_NOTIFICATION_KINDS).includes("new_message"),
  );
  if (wanted.length === 0) return 0;
  const senders = await db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        wanted.map((row) => row.senderId),
      ),
    );
  const nameOf = new Map(senders.map((sender) => [sender.userId, sender.name]));
  let sent = 0;
  for (const row of wanted) {
    // The claim and the queued email commit together: the email is sent exactly once (the email
    // queue retries it until the mail server takes it), and a failed write leaves the claim undone.
    const claimed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .update(conversationMembers)
        .set({ emailedUpTo: row.newest })
        .where(
          and(
            eq(conversationMembers.conversationId, row.conversationId),
            eq(conversationMembers.userId, row.userId),
            lt(conversationMembers.emailedUpTo, row.newest),
            lt(conversationMembers.readUpTo, row.newest),
          ),
        )
        .returning({ conversationId: conversationMembers.conversationId });
      if (!claim) return false;
      await queueEmail(
        unreadMessagesEmail(
          row.email,
          nameOf.get(row.senderId) ?? "A member",
          row.unread,
          row.conversationId,
        ),
        tx,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * The email: who wrote, how many, and the link; never the text (it may be
 * private, and mail is not). The sender's name is in the body, not the
 * subject line, which speaks only in our words.
 */
export function unreadMessagesEmail(to: string, senderName: string, count: number, conversationId: number) {
  const origin = config().appOrigin;
  const what = count === 1 ? "a message" : `${count} messages`;
  return plainTextEmail(
    to,
    `You have ${what === "a message" ? "an unread message" : `${count} unread messages`} on Rangmanch`,
    `${senderName} sent you ${what} that you have not read yet.\n\nRead and reply: ${origin}/messages/${conversationId}\n\nYou get this email because unread-message emails are switched on in your account settings. Switch them off here: ${origin}/account#notifications`,
  );
}
