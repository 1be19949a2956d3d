import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, auditions } from "~/db/schema";
import { APPLICATION_MESSAGES } from "~/features/applications/application-messages";
import { isWaiting } from "~/features/applications/application-status";
import { noticeNewApplicant } from "~/features/applications/new-applicant-notice.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { AUDITION_MESSAGES } from "./audition-messages";
import { auditionStatus } from "./audition-status";

/**
 * Applies to an upcoming audition that is still open: one application per
 * person, with an optional note; the applicant's profile goes with it, and
 * the poster is told. The poster cannot apply to their own.
 */
export async function applyToAudition(
  db: Database,
  applicantId: string,
  auditionId: number,
  note: string | undefined,
  now = new Date(),
) {
  const [audition] = await db
    .select({
      id: auditions.id,
      title: auditions.title,
      date: auditions.date,
      posterId: auditions.posterId,
      closedAt: auditions.closedAt,
    })
    .from(auditions)
    .where(eq(auditions.id, auditionId));
  if (!audition) throw new ServiceError("not_found", AUDITION_MESSAGES.notFound);
  if (audition.posterId === applicantId) throw new ServiceError("invalid", AUDITION_MESSAGES.ownAudition);
  if (auditionStatus(audition.date, now) === "completed") {
    throw new ServiceError("conflict", AUDITION_MESSAGES.completed);
  }
  if (audition.closedAt) throw new ServiceError("conflict", APPLICATION_MESSAGES.notTaking);
  const posterId = audition.posterId;
  return changeAndNotify(db, async (tx, notify) => {
    const [application] = await tx
      .insert(applications)
      .values({ auditionId, applicantId, note: note ?? "", createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: applications.id, status: applications.status });
    if (!application) throw new ServiceError("conflict", AUDITION_MESSAGES.alreadyApplied);
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "new", createdAt: now });
    if (posterId) {
      await noticeNewApplicant(tx, notify, {
        posterId,
        applicantId,
        text: (name) => `${name} applied to “${audition.title}”.`,
        link: `/auditions/${auditionId}/applicants`,
      });
    }
    return application;
  });
}

/** Withdraws the applicant's own application while the poster has not yet declined or accepted it. */
export async function withdrawAuditionApplication(
  db: Database,
  applicantId: string,
  auditionId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.auditionId, auditionId), eq(applications.applicantId, applicantId)))
      .for("update");
    if (!application) throw new ServiceError("not_found", AUDITION_MESSAGES.notApplied);
    if (!isWaiting(application.status)) {
      throw new ServiceError("conflict", AUDITION_MESSAGES.notWithdrawable);
    }
    await tx
      .update(applications)
      .set({ status: "withdrawn", updatedAt: now })
      .where(eq(applications.id, application.id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "withdrawn", createdAt: now });
  });
}

/** How many people have applied to an audition (withdrawn applications left out). */
export async function countApplicants(db: Database, auditionId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(and(eq(applications.auditionId, auditionId), sql`${applications.status} <> 'withdrawn'`));
  return row?.count ?? 0;
}
