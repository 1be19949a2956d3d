import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createMember, createProfile } from "../../factories";
import { expectNoHorizontalScroll } from "../accounts/helpers";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { screenshotWholePage } from "../profiles/profile-helpers";

/**
 * Category landing pages (spec part 2, "Category landing pages"): the hero,
 * the four tabs (each its own address), the Talent tab's pager, the Join
 * form's checks and success, Category Not Found, deeper paths, server-rendered
 * metadata, accessibility, and how it looks on a phone and a desktop.
 *
 * The "stunts" category belongs to this file: the seed puts nobody in it, and
 * no other spec signs up into it, so its people are the ones made here.
 */

const SHOTS = "/tmp/shots";
const tabs = (page: Page) => page.getByRole("navigation", { name: "Category sections" });
const cardNames = (page: Page) => page.locator("main article").getByRole("heading", { level: 3 });
const professionalCount = async (page: Page) =>
  Number(((await page.getByTestId("professional-count").textContent()) ?? "").replace(/\D/g, ""));

/** `count` more members in the category (their accounts made by the factories). */
async function fillCategory(slug: string, count: number) {
  await e2eDatabase();
  for (let n = 0; n < count; n++) {
    const member = await createMember({ name: `Stunt Performer ${n}` });
    // Outside every city other specs filter on, so their searches never meet these people.
    await createProfile(member, {
      categories: [slug],
      role: "Stunt Performer",
      location: "Shillong",
      cityId: null,
    });
  }
}

test.describe("category pages", () => {
  test("hero, tabs with their own addresses, paging through Talent, and Events", async ({ page }) => {
    // The people come first: a signed-out page is kept for 10 s (decision 025), and a write made
    // beside the server, as the factories' are, does not empty that cache.
    await fillCategory("stunts", 9);
    await gotoHydrated(page, "/stunts");

    await expect(page.getByRole("heading", { level: 1, name: "Stunts" })).toBeVisible();
    const total = await professionalCount(page);
    expect(total).toBeGreaterThanOrEqual(9);
    await expect(page.getByText("High Demand")).toBeVisible();
    await expect(page.getByText("India-wide")).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Career Opportunities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Skills" })).toBeVisible();

    await tabs(page).getByRole("link", { name: "Talent" }).click();
    await expect(page).toHaveURL(/\/stunts\?tab=talent$/);
    await expect(tabs(page).getByRole("link", { name: "Talent" })).toHaveAttribute("aria-current", "page");
    await expect(cardNames(page)).toHaveCount(8);
    const firstPage = await cardNames(page).allTextContents();

    const pager = page.getByRole("navigation", { name: "Pages" });
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/stunts\?tab=talent&page=2$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cardNames(page)).toHaveCount(Math.min(8, total - 8));
    const secondPage = await cardNames(page).allTextContents();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    // Survives a reload: the tab and page are in the address.
    await page.reload();
    await expect(cardNames(page)).toHaveCount(Math.min(8, total - 8));
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(cardNames(page)).toHaveText(firstPage);
    fs.mkdirSync(SHOTS, { recursive: true });
    await screenshotWholePage(page, `${SHOTS}/category-talent-pager-desktop.png`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotWholePage(page, `${SHOTS}/category-talent-pager-phone.png`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await tabs(page).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/stunts\?tab=events$/);
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
    await expect(page.locator("main time")).toHaveCount(3);

    await tabs(page).getByRole("link", { name: "Join as Stunt Performer" }).click();
    await expect(page).toHaveURL(/\/stunts\?tab=join$/);
    await expect(page.getByRole("heading", { name: "Join as Stunt Performer" })).toBeVisible();

    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/stunts#category-sections$/);
    await expect(page.getByRole("heading", { name: "About Stunts" })).toBeVisible();
  });

  test("a category nobody is in says so on its Talent tab", async ({ page }) => {
    await gotoHydrated(page, "/category/set-decoration?tab=talent");
    await expect(page.getByText("No talent found", { exact: true })).toBeVisible();
    await expect(page.getByTestId("professional-count")).toHaveText("0 professionals");
  });

  test("Join: server-checked messages keep what was typed, then the application is sent", async ({
    page,
  }) => {
    await gotoHydrated(page, "/music");
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/music\?tab=join#category-sections$/);
    const form = page.locator("form#category-registration");
    await form.getByLabel("Full name").fill("Kabir Sen");
    await form.getByLabel("Email").fill("kabir@");
    await form.getByLabel("Phone").fill("98765");
    await form.getByLabel("Location").fill("Kolkata");
    await form.getByLabel("Bio").fill("Guitarist");
    await form.getByLabel("Portfolio link").fill("https://example.com/kabir");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(form.getByText("Please select your experience level.")).toBeVisible();
    await expect(form.getByText("Bio must be at least 10 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid portfolio URL from allowed domains.")).toBeVisible();
    await expect(form.getByText("You must agree to the terms and conditions.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Kabir Sen");
    await expect(form.getByLabel("Location")).toHaveValue("Kolkata");
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshotWholePage(page, `${SHOTS}/category-join-errors-desktop.png`);

    await form.getByLabel("Email").fill("kabir.sen@example.com");
    await form.getByLabel("Phone").fill("+91 98300 12345");
    await form.getByLabel("Experience level").selectOption("experienced");
    await form.getByLabel("Bio").fill("Session guitarist for Bengali films and indie albums.");
    await form.getByLabel("Portfolio link").fill("https://www.behance.net/kabirsen");
    await form.getByLabel(/I agree to the/).check();
    const started = Date.now();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    const success = "Registration successful! We will review your application and get back to you soon.";
    await expect(form.getByRole("status").filter({ hasText: success })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    // Posted to the category's own address while the page stays put; the form is cleared.
    await expect(page).toHaveURL(/\/music\?tab=join#category-sections$/);
    await expect(form.getByLabel("Full name")).toHaveValue("");
  });

  test("Join without JavaScript: the server checks and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/dance?tab=join");
    const form = page.locator("form#category-registration");
    await form.getByLabel("Full name").fill("Ira Kulkarni");
    await form.getByLabel("Bio").fill("Kathak");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Bio must be at least 10 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Ira Kulkarni");
    await expect(form.getByLabel("Bio")).toHaveValue("Kathak");
    await context.close();
  });

  test("unknown slugs, deeper paths and server-rendered metadata", async ({ page, request, baseURL }) => {
    const missing = await page.goto("/category/puppetry");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Categories" })).toHaveAttribute(
      "href",
      "/discover",
    );
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();

    await page.goto("/acting/some/deeper/path");
    await expect(page).toHaveURL(/\/discover$/);

    for (const path of ["/acting", "/category/acting", "/acting/acting", "/category"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}/category/acting"/>`);
      expect(html).toContain(`<meta property="og:image" content="${baseURL}/images/categories/acting.svg"/>`);
      expect(html).toContain("<title>Acting Professionals in India | Rangmanch Talent Hub</title>");
      expect(html).toContain('<meta property="og:description"');
    }
    for (const path of [
      "/category/%00",
      "/category/..%2Fetc",
      `/category/${"x".repeat(10_000)}`,
      "/acting/%E0%A4%85",
    ]) {
      expect((await request.get(path)).status(), path.slice(0, 40)).toBe(404);
    }
  });

  test("looks right on a phone (390 px) and a desktop (1280 px)", async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [name, width, height] of [
      ["phone", 390, 844],
      ["desktop", 1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const tab of ["overview", "talent", "join", "events"]) {
        await gotoHydrated(page, `/category/acting${tab === "overview" ? "" : `?tab=${tab}`}`);
        await expectNoHorizontalScroll(page);
        await screenshotWholePage(page, `${SHOTS}/category-${tab}-${name}.png`);
      }
    }
  });
});
