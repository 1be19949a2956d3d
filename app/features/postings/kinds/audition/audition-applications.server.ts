import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions } from "~/db/schema";
import type { ApplicationInput } from "~/features/postings/application-form";
import { APPLICATION_MESSAGES } from "~/features/postings/application-messages";
import { submitApplication, withdrawApplication } from "~/features/postings/posting-applications.server";
import { chooseRoles } from "~/features/postings/posting-roles.server";
import { isOpenPosting } from "~/features/postings/posting-tables.server";
import { ServiceError } from "~/lib/service-error";
import { AUDITION_MESSAGES } from "./audition-messages";
import { auditionStatus } from "./audition-status";

/**
 * Applies to an upcoming audition that is still open: one application per
 * person, for one or more of its open roles, with an optional note and a
 * link to a self-tape; the applicant's profile goes with it, and the poster
 * is told. The poster cannot apply to their own.
 */
export async function applyToAudition(
  db: Database,
  applicantId: string,
  auditionId: number,
  input: ApplicationInput,
  now = new Date(),
) {
  const [audition] = await db
    .select({
      id: auditions.id,
      title: auditions.title,
      date: auditions.date,
      posterId: auditions.posterId,
      open: isOpenPosting("audition", now),
    })
    .from(auditions)
    .where(eq(auditions.id, auditionId));
  if (!audition) throw new ServiceError("not_found", AUDITION_MESSAGES.notFound);
  return submitApplication(db, {
    posting: { kind: "audition", id: auditionId },
    posterId: audition.posterId,
    applicantId,
    input,
    now,
    alreadyApplied: AUDITION_MESSAGES.alreadyApplied,
    ownPosting: AUDITION_MESSAGES.ownAudition,
    // Past its day it is over whether or not its poster closed it; else closed.
    notTaking: audition.open
      ? null
      : auditionStatus(audition.date, now) === "completed"
        ? AUDITION_MESSAGES.completed
        : APPLICATION_MESSAGES.notTaking,
    notice: (name) => `${name} applied to “${audition.title}”.`,
    // The roles applied for: open roles of this audition, one at least when it casts any.
    withApplication: (tx, applicationId) =>
      chooseRoles(tx, { kind: "audition", id: auditionId }, applicationId, input.roles ?? []),
  });
}

/** Withdraws the applicant's own application while the poster has not yet declined or accepted it. */
export function withdrawAuditionApplication(
  db: Database,
  applicantId: string,
  auditionId: number,
  now = new Date(),
) {
  return withdrawApplication(db, { kind: "audition", id: auditionId }, applicantId, AUDITION_MESSAGES, now);
}
