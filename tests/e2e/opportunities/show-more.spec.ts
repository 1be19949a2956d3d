import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

// Issue 24: a list sends a screenful of cards and the reader asks for more.

test("auditions come six at a time: Show more adds the next six in place, keeps the address, and moves the focus to the first new card", async ({
  page,
}) => {
  await gotoHydrated(page, "/auditions");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  const more = page.getByRole("link", { name: "Show more auditions" });
  await expect(page.getByText(/^6 of \d+ auditions shown$/)).toBeVisible();

  await more.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await more.click();
  await expect(page).toHaveURL(/\/auditions\?shown=12$/);
  await expect(cards).toHaveCount(12);
  // The reader stays where they were, and the keyboard carries on at the seventh card.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 5);
  await expect(cards.nth(6).getByRole("link").first()).toBeFocused();

  // A reload shows the same twelve; a new search starts again from six, at the top of the page (spec
  // part 1, "Shared shell"), though its tab was clicked with the page scrolled down to it.
  await page.reload();
  await expect(cards).toHaveCount(12);
  const tab = (name: string) =>
    page.getByRole("navigation", { name: "Audition lists" }).getByRole("link", { name });
  await tab("Upcoming").evaluate((link) =>
    window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 120),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Clicked where it is: Playwright's click would first scroll it out from under the sticky filter panel.
  await tab("Upcoming").dispatchEvent("click");
  await expect(page).toHaveURL(/\/auditions$/);
  await expect(cards).toHaveCount(6);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await tab("Completed").click();
  await expect(page).toHaveURL(/\/auditions\?tab=completed$/);
  await expect.poll(() => cards.count()).toBeLessThanOrEqual(6);
});

test("Show more works before any script runs, and a hand-typed count is kept within bounds", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/jobs");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  await page.getByRole("link", { name: "Show more jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\?shown=12$/);
  expect(await cards.count()).toBeGreaterThan(6);

  for (const nonsense of ["-3", "abc", "99999999999"]) {
    const response = await page.goto(`/jobs?shown=${nonsense}`);
    expect(response?.status(), nonsense).toBe(200);
  }
  await page.goto("/collaboration?shown=abc");
  await expect(cards).toHaveCount(6);
  await context.close();
});

test("Save on a card works before any script runs: the page's one favourites form takes the button's own value", async ({
  browser,
  baseURL,
}) => {
  const member = newPerson("nojs-saver");
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup, member);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await setup.storageState(),
  });
  await setup.close();
  const page = await context.newPage();
  await page.goto("/jobs");
  const firstCard = page.getByRole("main").getByRole("article").first();
  const title = (await firstCard.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await firstCard.getByRole("button", { name: `Save ${title}` }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(firstCard.getByRole("button", { name: `Saved ${title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await context.close();
});

test("Report on the feed draws its form when opened; without scripts it leads to the post's own page", async ({
  browser,
  baseURL,
}) => {
  const member = newPerson("reporter");
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup, member);
  const page = await setup.newPage();
  await gotoHydrated(page, "/feed");
  const post = page.getByRole("list", { name: "Posts" }).getByRole("article").first();
  await expect(post.getByLabel("Why are you reporting it?")).toHaveCount(0);
  await post.getByText("Report post").click();
  await expect(post.getByLabel("Why are you reporting it?")).toBeVisible();

  const noScripts = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await setup.storageState(),
  });
  const plain = await noScripts.newPage();
  await plain.goto("/feed");
  const first = plain.getByRole("list", { name: "Posts" }).getByRole("article").first();
  await first.getByText("Report post").click();
  await first.getByRole("link", { name: "Report this post on its own page" }).click();
  await expect(plain).toHaveURL(/\/feed\/\d+$/);
  await plain.getByText("Report post").click();
  // The post's own page draws its form (and its comments' forms) without scripts.
  await expect(plain.getByLabel("Why are you reporting it?").first()).toBeVisible();
  await noScripts.close();
  await setup.close();
});

test("the feed sends five posts and loads the next ones as the reader nears the end", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/feed");
  const posts = page.getByRole("list", { name: "Posts" }).getByRole("article");
  await expect(posts).toHaveCount(5);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => posts.count()).toBeGreaterThan(5);
  expect(errors).toEqual([]);
});
