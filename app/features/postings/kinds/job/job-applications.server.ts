import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { ApplicationInput } from "~/features/postings/application-form";
import { submitApplication, withdrawApplication } from "~/features/postings/posting-applications.server";
import { isOpenPosting } from "~/features/postings/posting-tables.server";
import { ServiceError } from "~/lib/service-error";
import { JOB_MESSAGES } from "./job-messages";

/**
 * Applies to an open job: one application per person, with an optional note and portfolio items;
 * the applicant's profile goes with it, and the poster is told. The poster
 * cannot apply to their own job.
 */
export async function applyToJob(
  db: Database,
  applicantId: string,
  jobId: number,
  input: ApplicationInput,
  now = new Date(),
) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      posterId: jobs.posterId,
      open: isOpenPosting("job", now),
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new ServiceError("not_found", JOB_MESSAGES.notFound);
  return submitApplication(db, {
    posting: { kind: "job", id: jobId },
    posterId: job.posterId,
    applicantId,
    input,
    now,
    alreadyApplied: JOB_MESSAGES.alreadyApplied,
    ownPosting: JOB_MESSAGES.ownJob,
    notTaking: job.open ? null : JOB_MESSAGES.notOpen,
    notice: (name) => `${name} applied to your job “${job.title}”.`,
  });
}

/** Withdraws the applicant's own application while it still waits for an answer. */
export function withdrawJobApplication(db: Database, applicantId: string, jobId: number, now = new Date()) {
  return withdrawApplication(db, { kind: "job", id: jobId }, applicantId, JOB_MESSAGES, now);
}
