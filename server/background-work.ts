import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import { LIVE_EVENT_RETENTION_DAYS } from "~/constants/messaging";
import { type DatabaseHandle, getDb } from "~/db/client.server";
import { openJobQueue, setJobQueue } from "~/db/job-queue.server";
import { CHORE_QUEUES, type ChoreQueue, QUEUES } from "~/db/job-queues";
import { deliverEmail, type Email } from "~/features/email/deliver-email.server";
import { forgetSentEmail, type SentEmail } from "~/features/email/queue-email.server";
import { removeOldLiveRows } from "~/features/live/live-hub.server";
import { emailUnreadMessages } from "~/features/messaging/unread-message-emails.server";
import { emailNoticeDigests } from "~/features/notifications/notice-digests.server";
import { answerWaitingApplicants } from "~/features/postings/close-posting.server";
import {
  JOB_ALERTS_QUEUE,
  type JobAlertsJob,
  notifyJobAlerts,
} from "~/features/postings/kinds/job/job-alerts.server";
import {
  type GatheredChanges,
  POSTING_CHANGES_QUEUE,
  tellGatheredChanges,
} from "~/features/postings/posting-change-notices.server";
import { removeOldProfileViewers } from "~/features/profiles/record-profile-view.server";
import { removeExpiredLimits } from "~/features/security/rate-limit.server";
import { removeOldSearchers } from "~/features/talent/search-terms.server";
import { removeUnusedImages } from "~/features/uploads/remove-unused-images.server";
import { type Logger, logger as processLogger } from "~/lib/logger.server";

/**
 * What each chore does (decision 063); when it runs and its name for staff are
 * in db/job-queues.ts. Each returns how many things it did.
 */
const CHORES: Record<ChoreQueue, () => Promise<number>> = {
  // Unread messages are emailed a quiet period after they were sent, so this looks every minute.
  "chore.unread-message-emails": () => emailUnreadMessages(getDb()),
  // Every application answered: reminders to posters at 7 days, then closing notices at 14.
  "chore.applicants-waiting": () => answerWaitingApplicants(getDb()),
  // Job alerts come by email at most once an hour, each on the bell at once.
  "chore.notice-digests": () => emailNoticeDigests(getDb()),
  "chore.unused-images": removeUnusedImages,
  "chore.expired-rate-limits": removeExpiredLimits,
  // Pages that reconnect catch up from these; a page away longer reloads its data instead.
  "chore.old-live-events": () => removeOldLiveRows(getDb(), LIVE_EVENT_RETENTION_DAYS),
  // Who searched what is kept only as long as trending looks back.
  "chore.old-trending-searchers": () => removeOldSearchers(getDb()),
  // Only today's viewers stop a second count of a profile's views; the count itself stays.
  "chore.old-profile-viewers": () => removeOldProfileViewers(getDb()),
};

const CHORE_HANDLERS = Object.fromEntries(
  CHORE_QUEUES.map((queue) => [queue, async () => ({ count: await CHORES[queue]() })]),
) as Record<ChoreQueue, () => Promise<{ count: number }>>;

/** The queues of work asked for by a change (not on a schedule): each job is taken at once, or when due. */
const TASK_QUEUES = [JOB_ALERTS_QUEUE, POSTING_CHANGES_QUEUE] as const;
type TaskQueue = (typeof TASK_QUEUES)[number];

/** What each worked queue's job does, given its data and its id; its answer is kept on the job as its output. */
export const JOB_HANDLERS: Record<
  "email" | TaskQueue | ChoreQueue,
  (data: never, jobId: string) => Promise<object>
> = {
  email: async (email: Email | SentEmail, jobId: string) => {
    // Sent already: its worker stopped after the mail server took it and before the job was completed.
    if ("sent" in email) return { delivered: true };
    await deliverEmail(email);
    try {
      await forgetSentEmail(jobId);
    } catch (error) {
      // Sent is sent: failing the job now would send it twice. The body goes with the job a day later.
      processLogger().error({ err: error }, "Could not forget a sent email's body");
    }
    return { delivered: true };
  },
  // New jobs matched against job notifications, out of the poster's request (the attack review).
  [JOB_ALERTS_QUEUE]: async (job: JobAlertsJob) => ({
    told: await notifyJobAlerts(getDb(), job.jobId, new Date(job.postedAt)),
  }),
  // A posting's changes, gathered for an hour, told to its applicants in one notice each.
  [POSTING_CHANGES_QUEUE]: async (changes: GatheredChanges, jobId: string) => ({
    told: await tellGatheredChanges(getDb(), changes, jobId),
  }),
  ...CHORE_HANDLERS,
};

/**
 * A new email wakes a worker at once (NOTIFY); a retry falls due without one, so
 * workers also look this often.
 */
const EMAIL_POLL_SECONDS = 5;
/** How many emails a worker takes at once (sent side by side). */
const EMAILS_PER_FETCH = 10;
/** A task falls due without a NOTIFY (a posting's changes, an hour after the edit); workers look this often. */
const TASK_POLL_SECONDS = 15;
/** Chores are added at their slot; a worker finds one within this long. */
const CHORE_POLL_SECONDS = 15;
/** How long a stop waits for jobs in hand before handing them back to the queue for another process. */
const STOP_GRACE_MS = 10_000;

/**
 * Starts this process's share of the background work: a worker on every
 * queue and the chores' schedules (the same in every process: pg-boss keeps
 * one schedule per chore). Returns the stop, which lets jobs in hand finish
 * for up to STOP_GRACE_MS and then hands the rest back to the queue.
 */
export async function startBackgroundWork(
  handle: DatabaseHandle,
  logger: Logger,
): Promise<() => Promise<void>> {
  const boss = await openJobQueue(handle, { background: true }, (error) =>
    logger.error({ err: error }, "background jobs: pg-boss reported an error"),
  );
  await setJobQueue(handle, boss);
  await workEmails(boss, logger);
  for (const queue of TASK_QUEUES) {
    // One at a time: a failure throws, and pg-boss retries that job by its queue's rules.
    await boss.work(queue, { pollingIntervalSeconds: TASK_POLL_SECONDS }, async ([job]) =>
      job ? JOB_HANDLERS[queue](job.data as never, job.id) : {},
    );
  }
  for (const queue of CHORE_QUEUES) {
    // One job a minute at most, whatever else happens: the job is filed under its minute
    // (`singleton_on`), and a second one for the same minute is not added.
    await boss.schedule(queue, QUEUES[queue].cron, null, { tz: "UTC", singletonSeconds: 60 });
    await boss.work(queue, { pollingIntervalSeconds: CHORE_POLL_SECONDS }, async ([job]) => {
      const output = await CHORE_HANDLERS[queue]();
      const count = output.count;
      if (count > 0) logger.info({ count, job: job?.id }, `background: ${QUEUES[queue].label}`);
      return output;
    });
  }
  logger.info({ chores: CHORE_QUEUES.length }, "background jobs: working");
  return async () => {
    await boss.stop({
      graceful: true,
      timeout: STOP_GRACE_MS,
      close: handle.jobQueueConnection.kind === "postgres",
    });
    await setJobQueue(undefined);
  };
}

/**
 * Emails are taken ten at a time and sent side by side, each job completed or failed on its own;
 * while fetches come back full the worker fetches again at once. (One at a time, a burst of
 * emails whose NOTIFYs arrived while the worker was busy would wait a poll each.)
 */
async function workEmails(boss: PgBoss, logger: Logger) {
  await boss.work<Email>(
    "email",
    {
      batchSize: EMAILS_PER_FETCH,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: EMAIL_POLL_SECONDS,
      notifyPollingIntervalSeconds: EMAIL_POLL_SECONDS,
      includeMetadata: true,
    },
    (jobs) => Promise.all(jobs.map((job) => deliverOne(job as JobWithMetadata<Email>, logger))),
  );
}

async function deliverOne(job: JobWithMetadata<Email>, logger: Logger): Promise<JobResult> {
  try {
    return { id: job.id, status: "completed", output: await JOB_HANDLERS.email(job.data as never, job.id) };
  } catch (error) {
    const message = (error as Error).message;
    // Only which job and what went wrong: the body may hold a sign-in link.
    const lastTry = job.retryCount >= job.retryLimit;
    logger[lastTry ? "error" : "warn"](
      { job: job.id, attempt: job.retryCount + 1, err: { message } },
      lastTry
        ? "background: an email could not be sent after every retry; staff see it under Emails not delivered"
        : "background: an email could not be sent; it will be tried again",
    );
    // Failed, not dead-lettered: pg-boss retries it while it has retries left, then moves it.
    return { id: job.id, status: "failed", output: { message } };
  }
}
