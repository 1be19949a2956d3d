import type { z } from "zod";
import { requestFacts } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS, peekLimit } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES, type loginSchema } from "./account-schemas";
import { getAuth } from "./auth.server";
import { cookiesFrom } from "./session.server";

/**
 * Signs in with email and password. After five failures for one account from
 * one address in five minutes, further attempts are refused (429) until the
 * window ends, whatever the password. Every wrong pair gets the same message.
 */
export async function signInWithEmail(
  input: z.infer<typeof loginSchema>,
  request: Request,
): Promise<AccountResult> {
  const facts = requestFacts(request);
  const key = `sign-in:${input.email}:${facts.ipAddress}`;
  const limit = await peekLimit(key, LIMITS.signInFailures);
  if (limit.limited) {
    await recordSecurityEvent({
      type: "rate_limited",
      email: input.email,
      ...facts,
      detail: { action: "sign-in" },
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
    await clearLimit(key);
    await recordSecurityEvent({ type: "sign_in", userId: user.id, email: input.email, ...facts });
    return { ok: true, headers: cookiesFrom(response) };
  }
  if (response.status >= 500) return failure(500, ACCOUNT_MESSAGES.unexpected);
  await hitLimit(key, LIMITS.signInFailures);
  await recordSecurityEvent({ type: "sign_in_failed", email: input.email, ...facts });
  return failure(401, ACCOUNT_MESSAGES.invalidCredentials);
}
