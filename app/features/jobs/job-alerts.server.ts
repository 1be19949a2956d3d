import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
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

/**
 * Tells each member whose saved filters would list a newly posted job. Each
 * alert is checked with the list's own filter (the same SQL), so an alert
 * finds exactly what its page would show. The poster is not told of their own.
 * One query per alert: fine for thousands; a larger network would index
 * alerts by category and place first.
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
    .where(job.posterId ? ne(jobAlerts.userId, job.posterId) : undefined);
  const notices: Notice[] = [];
  for (const alert of alerts) {
    const query = parseJobQuery(new URLSearchParams(alert.search));
    const [match] = await db
      .select({ id: jobs.id })
      .from(jobs)
      // Nobody is alerted to a job whose poster they have blocked, or who has blocked them.
      .where(and(eq(jobs.id, job.id), ...filtersOf(query, now), shownPostings("job", alert.userId)));
    if (!match) continue;
    notices.push({
      userId: alert.userId,
      kind: "job_alert",
      text: `New job for you: “${job.title}” at ${job.company}.`,
      link: `/jobs/${job.id}`,
    });
  }
  if (notices.length > 0) await changeAndNotify(db, (_tx, notify) => notify(...notices));
  return notices.length;
}
