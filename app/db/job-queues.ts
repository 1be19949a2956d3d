import type { Queue } from "pg-boss";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a chore's run is kept after it ends, so staff can see when each
 * last ran and what it did (features/staff: "Background work").
 */
const CHORE_RUNS_KEPT = 7 * DAY;

/** A job the product's own work queued (not an email): three more tries a minute apart and growing, kept a day. */
const RETRIED_A_MINUTE_APART = {
  retryLimit: 3,
  retryDelay: MINUTE,
  retryBackoff: true,
  expireInSeconds: 5 * MINUTE,
  deleteAfterSeconds: DAY,
} as const;

/**
 * A chore: at most one waiting and one running at a time ("stately"), so a
 * slow run is never overlapped by the next slot's, whichever process takes it.
 * A failed run is tried again a minute later, twice; after that the next slot
 * runs it anyway.
 */
const CHORE_QUEUE = {
  policy: "stately",
  retryLimit: 2,
  retryDelay: MINUTE,
  expireInSeconds: 15 * MINUTE,
  deleteAfterSeconds: CHORE_RUNS_KEPT,
} satisfies Omit<Queue, "name">;

/**
 * Every queue, with its rules. pg-boss reads these when the queues are
 * created or updated at migration (job-queue.server.ts), not per job.
 */
export const QUEUES = {
  /**
   * Emails that could not be sent after every retry: kept for staff to see
   * and send again for 14 days, never worked by anyone (no worker reads it).
   */
  "email.undelivered": { options: { retentionSeconds: 14 * DAY } },
  /**
   * Every email the product sends. Retried five times with backoff (waits of
   * 30 to 60 s, doubling each time: six tries over 15 to 30 minutes, so a mail
   * server down for ten minutes loses nothing), then moved to `email.undelivered`. Once sent, its job keeps
   * only who it went to and its subject (the body's reset links and codes are forgotten at once), and is
   * deleted a day later.
   */
  email: {
    options: {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: HOUR,
      expireInSeconds: 2 * MINUTE,
      deleteAfterSeconds: DAY,
      deadLetter: "email.undelivered",
      notify: true,
    },
  },
  /**
   * A new job matched against everyone's job notifications (features/postings/kinds/job/job-alerts.server.ts), queued
   * by the posting's transaction so the poster's request never waits on it. Retried a minute apart.
   */
  "job.alerts": { options: { ...RETRIED_A_MINUTE_APART, notify: true } },
  /**
   * A posting's changes told to its applicants in one notice each (features/postings/
   * posting-change-notices.server.ts): one job per posting, keyed by it, due an hour after the
   * edit that made it; later edits are added to it while it waits.
   */
  "posting.changes": { options: RETRIED_A_MINUTE_APART },
  // The chores (server/background-work.ts runs them). pg-boss adds one job per slot of `cron` (UTC)
  // however many processes run, and one process takes it; the hourly ones are spread over the hour.
  "chore.unread-message-emails": {
    options: CHORE_QUEUE,
    cron: "* * * * *",
    label: "Emails about unread messages",
  },
  "chore.applicants-waiting": {
    options: CHORE_QUEUE,
    cron: "5 * * * *",
    label: "Reminders and answers to applicants still waiting",
  },
  "chore.notice-digests": { options: CHORE_QUEUE, cron: "10 * * * *", label: "Job alert digests" },
  "chore.unused-images": {
    options: CHORE_QUEUE,
    cron: "20 * * * *",
    label: "Unused uploaded images removed",
  },
  "chore.expired-rate-limits": {
    options: CHORE_QUEUE,
    cron: "25 * * * *",
    label: "Expired rate-limit counters removed",
  },
  "chore.old-live-events": { options: CHORE_QUEUE, cron: "30 * * * *", label: "Old live events removed" },
  "chore.old-trending-searchers": {
    options: CHORE_QUEUE,
    cron: "35 * * * *",
    label: "Old searchers of trending terms removed",
  },
  "chore.old-profile-viewers": {
    options: CHORE_QUEUE,
    cron: "40 * * * *",
    label: "Who viewed profiles before yesterday removed",
  },
} satisfies Record<string, { options: Omit<Queue, "name">; cron?: string; label?: string }>;

export type QueueName = keyof typeof QUEUES;
export type ChoreQueue = Extract<QueueName, `chore.${string}`>;

export const CHORE_QUEUES = Object.keys(QUEUES).filter((name): name is ChoreQueue =>
  name.startsWith("chore."),
);
