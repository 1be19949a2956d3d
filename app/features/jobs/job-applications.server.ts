import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, jobs } from "~/db/schema";
import { isWaiting } from "~/features/applications/application-status";
import { noticeNewApplicant } from "~/features/applications/new-applicant-notice.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { startOfTodayInIndia } from "~/lib/india-days";
import { ServiceError } from "~/lib/service-error";
import { JOB_MESSAGES } from "./job-messages";

/**
 * Applies to an open job: one application per person, with an optional note;
 * the applicant's profile goes with it, and the poster is told. The poster
 * cannot apply to their own job.
 */
export async function applyToJob(
  db: Database,
  applicantId: string,
  jobId: number,
  note: string | undefined,
  now = new Date(),
) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      posterId: jobs.posterId,
      deadline: jobs.deadline,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new ServiceError("not_found", JOB_MESSAGES.notFound);
  if (job.posterId === applicantId) throw new ServiceError("invalid", JOB_MESSAGES.ownJob);
  if (job.closedAt || job.deadline < startOfTodayInIndia(now)) {
    throw new ServiceError("conflict", JOB_MESSAGES.notOpen);
  }
  const posterId = job.posterId;
  return changeAndNotify(db, async (tx, notify) => {
    const [application] = await tx
      .insert(applications)
      .values({ jobId, applicantId, note: note ?? "", createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: applications.id, status: applications.status });
    if (!application) throw new ServiceError("conflict", JOB_MESSAGES.alreadyApplied);
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "new", createdAt: now });
    if (posterId) {
      await noticeNewApplicant(tx, notify, {
        posterId,
        applicantId,
        text: (name) => `${name} applied to your job “${job.title}”.`,
        link: `/jobs/${jobId}/applicants`,
      });
    }
    return application;
  });
}

/** Withdraws the applicant's own application while it still waits for an answer. */
export async function withdrawJobApplication(
  db: Database,
  applicantId: string,
  jobId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)))
      .for("update");
    if (!application) throw new ServiceError("not_found", JOB_MESSAGES.notApplied);
    if (!isWaiting(application.status)) throw new ServiceError("conflict", JOB_MESSAGES.notWithdrawable);
    await tx
      .update(applications)
      .set({ status: "withdrawn", updatedAt: now })
      .where(eq(applications.id, application.id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "withdrawn", createdAt: now });
  });
}

/** How many people have applied to a job (withdrawn applications left out). */
export async function countJobApplicants(db: Database, jobId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), sql`${applications.status} <> 'withdrawn'`));
  return row?.count ?? 0;
}
