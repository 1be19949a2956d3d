import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session } from "~/db/schema";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { ServiceError } from "~/lib/service-error";
import type { AuthEdge } from "./auth-edge.server";
import type { CurrentUser } from "./session.server";

export const SESSION_ENDED = "That session has already ended.";

/** The person's live sessions, newest first, with the current one marked. */
export async function listSessions(db: Database, userId: string, currentSessionId: string) {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt));
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}

/** Ends one of the person's own sessions; someone else's id is `not_found`, like an ended one. */
export async function revokeSession(db: Database, auth: AuthEdge, user: CurrentUser, sessionId: string) {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, user.id)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new ServiceError("not_found", SESSION_ENDED);
  await recordSecurityEvent(db, {
    type: "session_revoked",
    userId: user.id,
    ...auth.client,
    detail: { sessionId },
  });
}
