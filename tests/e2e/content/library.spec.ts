import { expect, gotoHydrated, test } from "../fixtures";
import { PGLITE_SMOKE } from "../tags";

test(`a visitor opens a title from a profile credit, meets its cast and watches the trailer ${PGLITE_SMOKE}`, async ({
  page,
}) => {
  await gotoHydrated(page, "/u/aarav-malhotra");
  const credit = page.getByRole("listitem").filter({ hasText: "Crime Beat Mumbai" }).first();
  await credit.getByRole("link", { name: "View in Media Library" }).click();
  await expect(page).toHaveURL(/\/media\/crime-beat-mumbai$/);
  await expect(page.getByRole("heading", { level: 1, name: "Crime Beat Mumbai" })).toBeVisible();
  await expect(page).toHaveTitle(/^Crime Beat Mumbai \(2022\) \| Series/);
  await expect(page.getByText("Director", { exact: true })).toBeVisible();
  // No pay-to-rank: the Premium block promises no place in search, and says so.
  const premium = page.getByRole("region", { name: /get discovered/ });
  await expect(premium).toContainText("Search ranks nobody higher for paying.");
  await expect(premium).not.toContainText(/appear first/i);

  // Meera Raghunathan credits herself as director on her profile: she is listed apart, as her own claim.
  await expect(page.getByRole("link", { name: /Meera Raghunathan.*the member's own claim/ })).toBeVisible();
  await page.getByRole("link", { name: /^Aarav Malhotra/ }).click();
  await expect(page).toHaveURL(/\/u\/aarav-malhotra$/);

  // A poster that fails says so, though it failed before the page came to life (spec part 1, section 4).
  await page.route("**/images/media/monsoon-letters.svg", (route) => route.abort());
  await gotoHydrated(page, "/media/monsoon-letters");
  await expect(page.getByRole("img", { name: "Monsoon Letters poster: Failed to load image" })).toBeVisible();
  await page.getByRole("button", { name: "Watch Trailer" }).click();
  const trailer = page.getByRole("dialog", { name: "Monsoon Letters: trailer" });
  await expect(trailer.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//,
  );
  // Fullscreen is allowed by `allow` alone: with `allowfullscreen` too, Chrome warns on every video page.
  await expect(trailer.locator("iframe")).toHaveAttribute("allow", /fullscreen/);
  await expect(trailer.locator("iframe")).not.toHaveAttribute("allowfullscreen");
  await page.keyboard.press("Escape");
  await expect(trailer).toBeHidden();

  // Related titles share a genre; one opens its own page.
  const related = page.getByRole("region", { name: "Related titles" });
  await related.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/media\/(?!monsoon-letters)/);
});

test("the library's tabs, multi-selects and search are kept in the address and survive a reload", async ({
  page,
}) => {
  await gotoHydrated(page, "/library");
  await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
  await expect(page.getByText("8 titles")).toBeVisible();

  await page.getByRole("button", { name: "Languages" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Tamil" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Bengali" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/language=Tamil&language=Bengali/);
  await expect(page.getByText("2 titles")).toBeVisible();

  await page.getByRole("navigation", { name: "Kind of title" }).getByRole("link", { name: "Series" }).click();
  await expect(page).toHaveURL(/type=series/);
  await expect(page.getByRole("link", { name: "Kolkata Quartet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "The Thanjavur House" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("1 title", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Kind of title" }).getByRole("link", { name: "Series" }),
  ).toHaveAttribute("aria-current", "page");

  // Search answers as the visitor types; nothing matching shows the spec's empty state and a way out.
  await page.getByLabel("Search titles").fill("no such film");
  await expect(page.getByText("No titles found matching your criteria.")).toBeVisible();
  await expect(page).toHaveURL(/q=no\+such\+film/);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText("8 titles")).toBeVisible();

  await page.getByLabel("Search titles").fill("night shift");
  await expect(page.getByText("1 title", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Crime Beat Mumbai" }).click();
  await expect(page).toHaveURL(/\/media\/crime-beat-mumbai$/);
});

test("an unknown title says Media not found, with the way back to the library", async ({ page }) => {
  const response = await page.goto("/media/no-such-title");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Media not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Library" }).click();
  await expect(page).toHaveURL(/\/library$/);
});

test("at phone width the library and a title fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/library", "/media/the-thanjavur-house"]) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
