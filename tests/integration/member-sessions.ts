import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { cookieHeaderFrom, STRONG_PASSWORD } from "./account-helpers";

/**
 * A member with a session cookie, made through Better Auth's API directly
 * (not our sign-up route, which these tests do not exercise): verified or
 * not, as the test needs.
 */
export async function memberWithSession({ verified }: { verified: boolean }) {
  const email = `member-${crypto.randomBytes(5).toString("hex")}@example.com`;
  const auth = getAuth();
  const signUp = await auth.api.signUpEmail({
    body: { name: "Guard Test", email, password: STRONG_PASSWORD },
  });
  if (verified) await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, signUp.user.id));
  const signIn = await auth.api.signInEmail({
    body: { email, password: STRONG_PASSWORD },
    asResponse: true,
  });
  return { id: signUp.user.id, email, cookie: cookieHeaderFrom(signIn) };
}
