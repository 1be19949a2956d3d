import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

/**
 * How long a stopping process lets the requests in flight run. A
 * load balancer or process manager must wait at least this long after its
 * SIGTERM before it kills the process (docs/operations.md, "Several processes").
 */
export const DRAIN_DEADLINE_MS = 20_000;
/**
 * A connection accepted but not yet asked anything counts as idle only after
 * this long: its client has almost always sent its request already (as Go's
 * http.Server.Shutdown does, which waits 5 s).
 */
const NEW_CONNECTION_GRACE_MS = 2000;
/** At most this many turns of the event loop taking the connections waiting to be accepted. */
const MAX_ACCEPT_TURNS = 20;
/** How often the drain looks for connections that have gone idle. */
const SWEEP_EVERY_MS = 100;

export type DrainReport = {
  /** Requests being answered when the drain began. */
  inFlight: number;
  /** Idle connections closed (kept-alive ones at once; new ones that asked nothing, after a grace). */
  idleClosed: number;
  /** Long-lived streams told to reconnect elsewhere and ended. */
  streamsEnded: number;
  /** Connections still open at the deadline, cut. */
  cutAtDeadline: number;
  /** From the start of the drain until the last connection had gone. */
  ms: number;
};

export type GracefulStop = {
  /**
   * Stops taking connections, ends the long-lived streams, lets every request
   * in flight finish and closes each connection once its last answer is out,
   * and idle ones; after the deadline, closes what is left. Resolves when no
   * connection is left. Asked again, it returns the same drain.
   */
  drain(): Promise<DrainReport>;
  readonly draining: boolean;
};

type Options = {
  deadlineMs?: number;
  newConnectionGraceMs?: number;
  /**
   * Called as the drain begins: tells every open event stream to reconnect
   * (which a load balancer sends to another process) and ends it. Returns how many.
   */
  endStreams?: () => number;
};

type Connection = {
  /** Requests on it being answered now. */
  answering: number;
  /** Whether it has carried a request (a kept-alive connection) or is new. */
  used: boolean;
  /** Its bytes read when it was last idle: more since means a request is arriving. */
  bytesWhenIdle: number;
  acceptedAt: number;
  /** Ending after its last answer: not idle, not to be cut short. */
  closing: boolean;
};

/**
 * Follows `server`'s connections and requests from now on so that it can be
 * stopped without failing a request it accepted. Call it before the server
 * takes its first connection (right after `listen`).
 *
 * HTTP/1.1 has no way to tell a client "not on this connection any more"
 * except `Connection: close` on an answer: every answer given during the drain
 * carries it (those in flight whose headers were not sent yet, and those to
 * requests that arrive on a kept-alive connection meanwhile). A connection
 * whose headers went out before the drain is closed as soon as its answer is.
 * A connection is idle when no answer is being written on it and it has read
 * nothing since its last one: a request whose first bytes have arrived is let
 * finish like any other.
 */
export function trackForGracefulStop(
  server: Server,
  {
    deadlineMs = DRAIN_DEADLINE_MS,
    newConnectionGraceMs = NEW_CONNECTION_GRACE_MS,
    endStreams,
  }: Options = {},
): GracefulStop {
  const connections = new Map<net.Socket, Connection>();
  const answering = new Set<ServerResponse>();
  let drained: Promise<DrainReport> | undefined;
  let idleClosed = 0;
  /** Connections accepted so far. */
  let accepted = 0;
  let allGone: (() => void) | undefined;

  const isIdle = (socket: net.Socket, connection: Connection, now: number) =>
    !connection.closing &&
    connection.answering === 0 &&
    socket.bytesRead === connection.bytesWhenIdle &&
    (connection.used || now - connection.acceptedAt >= newConnectionGraceMs);
  const closeIdle = () => {
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (!isIdle(socket, connection, now)) continue;
      idleClosed += 1;
      socket.destroy();
    }
  };
  /** A connection whose last answer is out: end it once the answer has been written, then let go. */
  const closeWhenWritten = (socket: net.Socket, connection: Connection) => {
    connection.closing = true;
    if (!socket.destroyed) socket.end(() => socket.destroy());
  };

  server.on("connection", (socket: net.Socket) => {
    accepted += 1;
    connections.set(socket, {
      answering: 0,
      used: false,
      bytesWhenIdle: 0,
      acceptedAt: performance.now(),
      closing: false,
    });
    socket.once("close", () => {
      connections.delete(socket);
      if (connections.size === 0) allGone?.();
    });
  });
  // Before the app's own listener, so that the header is set before anything is written.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const connection = connections.get(socket);
    if (connection) {
      connection.answering += 1;
      connection.used = true;
    }
    answering.add(res);
    if (drained) res.setHeader("Connection", "close");
    res.once("close", () => {
      answering.delete(res);
      if (!connection) return;
      connection.answering -= 1;
      if (connection.answering > 0) return;
      connection.bytesWhenIdle = socket.bytesRead;
      if (drained) closeWhenWritten(socket, connection);
    });
  });

  const drain = (): Promise<DrainReport> => {
    drained ??= (async () => {
      const started = performance.now();
      const inFlight = answering.size;
      for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
      const streamsEnded = endStreams?.() ?? 0;
      // Closing the listening socket resets the connections still waiting in its queue to be
      // accepted: take them first, turn after turn of the event loop (each reads what is ready)
      // until a turn brings none. That also reads the requests already sent on open connections,
      // so that they are not mistaken for idle ones.
      let turns = 0;
      let before: number;
      do {
        before = accepted;
        // The inner one runs after the next turn's poll, which accepts what is waiting.
        await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
        turns += 1;
      } while (accepted !== before && turns < MAX_ACCEPT_TURNS);
      // No new connections. net's own close: http's would also close every connection it deems
      // idle, including a new one whose request has not been read yet.
      net.Server.prototype.close.call(server);
      let cutAtDeadline = 0;
      await new Promise<void>((resolve) => {
        const sweep = setInterval(() => setImmediate(closeIdle), SWEEP_EVERY_MS);
        const deadline = setTimeout(() => {
          cutAtDeadline = connections.size;
          for (const socket of connections.keys()) socket.destroy();
          allGone?.();
        }, deadlineMs);
        allGone = () => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve();
        };
        closeIdle();
        if (connections.size === 0) allGone();
      });
      return {
        inFlight,
        idleClosed,
        streamsEnded,
        cutAtDeadline,
        ms: Math.round(performance.now() - started),
      };
    })();
    return drained;
  };

  return {
    drain,
    get draining() {
      return drained !== undefined;
    },
  };
}
