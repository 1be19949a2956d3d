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
        const output = await JOB_HANDLERS[queue](job.data as never);
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
