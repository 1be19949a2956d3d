import type { Transaction } from "~/db/client.server";
import { applicantsStillIn, gatherPostingChanges, type PostingChange } from "./posting-change-notices.server";
import type { PostingRef } from "./posting-path";

export type { PostingChange } from "./posting-change-notices.server";

/**
 * Tells everyone still in the running for a posting (waiting, or chosen) what
 * its poster changed about its date, place or pay: gathered, in the
 * transaction that changed it, into one notice each within the hour
 * (posting-change-notices.server.ts). Nothing is told when nothing they plan
 * around changed: a corrected typo in a description is not news. Returns how
 * many will be told.
 */
export async function tellApplicantsOfChanges(
  tx: Transaction,
  posting: PostingRef & { title: string; posterId: string },
  changes: PostingChange[],
) {
  if (changes.length === 0) return 0;
  const people = await applicantsStillIn(tx, posting);
  if (people.length === 0) return 0;
  await gatherPostingChanges(tx, posting, { changes, roles: [] });
  return people.length;
}
