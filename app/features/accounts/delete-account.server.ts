import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user as userTable } from "~/db/schema";
import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { imageFilesOwnedBy, removeImageFiles } from "~/features/uploads/account-image-files.server";
import { type AccountResult, failure } from "./account-result";
import { getAuth } from "./auth.server";
import { clearCurrentPasswordChecks, refuseCurrentPasswordCheck } from "./current-password-limit.server";
import { hasPassword } from "./has-password.server";
import { type CurrentUser, cookiesFrom } from "./session.server";

export const DELETE_PASSWORD_WRONG = "Your password is not correct.";

/**
 * Deletes the account and everything it owns (its profile and, through the
 * database's cascades, all that hangs off them), then its uploaded image
 * files, which no cascade reaches. Accounts with a password must give it
 * (its checks are limited per account, like changing the password);
 * social-only accounts confirm by typing DELETE.
 */
export async function deleteAccount(
  user: CurrentUser,
  password: string | undefined,
  request: Request,
): Promise<AccountResult> {
  const withPassword = await hasPassword(user.id);
  const auth = getAuth();
  const imageFiles = await imageFilesOwnedBy(user.id);
  if (withPassword && password !== undefined) {
    const refused = await refuseCurrentPasswordCheck(user, "delete-account", request);
    if (refused) return refused;
    const response = await auth.api.deleteUser({
      body: { password },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return failure(400, DELETE_PASSWORD_WRONG);
    await clearCurrentPasswordChecks(user.id);
    await removeImageFiles(imageFiles);
    await record(user, request);
    return { ok: true, headers: cookiesFrom(response) };
  }
  if (withPassword) return failure(400, DELETE_PASSWORD_WRONG);
  await getDb().delete(userTable).where(eq(userTable.id, user.id));
  await removeImageFiles(imageFiles);
  await record(user, request);
  const signOut = await auth.api.signOut({ headers: request.headers, asResponse: true }).catch(() => null);
  return { ok: true, headers: signOut ? cookiesFrom(signOut) : new Headers() };
}

function record(user: CurrentUser, request: Request) {
  return recordSecurityEvent({
    type: "account_deleted",
    userId: user.id,
    email: user.email,
    ...requestFacts(request),
  });
}
