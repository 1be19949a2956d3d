import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";

export const RESET_LINK_INVALID = ACCOUNT_MESSAGES.resetLinkInvalid;

/** Sets the new password with a reset token; the token works once, and every session is signed out. */
export async function resetPassword(
  token: string,
  password: string,
  request: Request,
): Promise<AccountResult> {
  const response = await getAuth().api.resetPassword({
    body: { token, newPassword: password },
    asResponse: true,
  });
  if (!response.ok) return failure(response.status >= 500 ? 500 : 400, RESET_LINK_INVALID);
  await recordSecurityEvent({ type: "password_reset", ...requestFacts(request) });
  return { ok: true, headers: new Headers() };
}
