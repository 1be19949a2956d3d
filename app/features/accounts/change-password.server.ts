import type { Database } from "~/db/client.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";
import { clearCurrentPasswordChecks, countCurrentPasswordCheck } from "./current-password-limit.server";
import type { CurrentUser } from "./session.server";

/**
 * Needs the current password (its checks are limited per account); signs out
 * every other session and keeps this one, whose fresh token is in the
 * cookies returned.
 */
export async function changePassword(
  db: Database,
  auth: AuthEdge,
  user: CurrentUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ cookies: AuthCookies }> {
  await countCurrentPasswordCheck(db, auth.client, user, "change-password");
  const answer = await auth.changePassword({
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
  if (!answer.ok) throw new ServiceError("invalid", ACCOUNT_MESSAGES.currentPasswordWrong);
  await clearCurrentPasswordChecks(db, user.id);
  await recordSecurityEvent(db, {
    type: "password_changed",
    userId: user.id,
    email: user.email,
    ...auth.client,
  });
  return { cookies: answer.cookies };
}
