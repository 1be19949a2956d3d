import { expect, gotoHydrated, test } from "../fixtures";

test("phone: the menu opens, navigates and closes on its own", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Join Now" }).isVisible();
  await menu.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("phone: the home search works and the page has no serious accessibility problem", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("combobox", { name: "City" }).selectOption("chennai");
  await page.getByRole("button", { name: "Find Opportunities" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming auditions in Chennai" })).toBeVisible();
  await expect(page).toHaveURL(/city=chennai$/);
  // The page fits the phone: nothing scrolls sideways.
  await page.goto("/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
