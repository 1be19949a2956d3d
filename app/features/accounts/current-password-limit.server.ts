import { requestFacts } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { CurrentUser } from "./session.server";

const keyFor = (userId: string) => `current-password:${userId}`;

/**
 * Counts one current-password check (change password, delete account) before
 * it runs, so a stolen session cannot be used to guess the password: over
 * the limit, the failure to answer with; otherwise null.
 */
export async function refuseCurrentPasswordCheck(user: CurrentUser, action: string, request: Request) {
  const limit = await hitLimit(keyFor(user.id), LIMITS.currentPasswordChecks);
  if (!limit.limited) return null;
  await recordSecurityEvent({
    type: "rate_limited",
    userId: user.id,
    email: user.email,
    ...requestFacts(request),
    detail: { action },
  });
  return failure(429, ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds));
}

/** The right password was given: the count starts again. */
export function clearCurrentPasswordChecks(userId: string) {
  return clearLimit(keyFor(userId));
}
