import type { Database } from "~/db/client.server";
import { rateLimited } from "~/lib/service-error";
import { type ClientFacts, limitAddress } from "./client-address.server";
import { hitLimit, LIMITS } from "./rate-limit.server";

/** The forms anyone may send, signed in or not; each is counted on its own. */
export type PublicForm = "contact" | "newsletter" | "feedback" | "advertising";

/** What a person sees when their address has sent a public form too often: when they may send again. */
export function tooManySubmissionsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You've sent this form several times just now. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Counts one submission of a public form from the sender's address; over the
 * limit it throws `rate_limited` with the message to show. The form's
 * service calls it once the input has passed validation (a route calls the
 * service only then), so a typo does not use up the allowance.
 */
export async function countPublicFormSubmission(db: Database, form: PublicForm, sender: ClientFacts) {
  const state = await hitLimit(
    db,
    `${form}:ip:${limitAddress(sender.ipAddress)}`,
    LIMITS.publicFormPerAddress,
  );
  if (state.limited)
    throw rateLimited(tooManySubmissionsMessage(state.retryAfterSeconds), state.retryAfterSeconds);
}
