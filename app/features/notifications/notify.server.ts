import { and, inArray, or } from "drizzle-orm";
import {
  DIGEST_NOTIFICATION_KINDS,
  EMAIL_NOTIFICATION_KINDS,
  type EmailNotificationKind,
  type NotificationKind,
} from "~/constants/notifications";
import type { Database, Transaction } from "~/db/client.server";
import { memberBlocks, notificationSettings, notifications, user } from "~/db/schema";
import { accountSuspended } from "~/features/accounts/suspension.server";
import { plainTextEmail } from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { config } from "~/lib/config.server";
import { emailRecipients } from "./email-recipients.server";
import { withinSenderCaps } from "./notice-email-caps.server";

export type Notice = {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  /** The member whose doing this reports: never told of their own, nor anyone blocked either way. */
  actorId?: string;
  /** What it is about (see `notifications.dedupe_key`): a second notice with the same key is not written. */
  dedupeKey?: string;
  /**
   * The member whose doing made us email this, when not `actorId` (a posting's poster, whose changes are
   * told without naming them): its email counts against their daily caps (notice-email-caps.server.ts).
   */
  senderId?: string;
  /** False: on the bell only, never emailed (a re-invitation when one was emailed today already). */
  email?: false;
};

/** Adds notices inside the caller's transaction; they are emailed once it has committed. */
export type Notify = (...notices: Notice[]) => Promise<void>;

/**
 * Runs `change` in one transaction with a `notify` that writes its notices
 * in that same transaction: the change, the notices it raises and their
 * emails (each notice whose kind its recipient has switched on, queued on the
 * email queue) commit or fail together. A mail server that refuses an email
 * costs a retry of the email, never the change.
 */
export async function changeAndNotify<T>(
  db: Database,
  change: (tx: Transaction, notify: Notify) => Promise<T>,
): Promise<T> {
  const raised: Notice[] = [];
  return db.transaction(async (tx) => {
    const notify: Notify = async (...asked) => {
      const wanted = await noticesToWrite(tx, asked);
      if (wanted.length === 0) return;
      const written = await tx
        .insert(notifications)
        .values(
          wanted.map(({ actorId: _actor, senderId: _sender, email: _email, ...notice }) => ({
            ...notice,
            link: localPath(notice.link),
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: notifications.userId, dedupeKey: notifications.dedupeKey });
      // A notice whose key was already used is not written, and so not announced or emailed.
      const notices = wanted.filter((notice) =>
        written.some((row) => row.userId === notice.userId && row.dedupeKey === (notice.dedupeKey ?? null)),
      );
      if (notices.length === 0) return;
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
    const changed = await change(tx, notify);
    if (raised.length > 0) await emailNotices(tx, raised);
    return changed;
  });
}

/**
 * The notices worth writing: not to the member who acted, not between two
 * members of whom one has blocked the other, not from a suspended account,
 * and not of an activity kind the recipient switched off.
 */
async function noticesToWrite(tx: Transaction, notices: Notice[]): Promise<Notice[]> {
  const wanted = notices.filter((notice) => notice.actorId !== notice.userId);
  if (wanted.length === 0) return wanted;
  const recipients = [...new Set(wanted.map((notice) => notice.userId))];
  const actors = [...new Set(wanted.flatMap((notice) => (notice.actorId ? [notice.actorId] : [])))];
  // One after another: a transaction is one connection, which takes one query at a time.
  const settings = await tx
    .select({ userId: notificationSettings.userId, mutedKinds: notificationSettings.mutedKinds })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, recipients));
  const blocks =
    actors.length === 0
      ? []
      : await tx
          .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
          .from(memberBlocks)
          .where(
            or(
              and(inArray(memberBlocks.blockerId, recipients), inArray(memberBlocks.blockedId, actors)),
              and(inArray(memberBlocks.blockerId, actors), inArray(memberBlocks.blockedId, recipients)),
            ),
          );
  const suspended =
    actors.length === 0
      ? []
      : await tx
          .select({ id: user.id })
          .from(user)
          .where(and(inArray(user.id, actors), accountSuspended()));
  const muted = new Map(settings.map((row) => [row.userId, row.mutedKinds as readonly NotificationKind[]]));
  const blockedPair = (a: string, b: string) =>
    blocks.some(
      (block) =>
        (block.blockerId === a && block.blockedId === b) || (block.blockerId === b && block.blockedId === a),
    );
  return wanted.filter((notice) => {
    if (muted.get(notice.userId)?.includes(notice.kind)) return false;
    if (!notice.actorId) return true;
    return !blockedPair(notice.userId, notice.actorId) && !suspended.some((row) => row.id === notice.actorId);
  });
}

/** A notice's link is always a path on this site: an outside address would make the bell an open redirect. */
function localPath(link: string) {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : "/notifications";
}

async function emailNotices(tx: Transaction, notices: Notice[]) {
  const recipients = await emailRecipients(
    tx,
    notices.map((notice) => notice.userId),
  );
  const wanted = notices.flatMap((notice) => {
    const recipient = recipients.get(notice.userId);
    // Activity kinds never come by email, whatever a stored list says; digest kinds come in the hourly digest.
    const emailable =
      notice.email !== false &&
      (EMAIL_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(notice.kind) &&
      !(DIGEST_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(notice.kind);
    if (!recipient || !emailable || !recipient.kinds.includes(notice.kind)) return [];
    return [{ ...notice, to: recipient.email, senderId: notice.senderId ?? notice.actorId }];
  });
  // Past its sender's caps for the day a notice stays on the bell, unemailed.
  for (const notice of await withinSenderCaps(tx, wanted)) {
    await queueEmail(noticeEmail(notice.to, notice), tx);
  }
}

/**
 * Each kind's subject line: our words only. A notice's text holds
 * members' names and titles, which in a subject line could pass for our own
 * voice; it goes in the body.
 */
const NOTICE_SUBJECTS: Record<EmailNotificationKind, string> = {
  new_applicant: "New applicant on Rangmanch",
  application_status: "An update on your application on Rangmanch",
  posting_closed: "A posting you applied to has closed",
  applicants_waiting: "Applicants are waiting for your answer on Rangmanch",
  job_alert: "A new job matches your job notifications",
  production_invitation: "You are invited to join a production on Rangmanch",
  production_verification: "News about your production's verification on Rangmanch",
  posting_held: "News about a posting of yours on Rangmanch",
  credit_confirmation: "A co-worker asks you to confirm a credit on Rangmanch",
  staff_warning: "A message from the Rangmanch team",
  new_message: "You have unread messages on Rangmanch",
};

export function noticeEmail(to: string, notice: Notice) {
  const origin = config().appOrigin;
  return plainTextEmail(
    to,
    NOTICE_SUBJECTS[notice.kind as EmailNotificationKind] ?? "News from Rangmanch",
    `${notice.text}\n\n${origin}${localPath(notice.link)}\n\nYou get this email because it is switched on in your account settings. Choose which notifications come by email here: ${origin}/account#notifications`,
  );
}
