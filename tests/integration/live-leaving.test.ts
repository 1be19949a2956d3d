import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabaseHandle } from "~/db/client.server";
import { LiveHub, setLiveHub } from "~/features/live/live-hub.server";
import { loader as liveLoader } from "~/routes/api/live";
import { signedInMember } from "../factories";
import { get } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * A server process that stops (issue 28, server/graceful-stop.ts) tells each open live stream to
 * reconnect soon, which a load balancer sends to another process, and ends it; a stream asked
 * for while it stops gets the same at once.
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

/** Opens /api/live with `cookie` and reads it; `ended` resolves with everything it got once the server ends it. */
async function openStream(cookie: string) {
  const reply = await callRoute(liveLoader, get("/api/live", { cookie }));
  const response = reply.body as Response;
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = "";
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return received;
      received += value;
    }
  })();
  return { ended, received: () => received };
}

const within = <T>(promise: Promise<T>, ms = 2000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

/** The `retry:` values a stream sent, in order. */
const retries = (text: string) => [...text.matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1]));

describe("a live stream when its server process stops", () => {
  it("is told to reconnect soon and ended; a stream asked for afterwards is sent away at once", async () => {
    const member = await signedInMember();
    const stream = await openStream(member.cookie);
    // Open and registered: the stream's own retry hint is there, and the hub holds it.
    await within(
      (async () => {
        while (hub.connectionCount === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
    );

    expect(hub.sendElsewhere()).toBe(1);
    const text = await within(stream.ended);
    expect(text).toMatch(/event: reconnect\ndata: \{\}\n\n$/);
    const [first, last] = [retries(text)[0], retries(text).at(-1)];
    expect(first).toBe(2000);
    expect(last).toBeGreaterThanOrEqual(250);
    expect(last).toBeLessThan(1250);
    expect(hub.connectionCount).toBe(0);

    const later = await openStream(member.cookie);
    expect(await within(later.ended)).toMatch(/event: reconnect\ndata: \{\}\n\n$/);
    expect(hub.connectionCount).toBe(0);
  });
});
