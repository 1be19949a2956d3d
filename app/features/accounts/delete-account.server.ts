import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user as userTable } from "~/db/schema";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { imageFilesOwnedBy, removeImageFiles } from "~/features/uploads/account-image-files.server";
import { ServiceError } from "~/lib/service-error";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";
import { clearCurrentPasswordChecks, countCurrentPasswordCheck } from "./current-password-limit.server";
import { hasPassword } from "./has-password.server";
import type { CurrentUser } from "./session.server";

export const DELETE_PASSWORD_WRONG = "Your password is not correct.";

/**
 * Deletes the account and everything it owns (its profile and, through the
 * database's cascades, all that hangs off them), then its uploaded image
 * files, which no cascade reaches. Accounts with a password must give it
 * (its checks are limited per account, like changing the password);
 * social-only accounts confirm by typing DELETE. Returns the cookies that
 * sign this browser out.
 */
export async function deleteAccount(
  db: Database,
  auth: AuthEdge,
  user: CurrentUser,
  password: string | undefined,
): Promise<{ cookies: AuthCookies }> {
  const withPassword = await hasPassword(db, user.id);
  const imageFiles = await imageFilesOwnedBy(db, user.id);
  if (withPassword) {
    if (password === undefined) throw new ServiceError("invalid", DELETE_PASSWORD_WRONG);
    await countCurrentPasswordCheck(db, auth.client, user, "delete-account");
    const answer = await auth.deleteUser({ password });
    if (!answer.ok) throw new ServiceError("invalid", DELETE_PASSWORD_WRONG);
    await clearCurrentPasswordChecks(db, user.id);
    await removeImageFiles(imageFiles);
    await record(db, auth, user);
    return { cookies: answer.cookies };
  }
  await db.delete(userTable).where(eq(userTable.id, user.id));
  await removeImageFiles(imageFiles);
  await record(db, auth, user);
  // The session went with the account; this only clears the browser's cookies.
  const signedOut = await auth.signOut().catch(() => null);
  return { cookies: signedOut?.cookies ?? [] };
}

function record(db: Database, auth: AuthEdge, user: CurrentUser) {
  return recordSecurityEvent(db, {
    type: "account_deleted",
    userId: user.id,
    email: user.email,
    ...auth.client,
  });
}
