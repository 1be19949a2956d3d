import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";
import type { CurrentUser } from "./session.server";

/**
 * Starts an email change: a verified account confirms from its current
 * address first, then verifies the new one; nothing changes until then.
 */
export async function changeEmail(
  user: CurrentUser,
  newEmail: string,
  request: Request,
): Promise<AccountResult> {
  if (newEmail === user.email) return failure(400, "That is already your email address.");
  const response = await getAuth().api.changeEmail({
    body: { newEmail, callbackURL: "/account?emailChanged=1" },
    headers: request.headers,
    asResponse: true,
  });
  // An address in use by another account gets the same answer as a free one.
  if (!response.ok && response.status >= 500) return failure(500, ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent({
    type: "email_change_requested",
    userId: user.id,
    email: user.email,
    ...requestFacts(request),
    detail: { newEmail },
  });
  return { ok: true, headers: new Headers() };
}
