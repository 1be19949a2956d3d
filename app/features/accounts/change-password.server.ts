import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";
import { clearCurrentPasswordChecks, refuseCurrentPasswordCheck } from "./current-password-limit.server";
import { type CurrentUser, cookiesFrom } from "./session.server";

/**
 * Needs the current password (its checks are limited per account); signs out
 * every other session and keeps this one (with a fresh token).
 */
export async function changePassword(
  user: CurrentUser,
  currentPassword: string,
  newPassword: string,
  request: Request,
): Promise<AccountResult> {
  const refused = await refuseCurrentPasswordCheck(user, "change-password", request);
  if (refused) return refused;
  const response = await getAuth().api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failure(400, ACCOUNT_MESSAGES.currentPasswordWrong);
  await clearCurrentPasswordChecks(user.id);
  await recordSecurityEvent({
    type: "password_changed",
    userId: user.id,
    email: user.email,
    ...requestFacts(request),
  });
  return { ok: true, headers: cookiesFrom(response) };
}
