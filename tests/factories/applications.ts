import { getDb } from "~/db/client.server";
import { submitApplication } from "~/features/postings/posting-applications.server";
import type { PostingRef } from "~/features/postings/posting-path";

/**
 * An application by `applicantId` to a posting, through the applications
 * service itself (its history entry and the poster's notice included), so the
 * applicants page, My applications and the bell show it as a real one.
 */
export async function createApplication({
  posting,
  posterId,
  applicantId,
  note = "",
}: {
  posting: PostingRef;
  posterId: string | null;
  applicantId: string;
  note?: string;
}) {
  return submitApplication(getDb(), {
    posting,
    posterId,
    applicantId,
    input: { note },
    now: new Date(),
    alreadyApplied: "Already applied.",
    ownPosting: "Your own posting.",
    notTaking: null,
    notice: (name) => `${name} applied.`,
  });
}
