import type { Database } from "~/db/client.server";
import { limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { appOrigin } from "./auth-config.server";
import type { AuthEdge } from "./auth-edge.server";

/**
 * Emails a single-use reset link (30 minutes) when the address has an
 * account. The answer is the same either way, so nobody learns which
 * addresses are registered.
 */
export async function requestPasswordReset(db: Database, auth: AuthEdge, email: string) {
  const byEmail = await hitLimit(db, `reset:email:${email}`, LIMITS.resetPerEmail);
  const byAddress = await hitLimit(
    db,
    `reset:ip:${limitAddress(auth.client.ipAddress)}`,
    LIMITS.resetPerAddress,
  );
  const limit = byEmail.limited ? byEmail : byAddress.limited ? byAddress : null;
  if (limit) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      email,
      ...auth.client,
      detail: { action: "password-reset" },
    });
    throw rateLimited(ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  await auth.requestPasswordReset({ email, redirectTo: `${appOrigin()}/reset-password` });
  await recordSecurityEvent(db, { type: "password_reset_requested", email, ...auth.client });
}
