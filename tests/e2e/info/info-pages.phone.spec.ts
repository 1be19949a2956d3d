import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";
import { searchHelpAndSettle } from "./help-search";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("phone: the help search filters and the FAQ opens one answer at a time", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const main = page.getByRole("main");
  const search = main.getByRole("searchbox", { name: "Search help articles" });
  await expect(search).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await search.fill("delete");
  await expect(main.getByRole("status")).toHaveText("1 article and 1 question match “delete”.");
  await expect(main.getByRole("region", { name: "Matching topics" }).getByRole("link")).toHaveText([
    "Account Settings",
  ]);
  const question = main.getByRole("button", { name: "How do I delete my account?" });
  await expect(main.getByRole("region", { name: "Matching questions" }).getByRole("button")).toHaveCount(1);
  await expect(page).toHaveURL(/\/help\?q=delete$/);

  // The site scrolls to the top on every change of query (and again 100 ms later), so a tap straight
  // after ?q= changes could land on a moved target: the answer is opened from the keyboard instead.
  await question.focus();
  await question.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(main.getByText("type DELETE, enter your password and press Delete my account")).toBeVisible();

  await main.getByRole("button", { name: "Clear search" }).click();
  const faq = main.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.getByRole("button")).toHaveCount(5);
  // Still open after clearing; opening another closes it.
  await expect(question).toHaveAttribute("aria-expanded", "true");
  const free = faq.getByRole("button", { name: "Is Rangmanch free to use?" });
  await expect(page).toHaveURL(/\/help$/);
  await free.focus();
  await free.press("Enter");
  await expect(free).toHaveAttribute("aria-expanded", "true");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  await expect(faq.getByText("Creating a profile, browsing talent")).toBeVisible();
  await expectNoSidewaysScroll(page);

  await searchHelpAndSettle(page, search, "zzqxj");
  await expect(main.getByRole("status")).toContainText("No help articles match “zzqxj”.");
  await expect(main.getByRole("link", { name: "contact our support team" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("phone: the plan cards are stacked, readable and fit the screen", async ({ page }) => {
  await gotoHydrated(page, "/subscription?plan=annual");
  const plans = page.getByRole("main").getByRole("region", { name: "Choose your plan" });
  const monthly = plans
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Monthly", exact: true }) });
  const annual = plans
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Annual", exact: true }) });

  const viewport = page.viewportSize()!;
  const first = (await monthly.boundingBox())!;
  const second = (await annual.boundingBox())!;
  // One above the other, each (nearly) the full width and inside the screen.
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(Math.abs(first.x - second.x)).toBeLessThan(1);
  for (const box of [first, second]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.width).toBeGreaterThan(viewport.width * 0.8);
  }

  await expect(monthly.getByText("₹499", { exact: true })).toBeVisible();
  await expect(annual.getByText("₹4,788", { exact: true })).toBeVisible();
  await expect(annual.getByText("SAVE 20%", { exact: true })).toBeVisible();
  await expect(annual.getByText("Selected", { exact: true })).toBeVisible();
  await expect(annual.locator('[aria-current="true"]')).toHaveCount(1);
  // Prices are large enough to read on a phone.
  const priceSize = await monthly
    .getByText("₹499", { exact: true })
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(priceSize).toBeGreaterThanOrEqual(16);

  await expect(
    page.getByRole("main").getByRole("button", { name: "Payments are coming soon" }),
  ).toBeDisabled();
  await expectNoSidewaysScroll(page);
});

test("phone: the legal page breadcrumb is visible and the page fits", async ({ page }) => {
  await gotoHydrated(page, "/legal/terms");
  const main = page.getByRole("main");
  const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toBeVisible();
  await expect(breadcrumb).toBeInViewport();
  await expect(breadcrumb.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(breadcrumb.getByText("Terms of Service", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(main.getByText(/^Last updated: /)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("phone: a tapped FAQ question opens, and a second one closes the first", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const faq = page.getByRole("main").getByRole("region", { name: "Frequently asked questions" });
  const profile = faq.getByRole("button", { name: "Who can see my profile?" });
  const genuine = faq.getByRole("button", { name: "How do I know a casting call is genuine?" });
  await profile.tap();
  await expect(profile).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/Your public profile \(name, role, location/)).toBeInViewport();
  await genuine.tap();
  await expect(genuine).toHaveAttribute("aria-expanded", "true");
  await expect(profile).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/Your public profile \(name, role, location/)).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test("phone: the about page fits the screen", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
