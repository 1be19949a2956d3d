import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteEvents } from "~/db/schema";
import { type ClientFacts, limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { redactUrl } from "~/lib/redact-url";
import type { SessionEventInput } from "./session-event-schema";

/**
 * The longest session an end records: a tab left open for days is a session
 * of a day, not of a week, so one forgotten tab cannot skew the figures.
 */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * Records a browser session's start or end (spec part 1 section 4, part 2
 * section 4). A start is stored once per session id. An end is stored only
 * for a start we recorded, with the time since that start as its duration,
 * measured by the database's clock (never the browser's word) and held to
 * 0..SESSION_MAX_MS; a later end of the same session (the tab shown and
 * hidden again, then closed) replaces it. Anyone can send these, so each
 * address gets a number of each kind per window; past that, or for an end
 * without a start, nothing is stored. Says whether a row was written.
 */
export async function recordSessionEvent(
  db: Database,
  visitor: ClientFacts,
  input: SessionEventInput,
): Promise<boolean> {
  const limit = await hitLimit(
    db,
    `site-event:session_${input.event}:ip:${limitAddress(visitor.ipAddress)}`,
    LIMITS.sessionEventsPerAddress,
  );
  if (limit.limited) return false;
  const path = redactUrl(input.path).slice(0, 500);
  if (input.event === "start") {
    const stored = await db
      .insert(siteEvents)
      .values({
        kind: "session_start",
        sessionId: input.session,
        path,
        userAgent: visitor.userAgent?.slice(0, 300) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: siteEvents.id });
    return stored.length > 0;
  }
  const elapsedMs = sql<number>`least(greatest(floor(extract(epoch from (now() - ${siteEvents.createdAt})) * 1000), 0), ${SESSION_MAX_MS})::integer`;
  const [start] = await db
    .select({ elapsedMs })
    .from(siteEvents)
    .where(and(eq(siteEvents.kind, "session_start"), eq(siteEvents.sessionId, input.session)))
    .limit(1);
  if (!start) return false;
  const stored = await db
    .insert(siteEvents)
    .values({ kind: "session_end", sessionId: input.session, path, durationMs: start.elapsedMs })
    .onConflictDoUpdate({
      target: [siteEvents.kind, siteEvents.sessionId],
      targetWhere: sql`${siteEvents.sessionId} is not null`,
      set: { path, durationMs: start.elapsedMs, createdAt: sql`now()` },
    })
    .returning({ id: siteEvents.id });
  return stored.length > 0;
}
