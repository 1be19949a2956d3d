import { sql } from "drizzle-orm";
import { type Database, getDb, type Transaction } from "~/db/client.server";
import { jobQueue, jobWriter } from "~/db/job-queue.server";
import type { Email } from "./deliver-email.server";

/**
 * Every email the product sends goes through here: it is stored as a job on
 * the `email` queue (db/job-queues.ts) and handed to the mail server by
 * whichever process's worker takes it (server/background-work.ts), retried
 * with backoff while the mail server refuses it, and shown to staff if it
 * never goes (features/staff/undelivered-emails.server.ts).
 *
 * Given a transaction, the email is queued inside it: it is sent exactly when
 * the change that asked for it commits, and never for one rolled back.
 */
export async function queueEmail(email: Email, db?: Database | Transaction): Promise<void> {
  const boss = await jobQueue();
  const { to, subject, text, html } = email;
  await boss.send("email", html ? { to, subject, text, html } : { to, subject, text }, jobWriter(db));
}

/** What a sent email's job keeps: whom it went to and what about, never its body. */
export type SentEmail = Pick<Email, "to" | "subject"> & { sent: true };

/**
 * Forgets a sent email's body (the attack review: password-reset links and
 * domain codes sat in clear in `pgboss.job` for the day a sent job is kept):
 * the email worker calls this the moment the mail server has taken it, and
 * the job keeps only its recipient and subject, marked sent. A job taken
 * again after that (its worker stopped before completing it) is then known
 * as sent, not sent empty. Emails never sent keep their body to be retried,
 * and for staff to send again (`email.undelivered`).
 */
export async function forgetSentEmail(jobId: string) {
  await getDb().execute(
    sql`update pgboss.job set data = jsonb_build_object('to', data->'to', 'subject', data->'subject', 'sent', true)
        where name = 'email' and id = ${jobId}::uuid`,
  );
}
