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

/** Within the budget since issue 24, signed in and out: they must stay there. */
const WITHIN = ["/news", "/library", "/city-auditions/mumbai"];
/** Within it signed out (signed in, the feed adds the composer and each post's forms: 71 KB). */
const WITHIN_SIGNED_OUT = ["/feed"];
// /discover is at 49.6 KB signed out and 51.7 KB signed in on the seeded data: too close to call either way.

/**
 * Still over after issue 24 (decision 042 says what would bring them under:
 * fewer cards in the first HTML). Each is an expected failure: when a page
 * comes under the budget its test "unexpectedly passes", and it moves to WITHIN.
 */
const STILL_OVER = ["/auditions", "/jobs", "/collaboration", "/city-opportunities?city=mumbai"];

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

for (const path of STILL_OVER) {
  test(`${path} is under 50 KB (not yet: decision 042)`, async ({ playwright, baseURL }) => {
    test.fail();
    const visitor = await playwright.request.newContext({ baseURL });
    expect(await htmlBytes(visitor, path), `${path} signed out`).toBeLessThan(LIMIT_BYTES);
    await visitor.dispose();
  });
}
