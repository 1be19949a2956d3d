import express from "express";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  answerWhileDatabaseDown,
  DatabaseOutage,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "./database-outage";

afterEach(() => {
  vi.useRealTimers();
});

function outageWith(answers: () => boolean) {
  const events = { down: vi.fn(), up: vi.fn() };
  const outage = new DatabaseOutage(async () => {
    if (!answers()) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  }, events);
  return { outage, events };
}

describe("DatabaseOutage", () => {
  test("a failed page while the database answers is not an outage (a bug stays a 500)", async () => {
    const { outage, events } = outageWith(() => true);
    expect(await outage.confirmFailure()).toBe(false);
    expect(outage.isDown).toBe(false);
    expect(events.down).not.toHaveBeenCalled();
  });

  test("begins when the database does not answer, and ends by itself when a probe finds it again", async () => {
    vi.useFakeTimers();
    let reachable = false;
    const { outage, events } = outageWith(() => reachable);
    expect(await outage.confirmFailure()).toBe(true);
    expect(outage.isDown).toBe(true);
    expect(events.down).toHaveBeenCalledWith("connect ECONNREFUSED 127.0.0.1:5432");
    // Later failures while it lasts are answered from what is known, without asking again.
    expect(await outage.confirmFailure()).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outage.isDown).toBe(true);
    reachable = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(outage.isDown).toBe(false);
    expect(events.up).toHaveBeenCalledTimes(1);
    expect(events.down).toHaveBeenCalledTimes(1);
    outage.stop();
  });

  test("failures that come together are confirmed by one probe", async () => {
    const probe = vi.fn(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    });
    const outage = new DatabaseOutage(probe, { down: () => {}, up: () => {} });
    const confirmed = await Promise.all([
      outage.confirmFailure(),
      outage.confirmFailure(),
      outage.confirmFailure(),
    ]);
    expect(confirmed).toEqual([true, true, true]);
    expect(probe).toHaveBeenCalledTimes(1);
    outage.stop();
  });

  test("stopped, it probes no more", async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => {
      throw new Error("gone");
    });
    const outage = new DatabaseOutage(probe, { down: () => {}, up: () => {} });
    await outage.confirmFailure();
    outage.stop();
    const asked = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe.mock.calls.length).toBe(asked);
  });

  test("a probe that hangs counts as a failure", async () => {
    vi.useFakeTimers();
    const outage = new DatabaseOutage(() => new Promise<void>(() => {}), { down: () => {}, up: () => {} });
    const confirming = outage.confirmFailure();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await confirming).toBe(true);
    outage.stop();
  });
});

describe("answerWhileDatabaseDown", () => {
  async function serve(outage: DatabaseOutage) {
    const app = express();
    app.use(answerWhileDatabaseDown(outage));
    app.all("/{*splat}", (_req, res) => {
      res.send("the page");
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
  }

  test("passes requests through while the database answers, and answers 503 with Retry-After while it does not", async () => {
    let reachable = true;
    const { outage } = outageWith(() => reachable);
    const { base, close } = await serve(outage);
    try {
      expect(await (await fetch(`${base}/jobs`)).text()).toBe("the page");
      reachable = false;
      await outage.confirmFailure();

      const page = await fetch(`${base}/jobs`, { headers: { Accept: "text/html" } });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).toContain(UNAVAILABLE_MESSAGE);

      const api = await fetch(`${base}/api/favorites`, { method: "POST" });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ ok: false, message: UNAVAILABLE_MESSAGE });

      // React Router's client shows a failed data request's text on the error screen.
      const data = await fetch(`${base}/jobs.data`);
      expect(data.status).toBe(503);
      expect(data.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await data.text()).toBe(UNAVAILABLE_MESSAGE);
    } finally {
      outage.stop();
      close();
    }
  });
});
