import { clientLimitAddress } from "./client-address.server";
import { hitLimit, LIMITS } from "./rate-limit.server";

/** The forms anyone may send, signed in or not; each is counted on its own. */
export type PublicForm = "contact" | "newsletter" | "feedback" | "advertising";

/** What a person sees when their address has sent a public form too often: when they may send again. */
export function tooManySubmissionsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You've sent this form several times just now. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Counts one submission of a public form from this request's address. Call
 * it only once the input has passed validation, so a typo does not use up the
 * allowance. Null while under the limit; over it, the message to show and the
 * 429's response init.
 */
export async function publicFormOverLimit(form: PublicForm, request: Request) {
  const state = await hitLimit(`${form}:ip:${clientLimitAddress(request)}`, LIMITS.publicFormPerAddress);
  if (!state.limited) return null;
  return {
    message: tooManySubmissionsMessage(state.retryAfterSeconds),
    init: { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
  };
}
