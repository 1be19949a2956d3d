import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { editorSection, ownProfileId } from "../profiles/profile-helpers";

/**
 * The production server keeps signed-out public pages for a few seconds
 * (server/page-cache.ts, decision 025). These check what a visitor must never
 * notice: a nonce reused across replies, or a change that does not show.
 */

/** The nonce the CSP header allows, and every nonce the page's scripts carry. */
function noncesOf(csp: string, html: string) {
  const allowed = /'nonce-([^']+)'/.exec(csp)?.[1];
  const used = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
  return { allowed, used: [...used] };
}

test("a kept page gets a fresh nonce in every reply, matching its CSP header", async ({ request }) => {
  const seen = new Set<string>();
  for (let reply = 0; reply < 3; reply++) {
    const response = await request.get("/u/aarav-malhotra");
    expect(response.status()).toBe(200);
    const { allowed, used } = noncesOf(
      response.headers()["content-security-policy"] ?? "",
      await response.text(),
    );
    expect(allowed).toBeTruthy();
    expect(used).toEqual([allowed]);
    seen.add(allowed!);
  }
  expect(seen.size).toBe(3);
});

test("an edit shows at once to signed-out visitors of a kept page", async ({ page, browser }) => {
  const person = newPerson("cached");
  await createAccount(page.context(), person);
  const id = await ownProfileId(page.request, person.username);

  // A signed-out visitor reads the profile twice: the second reply comes from the cache.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (let visit = 0; visit < 2; visit++) {
    await visitorPage.goto(`/u/${person.username}`);
    await expect(visitorPage.getByRole("main").getByText("Stage Designer")).toHaveCount(0);
  }

  await gotoHydrated(page, `/edit-profile/${id}`);
  await editorSection(page, "Basic Information")
    .getByRole("textbox", { name: "Role" })
    .fill("Stage Designer");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  await visitorPage.goto(`/u/${person.username}`);
  await expect(visitorPage.getByRole("main").getByText("Stage Designer").first()).toBeVisible();
  await visitor.close();
});
