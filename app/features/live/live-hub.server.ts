import crypto from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { liveEvents, presence, session } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import {
  LIVE_CHANNEL,
  type LiveEvent,
  latestLiveSeq,
  readLiveEventsAfter,
  SESSION_ENDED,
} from "./live-events.server";

/** A connection is renewed in `presence` this often, and counts as online this long after. */
export const PRESENCE_RENEW_MS = 30_000;
const PRESENCE_LIFETIME_MS = 90_000;
/** Events read per query while catching a connection up. */
const CATCH_UP_BATCH = 200;
/** Open pages per member in one process: a member with more has their oldest closed. */
export const MAX_CONNECTIONS_PER_MEMBER = 10;

/**
 * What a stopping process asks each browser to wait before it reconnects: a little, and not all at
 * once, so that a load balancer spreads the reconnections over the other processes.
 */
const RECONNECT_AFTER_MS = { least: 250, spread: 1000 };

/**
 * What a connection is sent: an event, "reload what you show" (events were lost to age), a
 * keep-alive, or "this process is stopping: reconnect in `retryMs`" (the stream ends after it).
 */
export type LiveSignal =
  | { type: "event"; event: LiveEvent }
  | { type: "resync"; seq: number }
  | { type: "ping" }
  | { type: "reconnect"; retryMs: number };

type Connection = {
  userId: string;
  /** The session that opened it: when that session ends, so does the stream. */
  sessionId: string | undefined;
  lastSeq: number;
  send: (signal: LiveSignal) => void;
  close: () => void;
  pumping: boolean;
  again: boolean;
  closed: boolean;
};

const eventListeners = new Set<(userId: string | undefined) => void>();

/**
 * Hears every member's live notice this process receives, whichever process
 * wrote the event (a member's id), and every catch-up after a lost LISTEN
 * connection (undefined: anyone may have missed something). Called before the
 * member's open streams are woken, so a page the browser reloads because of
 * the event never reads a value kept from before it (decision 042: the
 * header's counts, app/layout/viewer-header.server.ts). Returns the way to stop.
 */
export function onLiveNotice(listener: (userId: string | undefined) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/**
 * The live side of one server process (decision 035): the open event streams
 * of the members it serves, fed from the `live_events` table whenever any
 * process NOTIFYs a member's id. Each connection remembers the number of the
 * last event it was sent and always reads what comes after it, so a notice
 * that arrives twice, or late, or for events already read, sends nothing
 * twice; a dropped LISTEN connection is followed by a catch-up of everyone.
 *
 * A stream lives no longer than the session that opened it: a
 * session that ends anywhere notifies every process (a trigger on its row's
 * deletion), which closes that session's streams at once; and every renewal
 * (and every LISTEN reconnect, when a notice may have been lost) checks that
 * each open stream's session still exists and has not expired.
 */
export class LiveHub {
  readonly processId = crypto.randomUUID();
  private readonly byUser = new Map<string, Set<Connection>>();
  private stopListening: (() => Promise<void>) | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  /** Set once this process is stopping: a stream opened now is sent elsewhere at once. */
  private leaving = false;

  constructor(
    private readonly db: Database,
    private readonly handle: Pick<DatabaseHandle, "listen">,
  ) {}

  async start() {
    this.stopListening = await this.handle.listen(
      LIVE_CHANNEL,
      (payload) => {
        if (payload.startsWith(SESSION_ENDED)) {
          this.endSession(payload.slice(SESSION_ENDED.length));
          return;
        }
        for (const listener of eventListeners) listener(payload);
        this.wake(payload);
      },
      () => {
        for (const listener of eventListeners) listener(undefined);
        for (const userId of this.byUser.keys()) this.wake(userId);
        void this.closeEndedSessions().catch((error) =>
          logger().error({ err: error }, "Could not check live sessions"),
        );
      },
    );
    this.renewTimer = setInterval(() => void this.renew(), PRESENCE_RENEW_MS);
    this.renewTimer.unref();
  }

  async stop() {
    if (this.renewTimer) clearInterval(this.renewTimer);
    await this.stopListening?.();
    for (const connections of this.byUser.values()) {
      for (const connection of connections) this.drop(connection);
    }
    await this.db
      .delete(presence)
      .where(eq(presence.processId, this.processId))
      .catch(() => {});
  }

  /**
   * Opens a member's stream after event `afterSeq`: what they missed is sent
   * first, then each new event as it commits. Returns the way to close it.
   */
  async connect(
    userId: string,
    afterSeq: number,
    send: (signal: LiveSignal) => void,
    close: () => void = () => {},
    sessionId?: string,
  ): Promise<() => void> {
    if (this.leaving) {
      send(reconnectSignal());
      close();
      return () => {};
    }
    const connection: Connection = {
      userId,
      sessionId,
      lastSeq: afterSeq,
      send,
      close,
      pumping: false,
      again: false,
      closed: false,
    };
    const latest = await latestLiveSeq(this.db, userId);
    if (afterSeq > latest) {
      // Not a number this member was ever given: start from now, and have the page reload its data.
      connection.lastSeq = latest;
      send({ type: "resync", seq: latest });
    }
    let connections = this.byUser.get(userId);
    if (!connections) {
      connections = new Set();
      this.byUser.set(userId, connections);
      await this.markOnline(userId);
    }
    connections.add(connection);
    if (this.leaving) {
      // The stop began while this stream was opening.
      this.sendAway(connection);
      return () => {};
    }
    // A session that ended while this stream was opening sent its notice before the stream was
    // here to hear it: ask once now that it is (the notice covers every end after this point).
    if (sessionId && !(await this.sessionIsOpen(sessionId))) {
      this.disconnect(connection);
      return () => {};
    }
    if (connections.size > MAX_CONNECTIONS_PER_MEMBER) {
      this.disconnect(connections.values().next().value as Connection);
    }
    void this.pump(connection);
    return () => this.disconnect(connection);
  }

  /**
   * This process is stopping (server/graceful-stop.ts; docs/reliability.md, "Graceful stop"): every
   * open stream is told to reconnect soon and ended, and so is every stream opened from now on. The
   * browser reconnects by itself with the number of the last event it had (Last-Event-ID); behind a
   * load balancer it reaches another process, which sends what came after. Returns how many streams
   * were open.
   */
  sendElsewhere(): number {
    this.leaving = true;
    let count = 0;
    for (const connections of [...this.byUser.values()]) {
      for (const connection of [...connections]) {
        count += 1;
        this.sendAway(connection);
      }
    }
    return count;
  }

  private sendAway(connection: Connection) {
    connection.send(reconnectSignal());
    this.disconnect(connection);
  }

  /** How many streams this process holds (the bench reports it). */
  get connectionCount() {
    let total = 0;
    for (const connections of this.byUser.values()) total += connections.size;
    return total;
  }

  /** A session ended (signed out, revoked, suspended): its streams here close now. */
  endSession(sessionId: string) {
    for (const connections of [...this.byUser.values()]) {
      for (const connection of [...connections]) {
        if (connection.sessionId === sessionId) this.disconnect(connection);
      }
    }
  }

  /**
   * Closes every stream whose session no longer exists or has expired: the
   * safety net under the session-ended notice (a notice lost while LISTEN was
   * reconnecting, a session that simply ran out).
   */
  async closeEndedSessions(now = new Date()) {
    const open = new Set<string>();
    for (const connections of this.byUser.values()) {
      for (const connection of connections) if (connection.sessionId) open.add(connection.sessionId);
    }
    if (open.size === 0) return;
    const alive = await this.db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, [...open]), gt(session.expiresAt, now)));
    const aliveIds = new Set(alive.map((row) => row.id));
    for (const sessionId of open) if (!aliveIds.has(sessionId)) this.endSession(sessionId);
  }

  private async sessionIsOpen(sessionId: string, now = new Date()) {
    const [row] = await this.db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)));
    return row !== undefined;
  }

  /** A member's events changed: every stream of theirs here reads what is new. */
  wake(userId: string) {
    for (const connection of this.byUser.get(userId) ?? []) void this.pump(connection);
  }

  private disconnect(connection: Connection) {
    if (connection.closed) return;
    this.drop(connection);
    const connections = this.byUser.get(connection.userId);
    connections?.delete(connection);
    if (connections && connections.size === 0) {
      this.byUser.delete(connection.userId);
      void this.db
        .delete(presence)
        .where(and(eq(presence.userId, connection.userId), eq(presence.processId, this.processId)))
        .catch((error) => logger().error({ err: error }, "Could not mark a member offline"));
    }
  }

  private drop(connection: Connection) {
    connection.closed = true;
    try {
      connection.close();
    } catch {
      // Already closed by the other side.
    }
  }

  /** Sends a connection every event after its last, in order; one read at a time per connection. */
  private async pump(connection: Connection) {
    if (connection.pumping) {
      connection.again = true;
      return;
    }
    connection.pumping = true;
    try {
      do {
        connection.again = false;
        const events = await readLiveEventsAfter(
          this.db,
          connection.userId,
          connection.lastSeq,
          CATCH_UP_BATCH,
        );
        const first = events[0];
        if (first && first.seq !== connection.lastSeq + 1) {
          // The numbers are gapless, so a gap means older events were deleted for their age.
          connection.send({ type: "resync", seq: first.seq - 1 });
        }
        for (const event of events) {
          if (connection.closed) return;
          connection.send({ type: "event", event });
          connection.lastSeq = event.seq;
        }
        if (events.length === CATCH_UP_BATCH) connection.again = true;
      } while (connection.again && !connection.closed);
    } catch (error) {
      // The next notice (or reconnect) tries again from the same number.
      logger().error({ err: error }, "Could not read live events");
    } finally {
      connection.pumping = false;
    }
  }

  private async markOnline(userId: string) {
    const onlineUntil = new Date(Date.now() + PRESENCE_LIFETIME_MS);
    await this.db
      .insert(presence)
      .values({ userId, processId: this.processId, onlineUntil })
      .onConflictDoUpdate({ target: [presence.userId, presence.processId], set: { onlineUntil } });
  }

  /**
   * Renews this process's presence rows, keeps every stream (and the proxies
   * on its way) awake, and closes the streams of sessions that have ended.
   */
  private async renew() {
    for (const connections of this.byUser.values()) {
      for (const connection of connections) connection.send({ type: "ping" });
    }
    if (this.byUser.size === 0) return;
    await this.closeEndedSessions().catch((error) =>
      logger().error({ err: error }, "Could not check live sessions"),
    );
    await this.db
      .update(presence)
      .set({ onlineUntil: new Date(Date.now() + PRESENCE_LIFETIME_MS) })
      .where(eq(presence.processId, this.processId))
      .catch((error) => logger().error({ err: error }, "Could not renew presence"));
  }
}

function reconnectSignal(): LiveSignal {
  return {
    type: "reconnect",
    retryMs: RECONNECT_AFTER_MS.least + Math.floor(Math.random() * RECONNECT_AFTER_MS.spread),
  };
}

/** Which of these members have a page open in any server process now. */
export async function onlineMembers(db: Database, userIds: string[], now = new Date()): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: presence.userId })
    .from(presence)
    .where(and(inArray(presence.userId, userIds), gt(presence.onlineUntil, now)));
  return new Set(rows.map((row) => row.userId));
}

/** Housekeeping: events older than the retention, and presence rows of processes that died. */
export async function removeOldLiveRows(db: Database, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const events = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, cutoff))
    .returning({ seq: liveEvents.seq });
  await db.delete(presence).where(lt(presence.onlineUntil, sql`now()`));
  return events.length;
}

let current: LiveHub | undefined;

/** Installs the process's hub (the server at start; tests per file). */
export function setLiveHub(hub: LiveHub | undefined) {
  current = hub;
}

export function getLiveHub(): LiveHub {
  if (!current) throw new Error("The live hub has not been started.");
  return current;
}
