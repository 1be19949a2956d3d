import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobQueue } from "~/db/job-queue.server";
import { CHORE_QUEUES, QUEUES } from "~/db/job-queues";
import { ServiceError } from "~/lib/service-error";

/** The most undelivered emails the staff page lists (the oldest first, as they wait longest). */
const UNDELIVERED_SHOWN = 50;

type EmailData = { to?: unknown; subject?: unknown };

/**
 * Emails the mail server never took after every retry (the `email` queue's
 * dead letters, db/job-queues.ts): who they were for, what about, and when
 * they were first queued. Never the body, which may hold a sign-in link.
 */
export async function listUndeliveredEmails() {
  const boss = await jobQueue();
  const [jobs, queue] = await Promise.all([
    boss.findJobs<EmailData>("email.undelivered", { queued: true, limit: UNDELIVERED_SHOWN }),
    boss.getQueue("email.undelivered"),
  ]);
  return {
    total: Math.max(queue?.queuedCount ?? 0, jobs.length),
    rows: jobs.map((job) => ({
      id: job.id,
      to: typeof job.data.to === "string" ? job.data.to : "",
      subject: typeof job.data.subject === "string" ? job.data.subject : "",
      queuedAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
      gaveUpAt: job.createdOn.toISOString(),
    })),
  };
}

export const BACKGROUND_MESSAGES = {
  resent: "The email is queued again and goes out in a moment.",
  gone: "That email is no longer waiting: it was sent again already, or is older than 14 days.",
} as const;

/** Puts an undelivered email back on the email queue, with its retries afresh. */
export async function sendUndeliveredEmailAgain(id: string): Promise<string> {
  const boss = await jobQueue();
  const moved = await boss.redrive("email.undelivered", { ids: [id], destination: "email" });
  if (moved === 0) throw new ServiceError("not_found", BACKGROUND_MESSAGES.gone);
  return BACKGROUND_MESSAGES.resent;
}

/**
 * Each chore's last finished run (kept 7 days): when, whether it worked, and
 * what it counted. Read from pg-boss's job table in one statement; a chore
 * that has not run since is listed with its schedule alone.
 */
export async function listChoreRuns(db: Database) {
  const { rows } = (await db.execute(
    sql`select distinct on (name) name, state, completed_on as finished, output
        from pgboss.job
        where name in (${sql.join(
          CHORE_QUEUES.map((name) => sql`${name}`),
          sql`, `,
        )}) and state in ('completed', 'failed') and completed_on is not null
        order by name, completed_on desc`,
  )) as unknown as { rows: { name: string; state: string; finished: Date | string; output: unknown }[] };
  const last = new Map(rows.map((row) => [row.name, row]));
  return CHORE_QUEUES.map((name) => {
    const run = last.get(name);
    const count = (run?.output as { count?: unknown } | null)?.count;
    return {
      name,
      label: QUEUES[name].label,
      cron: QUEUES[name].cron,
      lastRun: run
        ? {
            at: new Date(run.finished).toISOString(),
            worked: run.state === "completed",
            count: typeof count === "number" ? count : null,
          }
        : null,
    };
  });
}
