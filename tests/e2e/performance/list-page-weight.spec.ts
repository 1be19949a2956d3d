import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * DESIGN.md's budget (issue 24, decision 042): a list page's HTML is under
 * 50 KB, signed in and out, so a card that starts carrying more than it shows
 * (inline icons, unshown fields in the page's data, repeated class lists)
 * fails here rather than in the next benchmark. Uncompressed bytes, as the
 * production server sends them to a browser.
 */
const LIMIT_BYTES = 50 * 1024;

/**
 * Within the budget signed in and out since issue 24 (decision 047: six cards and Show more). Every
 * list page is, on the seeded data.
 */
const WITHIN = [
  "/news",
  "/library",
  "/city-auditions/mumbai",
  "/auditions",
  "/jobs",
  "/collaboration",
  "/city-opportunities?city=mumbai",
];
/**
 * Checked signed out only: signed in, /feed (five posts with their comment boxes) and /discover are at
 * 48.5-48.8 KB on the seeded data (docs/performance.md), too near the line for a test whose data the
 * other tests change (their posts and profiles come first).
 */
const WITHIN_SIGNED_OUT = ["/feed", "/discover"];

async function htmlBytes(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: "text/html" } });
  expect(response.status(), path).toBe(200);
  return (await response.body()).length;
}

test("list pages within the budget stay under 50 KB, signed out and signed in", async ({
  page,
  member,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  // page.request shares the signed-in context's cookies.
  const home = await page.request.get("/", { headers: { Accept: "text/html" } });
  expect(await home.text()).toContain(`Account menu for ${member.name}`);
  for (const path of WITHIN) {
    expect(await htmlBytes(visitor, path), `${path} signed out`).toBeLessThan(LIMIT_BYTES);
    expect(await htmlBytes(page.request, path), `${path} signed in`).toBeLessThan(LIMIT_BYTES);
  }
  for (const path of WITHIN_SIGNED_OUT) {
    expect(await htmlBytes(visitor, path), `${path} signed out`).toBeLessThan(LIMIT_BYTES);
  }
  expect(await htmlBytes(page.request, "/notifications"), "/notifications").toBeLessThan(LIMIT_BYTES);
  await visitor.dispose();
});
