import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabaseHandle } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { LiveHub, setLiveHub } from "~/features/live/live-hub.server";
import { loader as liveLoader } from "~/routes/api/live";
import { action as logoutAction } from "~/routes/logout";
import { createSession, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * A live stream lasts no longer than the session that opened it (issue 26,
 * finding 1): signing out, ending a session from another one, a suspension
 * and a session running out each close its open streams, through the
 * session's own end (a trigger notifies every process) or the hub's check.
 */
const db = setUpTestDatabase();

let hub: LiveHub;
beforeAll(async () => {
  hub = new LiveHub(db(), getDatabaseHandle());
  await hub.start();
  setLiveHub(hub);
});
afterAll(async () => {
  setLiveHub(undefined);
  await hub.stop();
});

/** Opens /api/live with `cookie`; `ended` settles when the server closes the stream. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const request = get("/api/live", { cookie });
  const before = hub.connectionCount;
  const reply = await callRoute(liveLoader, new Request(request, { signal: controller.signal }));
  const response = reply.body as Response;
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  let closed = false;
  const ended = (async () => {
    while (!(await reader.read()).done) {
      // Reads what the server sends until it closes the stream.
    }
    closed = true;
  })();
  // The response starts before the hub holds the stream; a test that ends the session after this
  // point is one the stream must hear (an end before it is the next test's case).
  await vi.waitFor(() => expect(hub.connectionCount).toBe(before + 1));
  return { ended, isClosed: () => closed, abort: () => controller.abort() };
}

/** Waits up to `ms` for the stream to close; whether it did. */
async function closesWithin(stream: Awaited<ReturnType<typeof openStream>>, ms = 2000) {
  await Promise.race([stream.ended, new Promise((resolve) => setTimeout(resolve, ms))]);
  return stream.isClosed();
}

describe("a live stream and its session", () => {
  it("ends when its session signs out, and not before", async () => {
    const member = await signedInMember();
    const stream = await openStream(member.cookie);
    expect(await closesWithin(stream, 300)).toBe(false);
    const signedOut = await callRoute(logoutAction, post("/logout", {}, { cookie: member.cookie }));
    expect(signedOut.status).toBe(302);
    expect(await closesWithin(stream)).toBe(true);
  });

  it("ends when another session of the same member ends it, and the other session's stream goes on", async () => {
    const member = await signedInMember();
    const phone = await createSession(member.member);
    const onPhone = await openStream(phone.cookie);
    const onLaptop = await openStream(member.cookie);
    await db().delete(session).where(eq(session.id, phone.sessionId));
    expect(await closesWithin(onPhone)).toBe(true);
    expect(await closesWithin(onLaptop, 300)).toBe(false);
    onLaptop.abort();
  });

  it("ends when staff suspend the member (their sessions are removed)", async () => {
    const member = await signedInMember();
    const stream = await openStream(member.cookie);
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, member.member.id));
    await db().delete(session).where(eq(session.userId, member.member.id));
    expect(await closesWithin(stream)).toBe(true);
  });

  it("ends at once when its session ended while the stream was opening (before it could hear the notice)", async () => {
    const member = await signedInMember();
    const phone = await createSession(member.member);
    await db().delete(session).where(eq(session.id, phone.sessionId));
    let closed = false;
    await hub.connect(
      member.member.id,
      0,
      () => {},
      () => {
        closed = true;
      },
      phone.sessionId,
    );
    expect(closed).toBe(true);
    expect(hub.connectionCount).toBe(0);
  });

  it("ends at the hub's next check once its session has run out", async () => {
    const member = await signedInMember();
    const stream = await openStream(member.cookie);
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, member.member.id));
    expect(await closesWithin(stream, 300)).toBe(false);
    await hub.closeEndedSessions();
    expect(await closesWithin(stream)).toBe(true);
  });
});
