import { jobQueue } from "~/db/job-queue.server";
import { JOB_HANDLERS } from "../../server/background-work";

type WorkedQueue = keyof typeof JOB_HANDLERS;

/**
 * Works every job on `queue` that is due now, in this process, with the
 * server's own handlers (server/background-work.ts), completing or failing
 * each the way a worker does. Tests use it where the server's workers would
 * take the job a moment later. Returns how many jobs ran.
 */
export async function runQueuedJobs(queue: WorkedQueue): Promise<number> {
  const boss = await jobQueue();
  let ran = 0;
  for (;;) {
    const jobs = await boss.fetch(queue, { batchSize: 50 });
    if (jobs.length === 0) return ran;
    for (const job of jobs) {
      ran += 1;
      try {
        const output = await JOB_HANDLERS[queue](job.data as never, job.id);
        await boss.complete(queue, job.id, output);
      } catch (error) {
        await boss.fail(queue, job.id, { message: (error as Error).message });
      }
    }
  }
}

/** Hands every queued email to the mail server (the test's SMTP sink), as the email worker would. */
export function deliverQueuedEmails(): Promise<number> {
  return runQueuedJobs("email");
}

/**
 * Works the jobs waiting on `queue` as if the time they wait for had come (a
 * posting's changes wait an hour to be gathered): each waiting job is made due
 * now, then worked with the server's own handlers. Returns how many ran.
 */
export async function runWaitingJobsNow(queue: WorkedQueue): Promise<number> {
  const boss = await jobQueue();
  for (const job of await boss.findJobs(queue, { queued: true })) {
    await boss.update(queue, undefined, { id: job.id, startAfter: new Date() });
  }
  return runQueuedJobs(queue);
}

/** Tells each posting's applicants the changes gathered for them, as the hour's job would. */
export function tellGatheredPostingChanges(): Promise<number> {
  return runWaitingJobsNow("posting.changes");
}
