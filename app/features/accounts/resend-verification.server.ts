import type { Database } from "~/db/client.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { rateLimited } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { AuthEdge } from "./auth-edge.server";
import type { CurrentUser } from "./session.server";

/** Sends the verification link again (limited like reset requests). */
export async function resendVerification(db: Database, auth: AuthEdge, user: CurrentUser) {
  const limit = await hitLimit(db, `verify:email:${user.email}`, LIMITS.resetPerEmail);
  if (limit.limited) {
    throw rateLimited(ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  await auth.sendVerificationEmail({ email: user.email, callbackURL: "/login?verified=1" });
}
