import type { z } from "zod";
import { getCategory } from "~/constants/categories";
import { existingAccountEmail } from "~/features/email/account-emails";
import { sendEmail } from "~/features/email/send-email.server";
import { setProfileCategory } from "~/features/profiles/create-profile-for-user.server";
import { limitAddress, requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { failure } from "./account-result";
import { ACCOUNT_MESSAGES, type signupSchema } from "./account-schemas";
import { getAuth } from "./auth.server";
import { appOrigin } from "./auth-config.server";

/** No headers on success: nothing to set, not even for a new account. */
type SignUpResult = { ok: true } | ReturnType<typeof failure>;

/**
 * Creates the account and its profile and sends the verification email. It
 * never signs anyone in: an address that already has an account gets exactly
 * the same answer (its owner is told by email), so neither the message nor a
 * session cookie tells which addresses are registered. The person signs in
 * with their password, verified or not (decision 011: unverified accounts
 * browse and edit, and verify before acting toward others).
 */
export async function signUpWithEmail(
  input: z.infer<typeof signupSchema>,
  request: Request,
): Promise<SignUpResult> {
  const facts = requestFacts(request);
  const byEmail = await hitLimit(`sign-up:email:${input.email}`, LIMITS.signUpPerEmail);
  const byAddress = await hitLimit(`sign-up:ip:${limitAddress(facts.ipAddress)}`, LIMITS.signUpPerAddress);
  const limit = byEmail.limited ? byEmail : byAddress.limited ? byAddress : null;
  if (limit) {
    await recordSecurityEvent({
      type: "rate_limited",
      email: input.email,
      ...facts,
      detail: { action: "sign-up" },
    });
    return failure(429, ACCOUNT_MESSAGES.signupLimited(limit.retryAfterSeconds));
  }

  const signUp = await getAuth().api.signUpEmail({
    body: {
      name: input.fullName,
      email: input.email,
      password: input.password,
      // The link verifies without signing in, so it lands on the sign-in page.
      callbackURL: "/login?verified=1",
    },
    headers: request.headers,
    asResponse: true,
  });
  if (!signUp.ok) {
    const { code } = (await signUp.json().catch(() => ({}))) as { code?: string };
    if (code?.startsWith("USER_ALREADY_EXISTS")) {
      // Same answer as a new account; the owner hears about it by email.
      await sendEmail(existingAccountEmail(input.email, `${appOrigin()}/login`));
      await recordSecurityEvent({
        type: "sign_up",
        email: input.email,
        ...facts,
        detail: { existingAccount: true },
      });
      return { ok: true };
    }
    return failure(signUp.status >= 500 ? 500 : 400, ACCOUNT_MESSAGES.signupError);
  }
  const { user } = (await signUp.json()) as { user: { id: string } };
  const category = getCategory(input.category);
  if (category) await setProfileCategory(user.id, category);

  await recordSecurityEvent({ type: "sign_up", userId: user.id, email: input.email, ...facts });
  return { ok: true };
}
