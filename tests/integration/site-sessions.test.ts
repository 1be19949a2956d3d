import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteEvents } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { LIMITS } from "~/features/security/rate-limit.server";
import { SESSION_MAX_MS } from "~/features/telemetry/record-session.server";
import { action, loader } from "~/routes/api/site-sessions";
import { callRoute, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

// Spec part 1 section 4 and part 2 section 4: a session start on first load, an end with its duration on unload.

let lastAddress = 0;
/** Each test its own address, so the per-address limit of one does not reach the others. */
const newAddress = () => `198.51.100.${++lastAddress}`;

const post = (body: unknown, ip: string) =>
  callRoute(
    action,
    new Request("http://localhost/api/site-sessions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "TestBrowser/2.0",
        [CLIENT_ADDRESS_HEADER]: ip,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const rowsOf = (session: string) =>
  db().select().from(siteEvents).where(eq(siteEvents.sessionId, session)).orderBy(siteEvents.createdAt);

/** Moves a session's start back in time, as if the page had been open that long. */
const startedAgo = (session: string, interval: string) =>
  db()
    .update(siteEvents)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(and(eq(siteEvents.kind, "session_start"), eq(siteEvents.sessionId, session)));

describe("session events", () => {
  it("store a start, then an end whose duration the server measures from it, not the browser's word", async () => {
    const ip = newAddress();
    const session = randomUUID();
    expect((await post({ event: "start", session, path: "/jobs?token=secret" }, ip)).status).toBe(204);
    await startedAgo(session, "90 seconds");
    const end = await post({ event: "end", session, path: "/feed", durationMs: 999_999_999 }, ip);
    expect(end.status).toBe(204);
    const [start, ended] = await rowsOf(session);
    expect(start).toMatchObject({
      kind: "session_start",
      path: "/jobs?token=[redacted]",
      userAgent: "TestBrowser/2.0",
    });
    expect(start!.durationMs).toBeNull();
    expect(ended).toMatchObject({ kind: "session_end", path: "/feed" });
    expect(ended!.durationMs).toBeGreaterThanOrEqual(90_000);
    expect(ended!.durationMs).toBeLessThan(120_000);
  });

  it("keep one start and one end per session: a later end (the tab hidden again) replaces the first", async () => {
    const ip = newAddress();
    const session = randomUUID();
    await post({ event: "start", session, path: "/" }, ip);
    await post({ event: "start", session, path: "/again" }, ip);
    await post({ event: "end", session, path: "/jobs" }, ip);
    await startedAgo(session, "10 minutes");
    await post({ event: "end", session, path: "/news" }, ip);
    const rows = await rowsOf(session);
    expect(rows.map((row) => [row.kind, row.path])).toEqual([
      ["session_start", "/"],
      ["session_end", "/news"],
    ]);
    expect(rows[1]!.durationMs).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it("hold a session left open for days to the longest duration, and store no end without a start", async () => {
    const ip = newAddress();
    const session = randomUUID();
    await post({ event: "start", session, path: "/" }, ip);
    await startedAgo(session, "3 days");
    await post({ event: "end", session, path: "/" }, ip);
    expect((await rowsOf(session))[1]!.durationMs).toBe(SESSION_MAX_MS);

    const stranger = randomUUID();
    expect((await post({ event: "end", session: stranger, path: "/" }, ip)).status).toBe(204);
    expect(await rowsOf(stranger)).toEqual([]);
  });

  it("take a number of starts per address, then answer 204 and store nothing", async () => {
    const ip = newAddress();
    const sessions = Array.from({ length: LIMITS.sessionEventsPerAddress.max + 2 }, () => randomUUID());
    for (const session of sessions) {
      expect((await post({ event: "start", session, path: "/" }, ip)).status).toBe(204);
    }
    const stored = await Promise.all(sessions.map(rowsOf));
    expect(stored.filter((rows) => rows.length === 1)).toHaveLength(LIMITS.sessionEventsPerAddress.max);
    // Another address is counted on its own.
    const other = randomUUID();
    await post({ event: "start", session: other, path: "/" }, newAddress());
    expect(await rowsOf(other)).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{nope"],
    ["no event", { session: randomUUID(), path: "/" }],
    ["an unknown event", { event: "pause", session: randomUUID(), path: "/" }],
    ["a session id that is no UUID", { event: "start", session: "1 OR 1=1", path: "/" }],
    ["a blank path", { event: "end", session: randomUUID(), path: " \u0000 " }],
    ["a list", [1, 2]],
    ["null", "null"],
  ])("refuse %s with 400 and store nothing", async (_what, body) => {
    const before = await db().$count(siteEvents);
    const reply = await post(body, newAddress());
    expect(reply.status).toBe(400);
    expect(await db().$count(siteEvents)).toBe(before);
  });

  it("answer a GET with 405", async () => {
    expect((await callRoute(loader, getRequest("/api/site-sessions"))).status).toBe(405);
  });
});
