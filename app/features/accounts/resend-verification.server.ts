import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";
import type { CurrentUser } from "./session.server";

/** Sends the verification link again (limited like reset requests). */
export async function resendVerification(user: CurrentUser): Promise<AccountResult> {
  const limit = await hitLimit(`verify:email:${user.email}`, LIMITS.resetPerEmail);
  if (limit.limited) return failure(429, ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds));
  await getAuth().api.sendVerificationEmail({
    body: { email: user.email, callbackURL: "/login?verified=1" },
  });
  return { ok: true, headers: new Headers() };
}
