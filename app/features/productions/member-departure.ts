import type { Transaction } from "~/db/client.server";
import type { Notify } from "~/features/notifications/notify.server";

/**
 * What becomes of a member's open postings for a production when they are no
 * longer part of it (docs/decisions/059-productions-and-their-verification.md).
 * A posting for a production says the production stands behind it; once its
 * poster is gone from the production, it no longer does. So the postings stop
 * carrying its name and badge in the same transaction as the departure:
 * - **closed** (the rule when a member leaves, and what owners get unless they
 *   choose otherwise): the production's call ends with its person; waiting
 *   applicants are answered "closed" and told why, those accepted are told;
 * - **kept as theirs** (an owner's choice at removal, for a freelancer whose
 *   call goes on): open, as the member's own, with no production and no badge,
 *   the company line their own name; everyone still counting on it is told.
 * A member leaving cannot keep them: postings made under the production's name
 * would otherwise walk out with its applicants whenever one left.
 */
export const DEPARTED_POSTINGS = ["close", "keep"] as const;

export type DepartedPostings = (typeof DEPARTED_POSTINGS)[number];

export const DEPARTED_POSTING_LABELS: Record<DepartedPostings, string> = {
  close: "Close their open postings for it",
  keep: "Keep them open as theirs, without the production",
};

export type Departure = {
  productionId: number;
  productionName: string;
  memberId: string;
  /** The member's profile name: the company line of a posting kept as theirs. */
  memberName: string;
  postings: DepartedPostings;
};

/**
 * Does what `departure.postings` says to the member's open postings for the
 * production, inside the departure's transaction, telling their applicants;
 * returns how many postings it changed. Postings sit above productions
 * (decision 020), so the route passes features/postings' own.
 */
export type ReleasePostings = (tx: Transaction, notify: Notify, departure: Departure) => Promise<number>;
