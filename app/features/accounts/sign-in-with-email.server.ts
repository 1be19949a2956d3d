import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session } from "~/db/schema";
import { limitAddress } from "~/features/security/client-address.server";
import { clearLimit, hitLimit, LIMITS, releaseHit } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";
import { accountAnywhereKey } from "./sign-in-limits.server";
import { isSuspended } from "./suspension.server";

type SignInInput = { email: string; password: string; rememberMe?: boolean };

/** How much longer each sign-in from a busy address waits, per failure past its allowance, at most. */
const ADDRESS_DELAY_STEP_MS = 500;
const ADDRESS_DELAY_MAX_MS = 5000;

/**
 * How long a sign-in waits before its password is checked, given the
 * failures counted against its address (or its account, from any address):
 * nothing within the allowance, then half a second more per failure past it,
 * five seconds at most.
 */
export function signInDelayMs(
  failures: number,
  allowance: number = LIMITS.signInFailuresPerAddress.max,
): number {
  const over = failures - allowance;
  return over <= 0 ? 0 : Math.min(over * ADDRESS_DELAY_STEP_MS, ADDRESS_DELAY_MAX_MS);
}

/**
 * Signs in with email and password. Every attempt is counted before the
 * password is checked, in one atomic statement each, so a burst of
 * simultaneous requests cannot get more checks than the limits allow:
 * - five per account and address in five minutes: over it, `rate_limited`
 *   whatever the password (that address only);
 * - per address across all accounts (password spraying), and per account
 *   from any addresses (many addresses guessing one account), a slowdown
 *   rather than a lock-out (decision 057: an office or campus shares one address,
 *   and a refusal per account would let anyone keep its owner out): past 30
 *   failures from the address in fifteen minutes, or 20 on the account in an
 *   hour, each attempt waits a little longer; only past 100 from one address
 *   is the address refused.
 * A success clears the account's counters and gives its hit back to the
 * address, and returns the new session's cookies. Every wrong pair gets the
 * same message.
 */
export async function signInWithEmail(
  db: Database,
  auth: AuthEdge,
  input: SignInInput,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ cookies: AuthCookies; userId: string }> {
  const address = limitAddress(auth.client.ipAddress);
  const accountKey = `sign-in:${input.email}:${address}`;
  const anywhereKey = accountAnywhereKey(input.email);
  const addressKey = `sign-in-address:${address}`;
  // An attempt refused for the account and address is not counted against the rest too.
  const byAccount = await hitLimit(db, accountKey, LIMITS.signInFailures);
  const byAddress = byAccount.limited
    ? byAccount
    : await hitLimit(db, addressKey, LIMITS.signInFailuresPerAddressCeiling);
  if (byAddress.limited) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      email: input.email,
      ...auth.client,
      detail: { action: "sign-in", per: byAccount.limited ? "account" : "address" },
    });
    throw rateLimited(
      ACCOUNT_MESSAGES.tooManyAttempts(byAddress.retryAfterSeconds),
      byAddress.retryAfterSeconds,
    );
  }
  // Many addresses guessing one account are slowed, never refused: a refusal there would let anyone keep a
  // known account out for good, its owner included.
  const byAccountAnywhere = await hitLimit(db, anywhereKey, LIMITS.signInFailuresPerAccount);
  const delay = Math.max(
    signInDelayMs(byAddress.count - 1, LIMITS.signInFailuresPerAddress.max),
    signInDelayMs(byAccountAnywhere.count - 1, LIMITS.signInFailuresPerAccount.max),
  );
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
    return { cookies: answer.cookies, userId: answer.value.user.id };
  }
  if (answer.failed) throw new ServiceError("unavailable", ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent(db, { type: "sign_in_failed", email: input.email, ...auth.client });
  throw new ServiceError("unauthenticated", ACCOUNT_MESSAGES.invalidCredentials);
}
