import { getCategory } from "~/constants/categories";
import type { Database } from "~/db/client.server";
import { existingAccountEmail } from "~/features/email/account-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import { limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { appOrigin } from "./auth-config.server";
import type { AuthEdge } from "./auth-edge.server";
import { setProfileCategory } from "./create-profile-for-user.server";

type SignUpInput = { fullName: string; email: string; password: string; category: string };

/**
 * Creates the account and its profile and sends the verification email. It
 * never signs anyone in, and returns nothing: an address that already has an
 * account gets exactly the same answer (its owner is told by email), so
 * neither the message nor a session cookie tells which addresses are
 * registered. The person signs in with their password, verified or not
 * (decision 011: unverified accounts browse and edit, and verify before
 * acting toward others).
 */
export async function signUpWithEmail(db: Database, auth: AuthEdge, input: SignUpInput): Promise<void> {
  const byEmail = await hitLimit(db, `sign-up:email:${input.email}`, LIMITS.signUpPerEmail);
  const byAddress = await hitLimit(
    db,
    `sign-up:ip:${limitAddress(auth.client.ipAddress)}`,
    LIMITS.signUpPerAddress,
  );
  const limit = byEmail.limited ? byEmail : byAddress.limited ? byAddress : null;
  if (limit) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      email: input.email,
      ...auth.client,
      detail: { action: "sign-up" },
    });
    throw rateLimited(ACCOUNT_MESSAGES.signupLimited(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }

  const answer = await auth.signUp({
    name: input.fullName,
    email: input.email,
    password: input.password,
    // The link verifies without signing in, so it lands on the sign-in page.
    callbackURL: "/login?verified=1",
  });
  if (!answer.ok) {
    if (answer.code?.startsWith("USER_ALREADY_EXISTS")) {
      // Same answer as a new account; the owner hears about it by email.
      await queueEmail(existingAccountEmail(input.email, `${appOrigin()}/login`));
      await recordSecurityEvent(db, {
        type: "sign_up",
        email: input.email,
        ...auth.client,
        detail: { existingAccount: true },
      });
      return;
    }
    throw new ServiceError(answer.failed ? "unavailable" : "invalid", ACCOUNT_MESSAGES.signupError);
  }
  const userId = answer.value.user.id;
  const category = getCategory(input.category);
  if (category) await setProfileCategory(db, userId, category);
  await recordSecurityEvent(db, { type: "sign_up", userId, email: input.email, ...auth.client });
}
