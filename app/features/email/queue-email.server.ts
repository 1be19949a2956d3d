import type { Database, Transaction } from "~/db/client.server";
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
