import type { Database } from "~/db/client.server";
import { clearLimit } from "~/features/security/rate-limit.server";

// Apart from sign-in-with-email.server.ts, which the auth instance's reset hook would otherwise
// import while that file imports the auth edge, which imports the auth instance: a cycle.

/** The key of an account's sign-in attempts from any address. */
export const accountAnywhereKey = (email: string) => `sign-in-account:${email}`;

/** A reset password clears the attempts counted against its account from every address. */
export function clearSignInLimits(db: Database, email: string) {
  return clearLimit(db, accountAnywhereKey(email));
}
