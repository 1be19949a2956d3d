import type { Database } from "~/db/client.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";
import type { CurrentUser } from "./session.server";

/** Revokes the signed-in session in the database; the cookies returned clear it in the browser. */
export async function signOut(
  db: Database,
  auth: AuthEdge,
  user: CurrentUser | null,
): Promise<{ cookies: AuthCookies }> {
  if (!user) return { cookies: [] };
  const answer = await auth.signOut();
  await recordSecurityEvent(db, { type: "sign_out", userId: user.id, ...auth.client });
  return { cookies: answer.cookies };
}
