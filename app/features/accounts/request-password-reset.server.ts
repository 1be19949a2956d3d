import { limitAddress, requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";
import { appOrigin } from "./auth-config.server";

/**
 * Emails a single-use reset link (30 minutes) when the address has an
 * account. The answer is the same either way, so nobody learns which
 * addresses are registered.
 */
export async function requestPasswordReset(email: string, request: Request): Promise<AccountResult> {
  const facts = requestFacts(request);
  const byEmail = await hitLimit(`reset:email:${email}`, LIMITS.resetPerEmail);
  const byAddress = await hitLimit(`reset:ip:${limitAddress(facts.ipAddress)}`, LIMITS.resetPerAddress);
  const limit = byEmail.limited ? byEmail : byAddress.limited ? byAddress : null;
  if (limit) {
    await recordSecurityEvent({
      type: "rate_limited",
      email,
      ...facts,
      detail: { action: "password-reset" },
    });
    return failure(429, ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds));
  }
  await getAuth().api.requestPasswordReset({ body: { email, redirectTo: `${appOrigin()}/reset-password` } });
  await recordSecurityEvent({ type: "password_reset_requested", email, ...facts });
  return { ok: true, headers: new Headers() };
}
