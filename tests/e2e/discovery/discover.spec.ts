import fs from "node:fs";
import type { Page, Response } from "@playwright/test";
import { expectNoHorizontalScroll, field, newPerson, PASSWORD, signIn } from "../accounts/helpers";
import { expect, gotoHydrated, test, waitForPageAtRest } from "../fixtures";
import { waitForEmail } from "../mail";
import { screenshotWholePage } from "../profiles/profile-helpers";
import { PGLITE_SMOKE } from "../tags";

/**
 * /discover (spec part 2, "Discovery"): the search box (as-you-type results,
 * the combobox of recent, trending and suggested searches), category tabs,
 * the filters panel and its chips, the pager, the page without JavaScript,
 * the member's welcome, accessibility and how it looks.
 *
 * The server is shared with the other spec files: sign-ups elsewhere add
 * profiles (each account gets one), so counts of "everyone" are read from the
 * page, while searches and filters that only seeded people match are exact.
 */

const EMPTY = "No talent found matching your criteria.";
const SHOTS = "/tmp/shots";

/** The names on the talent cards, in grid order. */
const resultNames = (page: Page) => page.locator("main article").getByRole("heading", { level: 2 });
const searchBox = (page: Page) =>
  page.getByRole("search", { name: "Talent" }).getByRole("combobox", { name: /Search talent/ });
const suggestionList = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
const group = (page: Page, name: "Recent searches" | "Trending searches" | "Suggestions") =>
  suggestionList(page).getByRole("group", { name });
const summary = (page: Page) => page.getByRole("main").getByRole("status").first();
const filtersButton = (page: Page) => page.locator("main details > summary");
const filtersPanel = (page: Page) => page.locator("main details[open] form");
const chips = (page: Page) => page.getByRole("list", { name: "Filters in use" });

/** The browser's submitted search (a POST to /discover, answered by a redirect to its address). */
function searchPosted(page: Page) {
  return page.waitForResponse(
    (response: Response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/discover"),
  );
}

/** Submits `text` from the search box with Enter, as a person would, and waits for its page. */
async function submitSearch(page: Page, text: string) {
  const box = searchBox(page);
  await box.fill(text);
  const posted = searchPosted(page);
  await box.press("Enter");
  await posted;
  await expect(page).toHaveURL(`/discover?${new URLSearchParams({ q: text })}`);
  await expect(box).toHaveValue(text);
}

test.describe("search box", () => {
  test("typing narrows the results to Aarav Malhotra; the address keeps q; reload and Back keep them", {
    tag: PGLITE_SMOKE,
  }, async ({ page }) => {
    await page.goto("/about");
    await gotoHydrated(page, "/discover");
    await expect(page.getByRole("heading", { level: 1, name: "Discover Talent" })).toBeVisible();
    await expect(resultNames(page)).toHaveCount(8);
    await expect(summary(page)).toHaveText(/^\d+ professionals$/);

    const box = searchBox(page);
    await box.click();
    await box.pressSequentially("Aarav", { delay: 40 });
    await expect(page).toHaveURL("/discover?q=Aarav");
    await expect(resultNames(page)).toHaveText(["Aarav Malhotra"]);
    await expect(summary(page)).toHaveText("1 professional found for “Aarav”");
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

    await page.reload();
    await expect(searchBox(page)).toHaveValue("Aarav");
    await expect(resultNames(page)).toHaveText(["Aarav Malhotra"]);

    // Open the profile, then come back to the same search.
    await page.getByRole("link", { name: "Aarav Malhotra" }).click();
    await expect(page).toHaveURL("/u/aarav-malhotra");
    await page.goBack();
    await expect(page).toHaveURL("/discover?q=Aarav");
    await expect(searchBox(page)).toHaveValue("Aarav");
    await expect(resultNames(page)).toHaveText(["Aarav Malhotra"]);

    // Typing replaced the address instead of adding one per key: one more Back leaves /discover.
    await page.goBack();
    await expect(page).toHaveURL("/about");
  });

  test("a misspelt name finds the person, with the “No exact match” note", async ({ page }) => {
    await gotoHydrated(page, "/discover");
    await searchBox(page).pressSequentially("ananya iyr", { delay: 30 });
    await expect(page).toHaveURL("/discover?q=ananya+iyr");
    await expect(summary(page)).toHaveText(
      /^No exact match for “ananya iyr”\. Showing \d+ similar names?\.$/,
    );
    await expect(resultNames(page).first()).toHaveText("Ananya Iyer");
    await expect(page.getByText(EMPTY)).toHaveCount(0);

    // Nonsense finds nobody and says so, with a way back. Digits, so no test's random surname
    // (letters only) is ever a close enough word ("zzqxv" once found "Asha Zqxvhoic").
    await searchBox(page).fill("zq9x8v7");
    await expect(page).toHaveURL("/discover?q=zq9x8v7");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(resultNames(page)).toHaveCount(0);
  });

  test("suggestions with the keyboard; recent searches (5 kept, 3 shown); Escape closes", async ({
    page,
  }, testInfo) => {
    // Aarav Malhotra (typed "Aar"); on a retry or repeat another person, since three submitted
    // searches of one name make it a trending search instead of a suggestion on this server.
    const people = [
      { typed: "Aar", name: "Aarav Malhotra" },
      { typed: "Ishi", name: "Ishita Banerjee" },
      { typed: "Anan", name: "Ananya Iyer" },
    ];
    const { typed, name } = people[(testInfo.retry + testInfo.repeatEachIndex) % people.length]!;
    await gotoHydrated(page, "/discover");
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(typed, { delay: 30 });
    const suggestions = group(page, "Suggestions").getByRole("option");
    await expect(suggestions.first()).toHaveText(name);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    await expect(page).toHaveURL(`/discover?q=${typed}`);

    await box.press("ArrowDown");
    const chosen = suggestionList(page).getByRole("option", { name });
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id"))!);
    // ArrowUp from the first option wraps to the last; ArrowDown comes back.
    const options = suggestionList(page).getByRole("option");
    const count = await options.count();
    await box.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(suggestionList(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(1);

    const posted = searchPosted(page);
    await box.press("Enter");
    await posted;
    await expect(page).toHaveURL(`/discover?${new URLSearchParams({ q: name })}`);
    await expect(box).toHaveValue(name);
    await expect(resultNames(page)).toHaveText([name]);
    await expect(suggestionList(page)).toBeHidden();

    // The empty box offers the search again under Recent searches.
    await box.fill("");
    await expect(group(page, "Recent searches").getByRole("option")).toHaveText([name]);

    // Five more searches: the browser keeps the newest five, the list shows three.
    for (const text of ["Meera", "Kabir", "Priya", "Vikram", "Sanya"]) await submitSearch(page, text);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("recentSearches") ?? "[]"),
    );
    expect(stored).toEqual(["Sanya", "Vikram", "Priya", "Kabir", "Meera"]);
    await box.fill("");
    await expect(group(page, "Recent searches").getByRole("option")).toHaveText(["Sanya", "Vikram", "Priya"]);
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.press("Escape");
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toBeFocused();
  });

  test("a term trends for other visitors when three people search it; one person searching three ways is one", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A person of the seed nobody else searches for; another on a retry or repeat, whose
    // searches would already count on this server.
    const names = ["Vikram Reddy", "Arjun Varma", "Tanvi Deshmukh", "Farhan Qureshi", "Rohit Sabharwal"];
    const name = names[(testInfo.retry + testInfo.repeatEachIndex) % names.length]!;
    const term = name.toLowerCase();
    // Each person behind their own address (the e2e server trusts its loopback proxy's X-Forwarded-For).
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const personAt = () =>
      browser.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": `198.51.${octet()}.${octet()}` },
      });
    const other = await personAt();
    const visitor = await other.newPage();
    const trendingOption = () =>
      group(visitor, "Trending searches").getByRole("option", { name: term, exact: true });
    const openEmptyBox = async () => {
      await gotoHydrated(visitor, "/discover");
      await searchBox(visitor).click();
    };

    await gotoHydrated(page, "/discover");
    // One person, three ways: Enter, the Search button, and choosing it from their recent searches.
    await submitSearch(page, name);
    let posted = searchPosted(page);
    await page.getByRole("search", { name: "Talent" }).getByRole("button", { name: "Search" }).click();
    await posted;
    await expect(page).toHaveURL(`/discover?${new URLSearchParams({ q: name })}`);
    const box = searchBox(page);
    await box.fill("");
    await box.pressSequentially(name.slice(0, 5), { delay: 30 });
    posted = searchPosted(page);
    await group(page, "Recent searches").getByRole("option", { name }).click();
    await posted;
    await expect(page).toHaveURL(`/discover?${new URLSearchParams({ q: name })}`);

    // One person does not make a trend (every write empties the server's short caches, so this is the real state).
    await openEmptyBox();
    await expect(searchBox(visitor)).toBeFocused();
    await expect(trendingOption()).toHaveCount(0);

    // A second person: still not enough. A third: it trends.
    const second = await personAt();
    await gotoHydrated(await second.newPage(), "/discover");
    await submitSearch(second.pages()[0]!, name);
    await openEmptyBox();
    await expect(trendingOption()).toHaveCount(0);
    const third = await personAt();
    await gotoHydrated(await third.newPage(), "/discover");
    await submitSearch(third.pages()[0]!, name);

    // Another visitor (no recent searches of their own) sees it trending; the server may keep
    // its trending list a few seconds, so look again until it shows.
    await expect
      .poll(
        async () => {
          await openEmptyBox();
          return trendingOption().count();
        },
        { timeout: 25_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(1);
    await expect(group(visitor, "Recent searches")).toHaveCount(0);
    // Choosing it searches for it.
    await trendingOption().click();
    await expect(visitor).toHaveURL(`/discover?${new URLSearchParams({ q: term })}`);
    await expect(resultNames(visitor)).toHaveText([name]);
    await Promise.all([other.close(), second.close(), third.close()]);
  });
});

test.describe("filters, tabs and pages", () => {
  test("a city filter from the panel, its chip, a category tab, reload; removing the chip", async ({
    page,
  }) => {
    await gotoHydrated(page, "/discover");
    await expect(filtersButton(page)).toHaveText("Filters");
    await filtersButton(page).click();
    const panel = filtersPanel(page);
    await expect(panel.getByRole("heading", { name: "Filters" })).toBeVisible();
    await expect(panel.getByRole("group", { name: "Locations" })).toBeVisible();

    await panel.getByRole("checkbox", { name: "Chennai" }).check();
    await expect(page).toHaveURL("/discover?city=chennai");
    await expect(resultNames(page)).toHaveText(["Meera Raghunathan", "Ananya Iyer"]);
    await expect(summary(page)).toHaveText("2 professionals");
    await expect(filtersButton(page)).toHaveText("Filters (1)");
    const chennaiChip = chips(page).getByRole("link", { name: "Chennai (remove filter)" });
    await expect(chennaiChip).toBeVisible();

    // A second city widens the set; a chip each.
    await panel.getByRole("checkbox", { name: "Kolkata" }).check();
    await expect(page).toHaveURL("/discover?city=chennai&city=kolkata");
    await expect(resultNames(page)).toHaveText(["Meera Raghunathan", "Ananya Iyer", "Ishita Banerjee"]);
    await expect(chips(page).getByRole("link", { name: /remove filter/ })).toHaveCount(2);
    await expect(filtersButton(page)).toHaveText("Filters (2)");
    await filtersButton(page).click(); // closes the panel
    await expect(panel).toBeHidden();

    // Removing the Kolkata chip: back to Chennai only.
    await chips(page).getByRole("link", { name: "Kolkata (remove filter)" }).click();
    await expect(page).toHaveURL("/discover?city=chennai");
    await expect(resultNames(page)).toHaveText(["Meera Raghunathan", "Ananya Iyer"]);

    // With a category tab: Chennai's musicians.
    const tabs = page.getByRole("navigation", { name: "Categories", exact: true });
    await tabs.getByRole("link", { name: "Musicians" }).click();
    await expect(page).toHaveURL("/discover?category=musicians&city=chennai");
    await expect(resultNames(page)).toHaveText(["Ananya Iyer"]);
    await expect(tabs.getByRole("link", { name: "Musicians" })).toHaveAttribute("aria-current", "page");

    await page.reload();
    await expect(resultNames(page)).toHaveText(["Ananya Iyer"]);
    await expect(chennaiChip).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Musicians" })).toHaveAttribute("aria-current", "page");
    await expect(filtersButton(page)).toHaveText("Filters (1)");

    // Removing the chip keeps the tab and drops the city.
    await chennaiChip.click();
    await expect(page).toHaveURL("/discover?category=musicians");
    await expect(resultNames(page)).toHaveText(["Ananya Iyer", "Ishita Banerjee"]);
    await expect(chips(page)).toHaveCount(0);
    await expect(filtersButton(page)).toHaveText("Filters");
  });

  test("after a chip is removed, the panel shows the box unticked and the next tick does not bring it back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/discover");
    await filtersButton(page).click();
    await filtersPanel(page).getByRole("checkbox", { name: "Chennai" }).check();
    await expect(page).toHaveURL("/discover?city=chennai");
    await chips(page).getByRole("link", { name: "Chennai (remove filter)" }).click();
    await expect(page).toHaveURL("/discover");
    await expect(chips(page)).toHaveCount(0);
    // The panel (still open) agrees with the address...
    await expect(filtersPanel(page).getByRole("checkbox", { name: "Chennai" })).not.toBeChecked();
    // ...so ticking Kolkata filters by Kolkata alone.
    await filtersPanel(page).getByRole("checkbox", { name: "Kolkata" }).check();
    await expect(page).toHaveURL("/discover?city=kolkata");
    await expect(resultNames(page)).toHaveText(["Ishita Banerjee"]);
  });

  test("no one matching: the empty state; Clear all filters", async ({ page }) => {
    await gotoHydrated(page, "/discover?category=directors&city=kolkata");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(resultNames(page)).toHaveCount(0);
    await expect(summary(page)).toHaveText("0 professionals");
    await chips(page).getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL("/discover?category=directors");
    await expect(resultNames(page)).toHaveText(["Meera Raghunathan"]);
  });

  test("two pages: page 2 from the pager shows other people at the top of the page; a card opens the profile", async ({
    page,
  }) => {
    await gotoHydrated(page, "/discover");
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstPage = await resultNames(page).allTextContents();
    expect(firstPage).toHaveLength(8);
    expect(firstPage[0]).toBe("Aarav Malhotra");

    await pager.getByRole("link", { name: "Page 2" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/discover?page=2");
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(resultNames(page).first()).not.toHaveText("Aarav Malhotra");
    const secondPage = await resultNames(page).allTextContents();
    // The seed's last four (oldest first); sign-ups from other tests may follow them.
    expect(secondPage.slice(0, 4)).toEqual([
      "Farhan Qureshi",
      "Tanvi Deshmukh",
      "Arjun Varma",
      "Ishita Banerjee",
    ]);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pager.getByRole("link", { name: /Previous/ })).toBeVisible();

    // Each card counts its profile's views (spec part 1, section 3): stored, not made up in the browser.
    await expect(page.locator("main article").filter({ hasText: "Ishita Banerjee" })).toContainText(
      /\b\d[\d,]* views?\b/,
    );
    await page.getByRole("link", { name: "Ishita Banerjee" }).click();
    await expect(page).toHaveURL("/u/ishita-banerjee");
    await expect(page.getByRole("heading", { level: 1, name: "Ishita Banerjee" })).toBeVisible();
  });
});

test("without JavaScript: the search form posts and shows results; the filters panel applies", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${Math.floor(Math.random() * 250) + 1}.7` },
  });
  const page = await context.newPage();
  await page.goto("/discover");
  await searchBox(page).fill("Priya");
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("search", { name: "Talent" }).getByRole("button", { name: "Search" }).click();
  const answer = await posted;
  expect(new URL(answer.url()).pathname).toBe("/discover");
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/discover?q=Priya");
  await expect(page).toHaveURL("/discover?q=Priya");
  await expect(resultNames(page)).toHaveText(["Priya Nair"]);
  await expect(searchBox(page)).toHaveValue("Priya");

  await page.goto("/discover");
  await filtersButton(page).click();
  const panel = filtersPanel(page);
  await panel.getByRole("checkbox", { name: "Mumbai" }).check();
  await panel.getByRole("checkbox", { name: "Actor", exact: true }).check();
  // Nothing happens until Apply (no script to apply on change).
  await expect(page).toHaveURL("/discover");
  await panel.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL("/discover?city=mumbai&role=Actor");
  await expect(resultNames(page)).toHaveText(["Aarav Malhotra"]);
  await expect(chips(page).getByRole("link", { name: /remove filter/ })).toHaveCount(2);
  await expect(chips(page).getByRole("link", { name: "Mumbai (remove filter)" })).toBeVisible();
  await expect(chips(page).getByRole("link", { name: "Actor (remove filter)" })).toBeVisible();
  // Pager and tabs are plain links.
  await page.goto("/discover");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL("/discover?page=2");
  await context.close();
});

test("a new member signs up, signs in to /discover: verify-email step, then after verifying, finish the profile", async ({
  page,
}) => {
  const person = newPerson("discover");
  await gotoHydrated(page, "/signup");
  const form = page.locator("form#signup");
  await field(form, "Full name").fill(person.name);
  await field(form, "Email").fill(person.email);
  await field(form, "Password").fill(PASSWORD);
  await field(form, "Category").selectOption({ label: "Acting" });
  await form.getByRole("checkbox", { name: /I agree to the/ }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup\?sent=1$/);

  await signIn(page, person.email, PASSWORD);
  await expect(page).toHaveURL(/\/discover$/);
  const welcome = page.getByRole("region", { name: "Welcome, Asha!" });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("Verify your email to apply, message people and write reviews.");
  await expect(welcome.getByRole("link", { name: "Resend the link" })).toHaveAttribute("href", "/account");
  await expect(welcome.getByRole("link", { name: "Finish your profile" })).toHaveCount(0);

  const email = await waitForEmail(person.email, /Verify your email/);
  await page.goto(email.link);
  await gotoHydrated(page, "/discover");
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText(
    "Finish your profile: add a photo, a short bio, your skills and your credits.",
  );
  await expect(welcome.getByText(/Verify your email/)).toHaveCount(0);
  // The new member is among the people found by name.
  await searchBox(page).pressSequentially(person.name, { delay: 20 });
  await expect(resultNames(page)).toHaveText([person.name]);

  // Issue 23, item 3: the step opens the member's own editor (it landed on the home page).
  await welcome.getByRole("link", { name: "Finish your profile" }).click();
  await expect(page).toHaveURL(/\/edit-profile\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Profile" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(person.name);
});

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test(`fits the screen, with its panels reachable (${size.name}; screenshots with E2E_SCREENSHOTS)`, async ({
      page,
    }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) => `${SHOTS}/discover-${size.name}-${name}.png`;

      await gotoHydrated(page, "/discover");
      await expectNoHorizontalScroll(page);
      await screenshotWholePage(page, shot("page"));

      await gotoHydrated(page, "/discover?q=ananya+iyr");
      await expect(resultNames(page).first()).toHaveText("Ananya Iyer");
      await expectNoHorizontalScroll(page);
      await screenshotWholePage(page, shot("misspelt"));

      await gotoHydrated(page, "/discover?city=chennai");
      await filtersButton(page).click();
      await expect(filtersPanel(page)).toBeVisible();
      await waitForPageAtRest(page);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: shot("filters-open") });
      // The panel's Apply button can be reached (scrolled into view within the panel).
      const apply = filtersPanel(page).getByRole("button", { name: "Apply filters" });
      await apply.scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport();

      await gotoHydrated(page, "/discover");
      await searchBox(page).click();
      await searchBox(page).pressSequentially("Aar", { delay: 30 });
      await expect(group(page, "Suggestions").getByRole("option").first()).toHaveText("Aarav Malhotra");
      await searchBox(page).press("ArrowDown");
      await waitForPageAtRest(page);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: shot("suggestions-open") });
    });
  });
}
