// Graceful stop (issue 28, docs/reliability.md): SIGTERM in the middle of a steady stream of page
// views and writes. The server stops taking connections, finishes every request it had accepted
// with its normal answer (a slow write among them, its body still arriving when the signal came),
// tells an open live stream to reconnect elsewhere and ends it, closes an idle kept-alive
// connection, and exits 0 well within its drain deadline. A second SIGTERM during the drain ends the
// process at once. On PostgreSQL.
//
// Which requests the server accepted is read from its own request log (one line per request it
// read, answered or not), so a request the client sent after the stop, or that the stop met
// before the server read it (refused, or a kept-alive connection closed as it was reused), is
// counted apart: that is what a load balancer retries on another process.

import http from "node:http";
import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { DRAIN_DEADLINE_MS } from "../../server/graceful-stop";
import {
  ADMIN_POSTGRES_URL,
  CI_REQUIRES_ALL,
  freshPostgresDatabase,
  type Member,
  signIn,
  startProductServer,
  temporaryFolder,
} from "./fault-server";

/** Requests a second, sent on schedule whether or not earlier ones were answered (open loop). */
const ARRIVALS_PER_SECOND = 40;
const LOAD_SECONDS = 6;
/** When the SIGTERM comes, from the start of the load. */
const SIGNAL_AT_MS = 2500;
/** How long the slow write's body is still arriving after the signal. */
const SLOW_BODY_AFTER_SIGNAL_MS = 1500;
/** How soon after the signal an idle kept-alive connection is closed, however busy the machine (20 s is the deadline). */
const IDLE_CLOSED_WITHIN_MS = 3000;

type Outcome = {
  tag: string;
  method: string;
  path: string;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  /** The answer's Connection header. */
  connection?: string;
  error?: string;
  /** Sent on a kept-alive connection an earlier request had used. */
  reused: boolean;
};

type LoggedRequest = { tag: string; status: number; msg: string; pid: number };

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.skipIf(!ADMIN_POSTGRES_URL && !CI_REQUIRES_ALL)("SIGTERM under load, on PostgreSQL", () => {
  test("every accepted request is answered normally, the live stream is sent elsewhere, and the process exits 0", async () => {
    const dataDir = temporaryFolder("graceful-stop");
    const database = await freshPostgresDatabase("rangmanch_faults_graceful_stop");
    cleanups.push(database.drop);
    // LOG_LEVEL=info: the request log says which requests the server read.
    const server = await startProductServer({
      dataDir,
      databaseUrl: database.url,
      env: { LOG_LEVEL: "info" },
    });
    cleanups.push(() => server.stop());
    const members: Member[] = [];
    for (const name of ["Stop Writer Asha", "Stop Writer Bharat", "Stop Writer Chitra"])
      members.push(await signIn(server, dataDir, name));
    const [asha] = members as [Member];

    const stream = openLiveStream(server.baseUrl, asha.cookie);
    await stream.opened;
    const idle = await idleKeptAliveConnection(server.baseUrl);

    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const outcomes: Promise<Outcome>[] = [];
    const begin = performance.now();
    let signalledAt = Number.POSITIVE_INFINITY;
    let slowWrite: Promise<Outcome> | undefined;
    let exitedAt: Promise<number> | undefined;
    for (let n = 0; n < ARRIVALS_PER_SECOND * LOAD_SECONDS; n++) {
      const dueAt = begin + (n * 1000) / ARRIVALS_PER_SECOND;
      if (!slowWrite && dueAt >= begin + SIGNAL_AT_MS - 500) {
        slowWrite = sendSlowWrite(server.baseUrl, asha.cookie, () => signalledAt);
      }
      if (signalledAt === Number.POSITIVE_INFINITY && dueAt >= begin + SIGNAL_AT_MS) {
        process.kill(server.pid, "SIGTERM");
        signalledAt = performance.now();
        exitedAt = server.exited.then(() => performance.now());
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - performance.now())));
      // Half on kept-alive connections (a browser's), half on a connection each.
      outcomes.push(
        send(server.baseUrl, nthRequest(n, server.baseUrl, members), n % 2 === 0 ? keepAlive : false),
      );
    }
    const all = [...(await Promise.all(outcomes)), await (slowWrite as Promise<Outcome>)];
    const exit = await within(server.exited, DRAIN_DEADLINE_MS + 10_000, "the server did not exit");
    const exitedAfterMs = (await (exitedAt as Promise<number>)) - signalledAt;
    keepAlive.destroy();

    // The process exited 0 well within the drain's deadline.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(DRAIN_DEADLINE_MS);

    // What the server read, from its request log, and what it said about the stop.
    const log = server
      .logTail(1_000_000)
      .split("\n")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    const accepted = new Map<string, LoggedRequest>();
    for (const line of log) {
      const url = (line.req as { url?: string } | undefined)?.url ?? "";
      const tag = /[?&]graceful=([\w-]+)/.exec(url)?.[1];
      if (!tag) continue;
      accepted.set(tag, {
        tag,
        status: (line.res as { statusCode: number }).statusCode,
        msg: String(line.msg),
        pid: Number(line.pid),
      });
    }
    const drained = log.find((line) => line.msg === "stopped: requests in flight");
    expect(drained, "the server logged its drain").toBeDefined();

    // Every request the server accepted was answered on the client, with its normal answer.
    const failedAccepted = all.filter(
      (outcome) => accepted.has(outcome.tag) && (outcome.status === undefined || outcome.status !== 200),
    );
    expect(failedAccepted, "accepted requests that failed or were answered wrongly").toEqual([]);
    for (const outcome of all) {
      if (!accepted.has(outcome.tag)) continue;
      expect(accepted.get(outcome.tag)?.msg, `${outcome.method} ${outcome.path}`).toBe("request completed");
    }
    // What failed on the client never reached the server: refused once the listening socket had
    // closed, or a kept-alive connection the server closed just as the client reused it.
    const notAccepted = all.filter((outcome) => outcome.status === undefined);
    for (const outcome of notAccepted) expect(accepted.has(outcome.tag)).toBe(false);
    const refused = notAccepted.filter((outcome) => outcome.error === "ECONNREFUSED").length;
    const closedOnReuse = notAccepted.filter((outcome) => outcome.error !== "ECONNREFUSED" && outcome.reused);
    const otherwise = notAccepted.filter((outcome) => outcome.error !== "ECONNREFUSED" && !outcome.reused);

    // Requests were in flight when the signal came, and finished after it; the slow write among them.
    const inFlight = all.filter(
      (outcome) =>
        outcome.sentAt < signalledAt && (outcome.answeredAt ?? 0) > signalledAt && outcome.status === 200,
    );
    expect(inFlight.length).toBeGreaterThan(0);
    const slow = all.find((outcome) => outcome.tag === "slow-write");
    expect(slow?.status).toBe(200);
    expect(slow?.answeredAt ?? 0).toBeGreaterThan(signalledAt + SLOW_BODY_AFTER_SIGNAL_MS - 100);
    expect(slow?.connection).toBe("close");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = await client
      .query("select count(*)::int as count from feed_posts where body = $1", [SLOW_WRITE_BODY])
      .finally(() => client.end());
    expect(stored.rows[0]?.count, "the slow write was stored").toBe(1);
    const closeHeaders = all.filter(
      (outcome) => (outcome.answeredAt ?? 0) > signalledAt && outcome.connection === "close",
    ).length;

    // The live stream was told to reconnect soon, then ended, as the drain began.
    const text = await within(stream.ended, 5000, "the live stream did not end");
    expect(text).toMatch(/retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/);
    const retry = Number(/retry: (\d+)\nevent: reconnect/.exec(text)?.[1]);
    expect(retry).toBeLessThanOrEqual(1250);
    expect(stream.endedAt()).toBeLessThan(signalledAt + 1000);
    // The idle kept-alive connection was closed at once, not at the deadline: by the first sweep after
    // the drain has taken the connections waiting to be accepted (server/graceful-stop.ts), turns of the
    // event loop that each answer what is in flight, so a few hundred ms on a quiet machine and 1.8 s
    // once beside the integration tiers in CI.
    expect(await within(idle.closed, 5000, "the idle connection stayed open")).toBeLessThan(
      signalledAt + IDLE_CLOSED_WITHIN_MS,
    );
    const { inFlight: atSignal, idleClosed, streamsEnded, cutAtDeadline, ms } = drained ?? {};
    const drainFacts = { inFlight: atSignal, idleClosed, streamsEnded, cutAtDeadline, ms };
    expect(drainFacts).toMatchObject({ streamsEnded: 1, cutAtDeadline: 0 });
    expect(Number(atSignal)).toBeGreaterThanOrEqual(2);

    console.log(
      `SIGTERM after ${SIGNAL_AT_MS / 1000} s of ${ARRIVALS_PER_SECOND} requests a second: ` +
        `${all.length} sent, ${accepted.size} accepted and all answered normally (${inFlight.length} in flight at the signal, ` +
        `the slow write ${Math.round((slow?.answeredAt ?? 0) - signalledAt)} ms after it; ` +
        `${closeHeaders} answered with Connection: close); ` +
        `${refused} refused (ECONNREFUSED), ${closedOnReuse.length} closed as reused and ${otherwise.length} otherwise unanswered` +
        `${otherwise.length ? ` (${otherwise.map((outcome) => outcome.error).join(", ")})` : ""}, none read by the server; ` +
        `the drain: ${JSON.stringify(drainFacts)}; ` +
        `exit code 0 ${Math.round(exitedAfterMs)} ms after the signal (deadline ${DRAIN_DEADLINE_MS / 1000} s).`,
    );
  });
});

describe.skipIf(!ADMIN_POSTGRES_URL && !CI_REQUIRES_ALL)("a second SIGTERM during the drain", () => {
  test("exits at once, without waiting for what is still in flight", async () => {
    const dataDir = temporaryFolder("graceful-stop-twice");
    const database = await freshPostgresDatabase("rangmanch_faults_graceful_stop_twice");
    cleanups.push(database.drop);
    const server = await startProductServer({ dataDir, databaseUrl: database.url });
    cleanups.push(() => server.stop());
    // A request whose headers are still arriving: the drain waits for it.
    const { port, hostname } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.on("error", () => {});
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));

    process.kill(server.pid, "SIGTERM");
    const exited = server.exited.then((exit) => ({ ...exit, at: performance.now() }));
    const stillRunning = await Promise.race([
      exited.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 1000)),
    ]);
    expect(stillRunning, "the first SIGTERM waits for the request in flight").toBe(true);
    const second = performance.now();
    process.kill(server.pid, "SIGTERM");
    const exit = await within(exited, 5000, "the second SIGTERM did not end the process");
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 1, signal: null });
    expect(exit.at - second).toBeLessThan(1000);
    expect(server.logTail(5)).toContain("a second signal: exiting now");
    socket.destroy();
  });
});

type Planned = { tag: string; method: string; path: string; headers: Record<string, string>; body?: string };

/**
 * The n-th request of the load: signed-out pages, a search, a signed-in page, and every 12th a
 * feed post by one of the members in turn (fewer than their 10 posts a minute). Each carries its
 * tag in `graceful=`, which the request log repeats.
 */
function nthRequest(n: number, baseUrl: string, members: Member[]): Planned {
  const tag = String(n);
  const page = (path: string, cookie?: string): Planned => ({
    tag,
    method: "GET",
    path: `${path}${path.includes("?") ? "&" : "?"}graceful=${tag}`,
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const member = members[Math.floor(n / 12) % members.length] as Member;
  if (n % 12 === 11) {
    return {
      tag,
      method: "POST",
      path: `/feed?graceful=${tag}`,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: baseUrl,
        Accept: "text/html",
        Cookie: member.cookie,
      },
      body: new URLSearchParams({ intent: "post", body: `graceful-stop post ${n}` }).toString(),
    };
  }
  const paths = ["/", "/jobs", "/auditions", "/discover?q=aarav", "/u/aarav-malhotra", "/collaboration"];
  if (n % 6 === 5) return page("/feed", member.cookie);
  return page(paths[n % paths.length] as string);
}

function send(baseUrl: string, planned: Planned, agent: http.Agent | false): Promise<Outcome> {
  const { tag, method, path, headers, body } = planned;
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const outcome: Outcome = { tag, method, path, sentAt, reused: false };
    const outgoing = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}) },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            ...outcome,
            status: response.statusCode,
            connection: response.headers.connection,
            answeredAt: performance.now(),
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ ...outcome, error: error.code ?? error.message, answeredAt: performance.now() }),
        );
      },
    );
    outgoing.on("socket", () => {
      outcome.reused = outgoing.reusedSocket;
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message, answeredAt: performance.now() }),
    );
    outgoing.end(body);
  });
}

const SLOW_WRITE_BODY = "graceful-stop: a post whose body was still arriving when the stop came";

/**
 * A feed post whose form body arrives in two parts: the first half before the signal, the rest
 * SLOW_BODY_AFTER_SIGNAL_MS after it. The server has read its headers (it is accepted) and must
 * wait for the rest, then store it and answer as always.
 */
function sendSlowWrite(baseUrl: string, cookie: string, signalledAt: () => number): Promise<Outcome> {
  const body = new URLSearchParams({ intent: "post", body: SLOW_WRITE_BODY }).toString();
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const outcome: Outcome = { tag: "slow-write", method: "POST", path: "/feed", sentAt, reused: false };
    const outgoing = http.request(`${baseUrl}/feed?graceful=slow-write`, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(body.length),
        Origin: baseUrl,
        Accept: "text/html",
        Cookie: cookie,
      },
    });
    outgoing.on("response", (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          ...outcome,
          status: response.statusCode,
          connection: response.headers.connection,
          answeredAt: performance.now(),
        }),
      );
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message, answeredAt: performance.now() }),
    );
    outgoing.write(body.slice(0, 20));
    const finishLater = () => {
      const at = signalledAt();
      if (at === Number.POSITIVE_INFINITY) return void setTimeout(finishLater, 20);
      setTimeout(
        () => outgoing.end(body.slice(20)),
        Math.max(0, at + SLOW_BODY_AFTER_SIGNAL_MS - performance.now()),
      );
    };
    finishLater();
  });
}

/** The member's event stream (/api/live), read as it arrives, until the server ends it. */
function openLiveStream(baseUrl: string, cookie: string) {
  let received = "";
  let endedAt = Number.POSITIVE_INFINITY;
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const ended = new Promise<string>((resolve, reject) => {
    http
      .get(
        `${baseUrl}/api/live`,
        { agent: false, headers: { Accept: "text/event-stream", Cookie: cookie } },
        (response) => {
          if (response.statusCode !== 200)
            return reject(new Error(`/api/live answered ${response.statusCode}.`));
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            received += chunk;
            if (received.includes("retry: 2000")) opened();
          });
          response.on("end", () => {
            endedAt = performance.now();
            resolve(received);
          });
          response.on("error", reject);
        },
      )
      .on("error", reject);
  });
  return { opened: isOpen, ended, endedAt: () => endedAt };
}

/** A kept-alive connection that answered one request and has been idle since; `closed` resolves when it closes. */
async function idleKeptAliveConnection(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${baseUrl}/healthz`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve());
      })
      .on("error", reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const [socket] = Object.values(agent.freeSockets).flat();
  if (!socket) throw new Error("The kept-alive connection was not kept.");
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  return { closed };
}

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms)),
  ]);
}
