import type { Database } from "~/db/client.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { AuthEdge } from "./auth-edge.server";

export const RESET_LINK_INVALID = ACCOUNT_MESSAGES.resetLinkInvalid;

/** Sets the new password with a reset token; the token works once, and every session is signed out. */
export async function resetPassword(
  db: Database,
  auth: AuthEdge,
  input: { token: string; password: string },
) {
  const answer = await auth.resetPassword({ token: input.token, newPassword: input.password });
  if (!answer.ok) throw new ServiceError(answer.failed ? "unavailable" : "invalid", RESET_LINK_INVALID);
  await recordSecurityEvent(db, { type: "password_reset", ...auth.client });
}
