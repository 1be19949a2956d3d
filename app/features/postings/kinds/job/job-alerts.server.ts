import { and, eq, ne, or } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { jobQueue, jobWriter } from "~/db/job-queue.server";
import type { QueueName } from "~/db/job-queues";
import { jobAlerts, jobs } from "~/db/schema";
import { changeAndNotify, type Notice } from "~/features/notifications/notify.server";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { type JobQuery, jobSearch, parseJobQuery } from "./job-filters";
import { filtersOf } from "./list-jobs.server";

/** The member's job notifications: the saved filters as the list's query string (without "?"), or null when off. */
export async function getJobAlert(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ search: jobAlerts.search })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId));
  return row?.search ?? null;
}

/** Switches job notifications on for these filters (replacing any saved before), or off. */
export async function setJobAlert(db: Database, userId: string, query: JobQuery | null) {
  if (!query) {
    await db.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
    return;
  }
  const search = jobSearch(query).replace(/^\?/, "");
  await db
    .insert(jobAlerts)
    .values({ userId, search })
    .onConflictDoUpdate({ target: jobAlerts.userId, set: { search, createdAt: new Date() } });
}

/** The durable job (db/job-queues.ts) that finds whom a new job's alerts tell. */
export const JOB_ALERTS_QUEUE = "job.alerts" satisfies QueueName;

export type JobAlertsJob = { jobId: number; postedAt: string };

/**
 * Queues the matching of a newly posted job against everyone's job
 * notifications, in the posting's transaction: no alerts for a job that was
 * rolled back, and none lost when the process stops after the commit.
 */
export async function queueJobAlerts(tx: Transaction, jobId: number, now = new Date()) {
  const boss = await jobQueue();
  const data: JobAlertsJob = { jobId, postedAt: now.toISOString() };
  await boss.send(JOB_ALERTS_QUEUE, data, jobWriter(tx));
}

/** Alerts matched per query: each is a few conditions, so a statement stays far under PostgreSQL's parameter limit. */
const ALERTS_PER_QUERY = 200;

/**
 * Tells each member whose saved filters would list a newly posted job. Each
 * alert is checked with the list's own filter (the same SQL), so an alert
 * finds exactly what its page would show; ALERTS_PER_QUERY alerts are checked
 * in one query, so a job posted to 10,000 subscribers costs 50 queries, not
 * 10,000 (the attack review). The poster is not told of their own, and no one
 * is told twice of one job (a retried job, a job released by staff).
 */
export async function notifyJobAlerts(db: Database, jobId: number, now = new Date()) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, posterId: jobs.posterId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return 0;
  const alerts = await db
    .select({ userId: jobAlerts.userId, search: jobAlerts.search })
    .from(jobAlerts)
    .where(job.posterId ? ne(jobAlerts.userId, job.posterId) : undefined)
    .orderBy(jobAlerts.userId);
  const notices: Notice[] = [];
  for (let start = 0; start < alerts.length; start += ALERTS_PER_QUERY) {
    const batch = alerts.slice(start, start + ALERTS_PER_QUERY);
    const matched = await db
      .select({ userId: jobAlerts.userId })
      .from(jobAlerts)
      .innerJoin(jobs, eq(jobs.id, job.id))
      .where(
        or(
          ...batch.map((alert) =>
            and(
              eq(jobAlerts.userId, alert.userId),
              ...filtersOf(parseJobQuery(new URLSearchParams(alert.search)), now),
              // Nobody is alerted to a job whose poster they have blocked, or who has blocked them.
              shownPostings("job", alert.userId),
            ),
          ),
        ),
      );
    for (const { userId } of matched) {
      notices.push({
        userId,
        kind: "job_alert",
        text: `New job for you: “${job.title}” at ${job.company}.`,
        link: `/jobs/${job.id}`,
        dedupeKey: `job-alert:${job.id}`,
      });
    }
  }
  if (notices.length > 0) await changeAndNotify(db, (_tx, notify) => notify(...notices));
  return notices.length;
}
