import { and, eq } from "drizzle-orm";
import { siteEvents } from "~/db/schema";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { PGLITE_SMOKE } from "../tags";

test("health and readiness answer", { tag: PGLITE_SMOKE }, async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("every response carries the security headers, and the page's scripts carry the CSP nonce", async ({
  request,
}) => {
  for (const path of ["/", "/no-such-page", "/images/hero.svg", "/healthz"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-frame-options"], path).toBe("DENY");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    // Plain HTTP: no HSTS (it is sent when served over HTTPS).
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();
  }

  const response = await request.get("/");
  const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  const second = (await request.get("/")).headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
  expect(second).not.toBe(nonce);
});

test("a browser's error report is stored and answered 204", { tag: PGLITE_SMOKE }, async ({ request }) => {
  const response = await request.post("/api/client-errors", {
    data: { message: "TypeError: x is undefined", stack: "at y", path: "/jobs" },
  });
  expect(response.status()).toBe(204);
});

test("a page load records a session start, and leaving the page its end with a duration", async ({
  page,
}) => {
  // Stored, not only sent: an end that reaches the server before its start is not kept.
  const sent = (event: string) =>
    page.waitForResponse(
      (r) => r.url().endsWith("/api/site-sessions") && r.request().postDataJSON()?.event === event,
    );
  const started = sent("start");
  await gotoHydrated(page, "/about");
  const { session } = (await started).request().postDataJSON() as { session: string };
  // Leaving the page fires pagehide, whose handler sends the end as a keepalive request. It is
  // fired here on the live page: a request sent while the page unloads leaves without the test's
  // own X-Forwarded-For (tests/e2e/fixtures.ts), so it would count against the loopback address,
  // which every other test's unloads share, and the per-address limit drops it late in the tier.
  const ended = sent("end");
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
  expect((await ended).status()).toBe(204);
  const { db } = await e2eDatabase();
  const end = () =>
    db
      .select({ durationMs: siteEvents.durationMs })
      .from(siteEvents)
      .where(and(eq(siteEvents.kind, "session_end"), eq(siteEvents.sessionId, session)));
  await expect.poll(async () => (await end())[0]?.durationMs ?? -1).toBeGreaterThan(0);
  expect(await end()).toHaveLength(1);
});

test("bad input to the form endpoints gets a 4xx, never a 500", async ({ request }) => {
  const cases = [
    request.post("/api/newsletter", { form: { email: "nope" } }),
    request.post("/api/newsletter", {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      data: "junk",
    }),
    request.post("/api/feedback", { form: { rating: "11" } }),
    request.post("/contact", { form: { name: "" } }),
    request.post("/advertise", { form: { email: "x" } }),
    request.post("/api/client-errors", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    }),
    request.post("/api/site-sessions", { data: { event: "end", session: "not-a-uuid", path: "/" } }),
    request.get("/api/newsletter"),
  ];
  for (const response of await Promise.all(cases)) {
    expect(response.status(), response.url()).toBeGreaterThanOrEqual(400);
    expect(response.status(), response.url()).toBeLessThan(500);
  }
});
