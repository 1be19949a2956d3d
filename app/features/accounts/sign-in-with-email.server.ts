import type { z } from "zod";
import { limitAddress, requestFacts } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS, releaseHit } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES, type loginSchema } from "./account-schemas";
import { getAuth } from "./auth.server";
import { cookiesFrom } from "./session.server";

/**
 * Signs in with email and password. Every attempt is counted before the
 * password is checked, in one atomic statement each, so a burst of
 * simultaneous requests cannot get more checks than the limit allows:
 * five per account and address in five minutes, and 30 failures per address
 * across all accounts (password spraying). Over either, the answer is 429
 * whatever the password. A success clears the account's counter and gives
 * its hit back to the address. Every wrong pair gets the same message.
 */
export async function signInWithEmail(
  input: z.infer<typeof loginSchema>,
  request: Request,
): Promise<AccountResult> {
  const facts = requestFacts(request);
  const accountKey = `sign-in:${input.email}:${limitAddress(facts.ipAddress)}`;
  const addressKey = `sign-in-address:${limitAddress(facts.ipAddress)}`;
  // An attempt refused for the account is not counted against the address too.
  const byAccount = await hitLimit(accountKey, LIMITS.signInFailures);
  const limit = byAccount.limited ? byAccount : await hitLimit(addressKey, LIMITS.signInFailuresPerAddress);
  if (limit.limited) {
    await recordSecurityEvent({
      type: "rate_limited",
      email: input.email,
      ...facts,
      detail: { action: "sign-in", per: byAccount.limited ? "account" : "address" },
    });
    return failure(429, ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds));
  }

  const response = await getAuth().api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) {
    const { user } = (await response.json()) as { user: { id: string } };
    await clearLimit(accountKey);
    await releaseHit(addressKey);
    await recordSecurityEvent({ type: "sign_in", userId: user.id, email: input.email, ...facts });
    return { ok: true, headers: cookiesFrom(response) };
  }
  if (response.status >= 500) return failure(500, ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent({ type: "sign_in_failed", email: input.email, ...facts });
  return failure(401, ACCOUNT_MESSAGES.invalidCredentials);
}
