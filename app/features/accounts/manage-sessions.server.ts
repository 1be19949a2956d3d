import { and, desc, eq, gt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { session } from "~/db/schema";
import { requestFacts } from "~/features/security/client-address.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";

/** The person's live sessions, newest first, with the current one marked. */
export async function listSessions(userId: string, currentSessionId: string) {
  const rows = await getDb()
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

/** Ends one of the person's own sessions; someone else's id matches nothing. */
export async function revokeSession(userId: string, sessionId: string, request: Request) {
  const deleted = await getDb()
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length > 0) {
    await recordSecurityEvent({
      type: "session_revoked",
      userId,
      ...requestFacts(request),
      detail: { sessionId },
    });
  }
  return deleted.length > 0;
}
