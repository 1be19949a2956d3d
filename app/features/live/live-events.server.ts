import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { liveEventCounters, liveEvents } from "~/db/schema";

/**
 * The NOTIFY channel every server process listens on; its payload is the
 * member's id (decision 035), or `session-ended:` and a session's id when a
 * session ends (a trigger on the session table, drizzle/0030_session_end_notice.sql).
 */
export const LIVE_CHANNEL = "rangmanch_live";

/** The start of a notice that a session ended, before its id. */
export const SESSION_ENDED = "session-ended:";

/** What a member's open pages are told. */
export type LiveEventKind = "message" | "read" | "notification" | "feed_post" | "feed_activity";

export type LiveEventInput = { userId: string; kind: LiveEventKind; payload: Record<string, unknown> };

export type LiveEvent = { seq: number; kind: LiveEventKind; payload: Record<string, unknown> };

/**
 * Adds events inside the caller's transaction: each member's next number is
 * taken from their counter row, which stays locked until the transaction ends,
 * so a member's events commit in the order of their numbers. The NOTIFY is sent
 * by PostgreSQL at commit (never for a rolled-back change).
 */
export async function publishLiveEvents(tx: Transaction | Database, events: LiveEventInput[]) {
  // Counters are always locked in the order of the members' ids, so two transactions that both
  // tell the same two members something wait for each other instead of deadlocking.
  const inLockOrder = [...events].sort((one, other) =>
    one.userId < other.userId ? -1 : one.userId > other.userId ? 1 : 0,
  );
  for (const event of inLockOrder) {
    const [counter] = await tx
      .insert(liveEventCounters)
      .values({ userId: event.userId, lastSeq: 1 })
      .onConflictDoUpdate({
        target: liveEventCounters.userId,
        set: { lastSeq: sql`${liveEventCounters.lastSeq} + 1` },
      })
      .returning({ seq: liveEventCounters.lastSeq });
    await tx.insert(liveEvents).values({
      userId: event.userId,
      seq: counter!.seq,
      kind: event.kind,
      payload: event.payload,
    });
  }
  for (const userId of new Set(events.map((event) => event.userId))) {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${userId})`);
  }
}

/** The member's events numbered after `afterSeq`, oldest first, at most `limit`. */
export async function readLiveEventsAfter(
  db: Database,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select({ seq: liveEvents.seq, kind: liveEvents.kind, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, afterSeq)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
  return rows as LiveEvent[];
}

/** The number of the member's newest event (0 before the first): a page loaded now asks for what comes after it. */
export async function latestLiveSeq(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: liveEventCounters.lastSeq })
    .from(liveEventCounters)
    .where(eq(liveEventCounters.userId, userId));
  return row?.seq ?? 0;
}
