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

/** The key of an account's sign-in attempts from any address. */
const accountAnywhereKey = (email: string) => `sign-in-account:${email}`;

/** A reset password clears the attempts counted against its account from every address. */
export function clearSignInLimits(db: Database, email: string) {
  return clearLimit(db, accountAnywhereKey(email));
}

/** How much longer each sign-in from a busy address waits, per failure past its allowance, at most. */
const ADDRESS_DELAY_STEP_MS = 500;
const ADDRESS_DELAY_MAX_MS = 5000;

/**
 * How long a sign-in from an address waits before its password is checked:
 * nothing while the address has failed fewer than its allowance, then half
 * a second more per failure past it, five seconds at most.
 */
export function signInDelayMs(addressFailures: number): number {
  const over = addressFailures - LIMITS.signInFailuresPerAddress.max;
  return over <= 0 ? 0 : Math.min(over * ADDRESS_DELAY_STEP_MS, ADDRESS_DELAY_MAX_MS);
}

/**
 * Signs in with email and password. Every attempt is counted before the
 * password is checked, in one atomic statement each, so a burst of
 * simultaneous requests cannot get more checks than the limits allow:
 * - five per account and address in five minutes, and twenty per account
 *   from any addresses in an hour (issue 26: many addresses guessing one
 *   account): over either, `rate_limited` whatever the password;
 * - per address across all accounts (password spraying), a slowdown rather
 *   than a lock-out (issue 26: an office or campus shares one address):
 *   past 30 failures in fifteen minutes each attempt waits a little longer,
 *   and only past 300 is the address refused.
 * A success clears the account's counters and gives its hit back to the
 * address, and returns the new session's cookies. Every wrong pair gets the
 * same message.
 */
export async function signInWithEmail(
  db: Database,
  auth: AuthEdge,
  input: SignInInput,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ cookies: AuthCookies }> {
  const address = limitAddress(auth.client.ipAddress);
  const accountKey = `sign-in:${input.email}:${address}`;
  const anywhereKey = accountAnywhereKey(input.email);
  const addressKey = `sign-in-address:${address}`;
  // An attempt refused for the account is not counted against the address too.
  const byAccount = await hitLimit(db, accountKey, LIMITS.signInFailures);
  const byAccountAnywhere = byAccount.limited
    ? byAccount
    : await hitLimit(db, anywhereKey, LIMITS.signInFailuresPerAccount);
  const byAddress = byAccountAnywhere.limited
    ? null
    : await hitLimit(db, addressKey, LIMITS.signInFailuresPerAddressCeiling);
  const limit = byAccountAnywhere.limited ? byAccountAnywhere : byAddress!;
  if (limit.limited) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      email: input.email,
      ...auth.client,
      detail: {
        action: "sign-in",
        per: byAccount.limited ? "account" : byAccountAnywhere.limited ? "account anywhere" : "address",
      },
    });
    throw rateLimited(ACCOUNT_MESSAGES.tooManyAttempts(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  const delay = signInDelayMs(byAddress!.count - 1);
  if (delay > 0) await wait(delay);

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
    await clearLimit(db, anywhereKey);
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
