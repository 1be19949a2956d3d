import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { applications } from "~/db/schema";
import type { Notify } from "~/features/notifications/notify.server";
import type { ApplicationStatus } from "./application-status";
import { type PostingRef, postingPath } from "./posting-path";
import { POSTINGS } from "./posting-tables.server";

/** Applicants still in the running, or chosen: they plan around the posting's date, place and pay. */
const STILL_IN: ApplicationStatus[] = ["new", "viewed", "shortlisted", "accepted", "hired"];

/** What changed that an applicant plans around, each in a few words ("the date is now 12 December 2026"). */
export type PostingChange = string;

/**
 * Tells everyone still in the running for a posting (waiting, or chosen) what
 * its poster changed about its date, place or pay, in the transaction that
 * changed it (issue 25). Nothing is sent when nothing they plan around
 * changed: a corrected typo in a description is not news.
 */
export async function tellApplicantsOfChanges(
  tx: Transaction,
  notify: Notify,
  posting: PostingRef & { title: string },
  changes: PostingChange[],
) {
  if (changes.length === 0) return 0;
  const people = await tx
    .select({ applicantId: applications.applicantId })
    .from(applications)
    .where(
      and(eq(POSTINGS[posting.kind].applicationColumn, posting.id), inArray(applications.status, STILL_IN)),
    );
  if (people.length === 0) return 0;
  const text = `“${posting.title}” has changed: ${changes.join("; ")}.`;
  await notify(
    ...people.map(({ applicantId }) => ({
      userId: applicantId,
      kind: "application_status" as const,
      text,
      link: postingPath(posting),
    })),
  );
  return people.length;
}
