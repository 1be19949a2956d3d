import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { getAuth } from "./auth.server";
import { cookiesFrom, getCurrentSession } from "./session.server";

/** Revokes the session in the database and clears the cookies. */
export async function signOut(request: Request): Promise<Headers> {
  const current = await getCurrentSession(request);
  if (!current) return new Headers();
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  await recordSecurityEvent({ type: "sign_out", userId: current.user.id, ...requestFacts(request) });
  return cookiesFrom(response);
}
