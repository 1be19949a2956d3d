import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const TOPICS = [
  ["Getting Started", "/help/getting-started"],
  ["Account Settings", "/help/account-settings"],
  ["Portfolio Tips", "/help/portfolio-tips"],
  ["Messaging", "/help/messaging"],
  ["Job & Audition Applications", "/help/job-applications"],
] as const;

const FAQ_QUESTIONS = [
  "Is Rangmanch free to use?",
  "How do I reset my password?",
  "Who can see my profile?",
  "How do I know a casting call is genuine?",
  "How do I delete my account?",
];

function helpParts(page: Page) {
  const main = page.getByRole("main");
  return {
    main,
    search: main.getByRole("searchbox", { name: "Search help articles" }),
    status: main.getByRole("status"),
    // The topic and FAQ lists are the sections headed "…topics" and "…questions".
    topicLinks: main.getByRole("region", { name: /topics$/ }).getByRole("link"),
    faqTriggers: main.getByRole("region", { name: /questions$/ }).getByRole("button"),
  };
}

/** Everything is listed: five topics and five questions, under their unfiltered headings. */
async function expectEverythingListed(page: Page) {
  const { main, topicLinks, faqTriggers } = helpParts(page);
  await expect(main.getByRole("heading", { level: 2, name: "Popular topics" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
  await expect(topicLinks).toHaveText(TOPICS.map(([name]) => name));
  await expect(faqTriggers).toHaveText(FAQ_QUESTIONS);
}

test.describe("help center", () => {
  test("popular topics, support card, privacy link and FAQ are all there", async ({ page }) => {
    await gotoHydrated(page, "/help");
    const { main, topicLinks } = helpParts(page);
    await expect(main.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await expectEverythingListed(page);

    const popular = main.getByRole("region", { name: "Popular topics" });
    await expect(topicLinks).toHaveCount(5);
    for (const [name, href] of TOPICS) {
      await expect(popular.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const support = main.getByRole("region", { name: "Still need help?" });
    await expect(support.getByText("Support hours: 9AM-6PM IST, Mon-Fri")).toBeVisible();
    await expect(support.getByRole("link", { name: "Contact Support", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );

    await expect(main.getByRole("link", { name: "Read our Privacy Policy" })).toHaveAttribute(
      "href",
      "/legal/privacy",
    );

    // Nothing is being searched, so the live region is empty and there is no "Clear search".
    await expect(main.getByRole("status")).toBeEmpty();
    await expect(main.getByRole("button", { name: "Clear search" })).toHaveCount(0);
  });

  test("a popular topic link opens its article", async ({ page }) => {
    await gotoHydrated(page, "/help");
    await page
      .getByRole("main")
      .getByRole("region", { name: "Popular topics" })
      .getByRole("link", { name: "Portfolio Tips", exact: true })
      .click();
    await expect(page).toHaveURL(/\/help\/portfolio-tips$/);
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio Tips" })).toBeVisible();
  });

  test("the FAQ accordion has five items and only one is open at a time", async ({ page }) => {
    await gotoHydrated(page, "/help");
    const faq = page.getByRole("main").getByRole("region", { name: "Frequently asked questions" });
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(5);
    for (const trigger of await triggers.all())
      await expect(trigger).toHaveAttribute("aria-expanded", "false");

    const free = faq.getByRole("button", { name: "Is Rangmanch free to use?" });
    const reset = faq.getByRole("button", { name: "How do I reset my password?" });
    const freeAnswer = faq.getByText("Creating a profile, browsing talent, applying for jobs");
    const resetAnswer = faq.getByText("Choose Forgot password on the sign-in page");

    await free.click();
    await expect(free).toHaveAttribute("aria-expanded", "true");
    await expect(freeAnswer).toBeVisible();
    await expect(resetAnswer).toBeHidden();

    await reset.click();
    await expect(reset).toHaveAttribute("aria-expanded", "true");
    await expect(resetAnswer).toBeVisible();
    await expect(free).toHaveAttribute("aria-expanded", "false");
    await expect(freeAnswer).toBeHidden();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

    // Clicking the open item again closes it, leaving everything closed.
    await reset.click();
    await expect(reset).toHaveAttribute("aria-expanded", "false");
    await expect(resetAnswer).toBeHidden();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test("search filters topics and questions, keeps ?q= in the URL, and clears", async ({ page }) => {
    await gotoHydrated(page, "/help");
    const { main, search, status, topicLinks, faqTriggers } = helpParts(page);

    // "delete" is in one topic (Account Settings) and one question.
    await search.fill("delete");
    await expect(status).toHaveText("1 article and 1 question match “delete”.");
    await expect(main.getByRole("heading", { level: 2, name: "Matching topics" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Matching questions" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Popular topics" })).toHaveCount(0);
    await expect(topicLinks).toHaveText(["Account Settings"]);
    await expect(topicLinks).toHaveAttribute("href", "/help/account-settings");
    await expect(faqTriggers).toHaveText(["How do I delete my account?"]);
    for (const gone of ["Getting Started", "Portfolio Tips", "Messaging"]) {
      await expect(main.getByRole("link", { name: gone, exact: true })).toHaveCount(0);
    }
    await expect(main.getByRole("button", { name: "Is Rangmanch free to use?" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\?q=delete$/);

    // Words need not be next to each other, and case does not matter.
    await search.fill("RESET password");
    await expect(faqTriggers).toHaveText(["How do I reset my password?"]);
    await expect(topicLinks).toHaveText(["Account Settings"]);
    await expect(page).toHaveURL(/\/help\?q=RESET(\+|%20)password$/);

    // Nonsense: the no-match message with its contact link, and no lists at all.
    await search.fill("zzqxj");
    await expect(status).toContainText("No help articles match “zzqxj”.");
    await expect(status.getByRole("link", { name: "contact our support team" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(topicLinks).toHaveCount(0);
    await expect(faqTriggers).toHaveCount(0);
    await expect(main.getByRole("heading", { name: /topics|questions/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\?q=zzqxj$/);
    // The support card and the privacy link stay, whatever the search.
    await expect(main.getByRole("link", { name: "Contact Support", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Read our Privacy Policy" })).toBeVisible();

    // Clear search: the box is empty, ?q= is gone and everything is back.
    await main.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(status).toBeEmpty();
    await expectEverythingListed(page);
    await expect(page).toHaveURL(/\/help$/);

    // Emptying the box by hand does the same.
    await search.fill("showreel");
    await expect(topicLinks).toHaveText(["Portfolio Tips", "Job & Audition Applications"]);
    await expect(faqTriggers).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=showreel$/);
    await search.fill("");
    await expectEverythingListed(page);
    await expect(page).toHaveURL(/\/help$/);
  });

  test("an open answer stays open while the list is filtered", async ({ page }) => {
    await gotoHydrated(page, "/help");
    const { main, search } = helpParts(page);
    const question = main.getByRole("button", { name: "How do I delete my account?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await search.fill("delete");
    await expect(main.getByRole("status")).toHaveText("1 article and 1 question match “delete”.");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByText("Sign in, open Account and go to Delete account")).toBeVisible();
  });

  test("/help?q= loaded directly is filtered in the server's HTML", async ({ request }) => {
    const response = await request.get("/help?q=delete");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /<input[^>]*type="search"[^>]*value="delete"|<input[^>]*value="delete"[^>]*type="search"/,
    );
    expect(html).toContain("Matching topics");
    expect(html).toContain('href="/help/account-settings"');
    expect(html).toContain("How do I delete my account?");
    expect(html).not.toContain('href="/help/getting-started"');
    expect(html).not.toContain("Is Rangmanch free to use?");
    expect(html).not.toContain("Popular topics");

    const nothing = await (await request.get("/help?q=zzqxj")).text();
    expect(nothing).toContain("No help articles match");
    expect(nothing).toContain('href="/contact"');
  });

  test("without JavaScript the search form still filters, on the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { main, search, status, topicLinks, faqTriggers } = helpParts(page);

    await page.goto("/help?q=delete");
    await expect(search).toHaveValue("delete");
    await expect(status).toHaveText("1 article and 1 question match “delete”.");
    await expect(topicLinks).toHaveText(["Account Settings"]);
    await expect(faqTriggers).toHaveText(["How do I delete my account?"]);

    // Submitting the form loads /help?q=… and the server renders the result.
    await search.fill("zzqxj");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/help\?q=zzqxj$/);
    await expect(status).toContainText("No help articles match “zzqxj”.");
    await expect(topicLinks).toHaveCount(0);
    await expect(main.getByRole("link", { name: "contact our support team" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await context.close();
  });

  test("opening /help?q= in the browser shows the filtered list and the box filled in", async ({ page }) => {
    await gotoHydrated(page, "/help?q=genuine");
    const { search, topicLinks, faqTriggers } = helpParts(page);
    await expect(search).toHaveValue("genuine");
    await expect(topicLinks).toHaveText(["Getting Started"]);
    await expect(faqTriggers).toHaveText(["How do I know a casting call is genuine?"]);
  });
});

test.describe("help topics", () => {
  for (const [title, href] of TOPICS) {
    test(`${href} renders its article with a breadcrumb`, async ({ page }) => {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Help Center | Rangmanch`);

      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
      await expect(breadcrumb.getByRole("link", { name: "Help Center", exact: true })).toHaveAttribute(
        "href",
        "/help",
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);

      // The article has several sections, each with a heading and text.
      const article = main.getByRole("article");
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      await expect(main.getByRole("link", { name: "Back to Help Center" })).toHaveAttribute("href", "/help");

      // The other four topics are linked, not this one.
      const others = main.getByRole("navigation", { name: "Other help topics" }).getByRole("link");
      await expect(others).toHaveCount(4);
      await expect(others).toHaveText(TOPICS.filter(([name]) => name !== title).map(([name]) => name));
      await expect(main.getByRole("link", { name: "Contact Support", exact: true })).toHaveAttribute(
        "href",
        "/contact",
      );
    });
  }

  test("a topic article has the right content", async ({ page }) => {
    await gotoHydrated(page, "/help/account-settings");
    const article = page.getByRole("main").getByRole("article");
    await expect(
      article.getByRole("heading", { level: 2, name: "Change or reset your password" }),
    ).toBeVisible();
    await expect(article.getByText("expires after 30 minutes")).toBeVisible();
  });

  test("the breadcrumb leads back to the Help Center", async ({ page }) => {
    await gotoHydrated(page, "/help/messaging");
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Help Center" })
      .click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  });

  test("an unknown topic answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/help/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Rangmanch");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});
