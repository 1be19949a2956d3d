import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session } from "~/db/schema";
import { limitAddress } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS, releaseHit } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { isSuspended } from "./account-standing.server";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";

type SignInInput = { email: string; password: string; rememberMe?: boolean };

/**
 * Signs in with email and password. Every attempt is counted before the
 * password is checked, in one atomic statement each, so a burst of
 * simultaneous requests cannot get more checks than the limit allows:
 * five per account and address in five minutes, and 30 failures per address
 * across all accounts (password spraying). Over either, the answer is
 * `rate_limited` whatever the password. A success clears the account's
 * counter and gives its hit back to the address, and returns the new
 * session's cookies. Every wrong pair gets the same message.
 */
export async function signInWithEmail(
  db: Database,
  auth: AuthEdge,
  input: SignInInput,
): Promise<{ cookies: AuthCookies }> {
  const address = limitAddress(auth.client.ipAddress);
  const accountKey = `sign-in:${input.email}:${address}`;
  const addressKey = `sign-in-address:${address}`;
  // An attempt refused for the account is not counted against the address too.
  const byAccount = await hitLimit(db, accountKey, LIMITS.signInFailures);
  const limit = byAccount.limited
    ? byAccount
    : await hitLimit(db, addressKey, LIMITS.signInFailuresPerAddress);
  if (limit.limited) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      email: input.email,
      ...auth.client,
      detail: { action: "sign-in", per: byAccount.limited ? "account" : "address" },
    });
    throw rateLimited(ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }

  const answer = await auth.signIn({
    email: input.email,
    password: input.password,
    rememberMe: input.rememberMe ?? false,
  });
  if (answer.ok) {
    if (await isSuspended(db, answer.value.user.id)) {
      // The password was right, so saying why is safe; the session just made is removed.
      await db.delete(session).where(eq(session.userId, answer.value.user.id));
      throw new ServiceError("invalid", ACCOUNT_MESSAGES.suspended);
    }
    await clearLimit(db, accountKey);
    await releaseHit(db, addressKey);
    await recordSecurityEvent(db, {
      type: "sign_in",
      userId: answer.value.user.id,
      email: input.email,
      ...auth.client,
    });
    return { cookies: answer.cookies };
  }
  if (answer.failed) throw new ServiceError("unavailable", ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent(db, { type: "sign_in_failed", email: input.email, ...auth.client });
  throw new ServiceError("unauthenticated", ACCOUNT_MESSAGES.invalidCredentials);
}
