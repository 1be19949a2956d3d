import { and, inArray, isNull, sql } from "drizzle-orm";
import { DIGEST_NOTIFICATION_KINDS } from "~/constants/notifications";
import type { Database, Transaction } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { plainTextEmail } from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { config } from "~/lib/config.server";
import { emailRecipients } from "./email-recipients.server";

/** The most notices one run gathers: a backlog is worked off an hour at a time. */
const GATHERED_PER_RUN = 5000;
/** A member's digests are this far apart at least (a little under the hourly run, so a late run is not skipped). */
const DIGEST_EVERY_MS = 55 * 60 * 1000;
/** The most notices one digest lists; the rest are on the bell. */
const LISTED_PER_DIGEST = 20;

/**
 * Emails each member one digest of their notices of the digest kinds (job
 * alerts) written since the last run, for members whose email settings have
 * that kind on (decision 057: a flood of jobs was a flood of emails). Each notice
 * is claimed before it is read (`digested_at` set in one statement), so two
 * server processes running this together never send it twice; a member with
 * the kind switched off, or suspended, is passed over. Returns how many
 * emails were queued.
 */
export async function emailNoticeDigests(db: Database, now = new Date()): Promise<number> {
  // The claim and the queued digests commit together: a write that fails leaves the notices unclaimed
  // for the next run, and a queued digest is retried by the email queue until the mail server takes it.
  return db.transaction((tx) => claimAndQueueDigests(tx, now));
}

async function claimAndQueueDigests(db: Transaction, now: Date): Promise<number> {
  const claimed = await db
    .update(notifications)
    .set({ digestedAt: now })
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              inArray(notifications.kind, [...DIGEST_NOTIFICATION_KINDS]),
              isNull(notifications.digestedAt),
              // One digest an hour, whichever process runs it and however often it restarts: a member whose last
              // digest went out within the hour waits for the next run. (The outer table named outright.)
              sql`not exists (select 1 from notifications sent where sent.user_id = "notifications"."user_id"
                and sent.kind = "notifications"."kind" and sent.digested_at > ${new Date(now.getTime() - DIGEST_EVERY_MS)})`,
            ),
          )
          .orderBy(notifications.createdAt)
          .limit(GATHERED_PER_RUN)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning({
      userId: notifications.userId,
      kind: notifications.kind,
      text: notifications.text,
      link: notifications.link,
      createdAt: notifications.createdAt,
    });
  if (claimed.length === 0) return 0;
  const recipients = await emailRecipients(
    db,
    claimed.map((notice) => notice.userId),
  );
  let sent = 0;
  for (const [userId, recipient] of recipients) {
    const theirs = claimed
      .filter((notice) => notice.userId === userId && recipient.kinds.includes(notice.kind))
      .sort((one, other) => other.createdAt.getTime() - one.createdAt.getTime());
    if (theirs.length === 0) continue;
    await queueEmail(digestEmail(recipient.email, theirs), db);
    sent += 1;
  }
  return sent;
}

/** One digest: how many new jobs match, each with its link, newest first. */
export function digestEmail(to: string, notices: { text: string; link: string }[]) {
  const origin = config().appOrigin;
  const listed = notices.slice(0, LISTED_PER_DIGEST);
  const more = notices.length - listed.length;
  const subject =
    notices.length === 1
      ? "A new job matches your job notifications"
      : `${notices.length} new jobs match your job notifications`;
  const lines = listed.map((notice) => `- ${notice.text}\n  ${origin}${notice.link}`);
  return plainTextEmail(
    to,
    subject,
    `${lines.join("\n\n")}${more > 0 ? `\n\nAnd ${more} more on ${origin}/notifications` : ""}\n\nYou get one email an hour at most while job notifications are switched on for email. Choose which notifications come by email here: ${origin}/account#notifications`,
  );
}
