import type { Database } from "~/db/client.server";
import type { ClientFacts } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { CurrentUser } from "./session.server";

const keyFor = (userId: string) => `current-password:${userId}`;

/**
 * Counts one current-password check (change password, delete account) before
 * it runs, so a stolen session cannot be used to guess the password: over
 * the limit it throws `rate_limited`.
 */
export async function countCurrentPasswordCheck(
  db: Database,
  client: ClientFacts,
  user: CurrentUser,
  action: string,
) {
  const limit = await hitLimit(db, keyFor(user.id), LIMITS.currentPasswordChecks);
  if (!limit.limited) return;
  await recordSecurityEvent(db, {
    type: "rate_limited",
    userId: user.id,
    email: user.email,
    ...client,
    detail: { action },
  });
  throw rateLimited(ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds), limit.retryAfterSeconds);
}

/** The right password was given: the count starts again. */
export function clearCurrentPasswordChecks(db: Database, userId: string) {
  return clearLimit(db, keyFor(userId));
}
