import type { z } from "zod";
import { getCategory } from "~/constants/categories";
import { existingAccountEmail } from "~/features/email/account-emails";
import { sendEmail } from "~/features/email/send-email.server";
import { setProfileCategory } from "~/features/profiles/create-profile-for-user.server";
import { requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES, type signupSchema } from "./account-schemas";
import { getAuth } from "./auth.server";
import { appOrigin } from "./auth-config.server";
import { cookiesFrom } from "./session.server";

/**
 * Creates the account and its profile, sends the verification email and
 * signs the person in. An address that already has an account gets the same
 * answer (its owner is told by email), so the form's message reveals nothing.
 */
export async function signUpWithEmail(
  input: z.infer<typeof signupSchema>,
  request: Request,
): Promise<AccountResult> {
  const facts = requestFacts(request);
  const byEmail = await hitLimit(`sign-up:email:${input.email}`, LIMITS.signUpPerEmail);
  const byAddress = await hitLimit(`sign-up:ip:${facts.ipAddress}`, LIMITS.signUpPerAddress);
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

  const auth = getAuth();
  const signUp = await auth.api.signUpEmail({
    body: {
      name: input.fullName,
      email: input.email,
      password: input.password,
      callbackURL: "/discover?verified=1",
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
      return { ok: true, headers: new Headers() };
    }
    return failure(signUp.status >= 500 ? 500 : 400, ACCOUNT_MESSAGES.signupError);
  }
  const { user } = (await signUp.json()) as { user: { id: string } };
  const category = getCategory(input.category);
  if (category) await setProfileCategory(user.id, category);

  const signIn = await auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: request.headers,
    asResponse: true,
  });
  await recordSecurityEvent({
    type: "sign_up",
    userId: signIn.ok ? user.id : null,
    email: input.email,
    ...facts,
  });
  return { ok: true, headers: signIn.ok ? cookiesFrom(signIn) : new Headers() };
}
