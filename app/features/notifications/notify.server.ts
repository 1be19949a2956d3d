import { eq, inArray } from "drizzle-orm";
import type { NotificationKind } from "~/constants/notifications";
import { DEFAULT_EMAIL_NOTIFICATION_KINDS } from "~/constants/notifications";
import type { Database, Transaction } from "~/db/client.server";
import { notificationSettings, notifications, user } from "~/db/schema";
import { plainTextEmail } from "~/features/email/account-emails";
import { sendEmail } from "~/features/email/send-email.server";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { config } from "~/lib/config.server";

export type Notice = { userId: string; kind: NotificationKind; text: string; link: string };

/** Adds notices inside the caller's transaction; they are emailed once it has committed. */
export type Notify = (...notices: Notice[]) => Promise<void>;

/**
 * Runs `change` in one transaction with a `notify` that writes its notices
 * in that same transaction: the change and the notices it raises commit or
 * fail together. After the commit, each notice whose kind its recipient has
 * switched on is emailed; a failed email is logged, never undoes the change.
 */
export async function changeAndNotify<T>(
  db: Database,
  change: (tx: Transaction, notify: Notify) => Promise<T>,
): Promise<T> {
  const raised: Notice[] = [];
  const result = await db.transaction(async (tx) => {
    const notify: Notify = async (...notices) => {
      if (notices.length === 0) return;
      await tx
        .insert(notifications)
        .values(notices.map((notice) => ({ ...notice, link: localPath(notice.link) })));
      // Each recipient's open pages update their bell when this commits.
      await publishLiveEvents(
        tx,
        notices.map((notice) => ({
          userId: notice.userId,
          kind: "notification",
          payload: { kind: notice.kind },
        })),
      );
      raised.push(...notices);
    };
    return change(tx, notify);
  });
  if (raised.length > 0) {
    const sending = emailNotices(db, raised).finally(() => sendingEmails.delete(sending));
    sendingEmails.add(sending);
  }
  return result;
}

const sendingEmails = new Set<Promise<void>>();

/** Resolves when every notice email started so far has been sent or has failed (tests; shutdown). */
export async function noticeEmailsSent() {
  await Promise.all([...sendingEmails]);
}

/** A notice's link is always a path on this site: an outside address would make the bell an open redirect. */
function localPath(link: string) {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : "/notifications";
}

async function emailNotices(db: Database, notices: Notice[]) {
  try {
    const recipients = await db
      .select({ id: user.id, email: user.email, emailKinds: notificationSettings.emailKinds })
      .from(user)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
      .where(
        inArray(
          user.id,
          notices.map((notice) => notice.userId),
        ),
      );
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    for (const notice of notices) {
      const recipient = byId.get(notice.userId);
      const kinds = recipient?.emailKinds ?? DEFAULT_EMAIL_NOTIFICATION_KINDS;
      if (!recipient || !kinds.includes(notice.kind)) continue;
      await sendEmail(noticeEmail(recipient.email, notice));
    }
  } catch (error) {
    console.error("Could not email notifications:", error);
  }
}

export function noticeEmail(to: string, notice: Notice) {
  const origin = config().appOrigin;
  return plainTextEmail(
    to,
    notice.text.length > 120 ? `${notice.text.slice(0, 117)}...` : notice.text,
    `${notice.text}\n\n${origin}${localPath(notice.link)}\n\nYou get this email because it is switched on in your account settings. Choose which notifications come by email here: ${origin}/account#notifications`,
  );
}
