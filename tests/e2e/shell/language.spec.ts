import { expect, gotoHydrated, test } from "../fixtures";

/**
 * Choosing the language (docs/decisions/074-i18n-paraglide.md): a browser that asks for Hindi gets
 * Hindi at once, the switcher keeps the page and its query, and the choice holds on the next page.
 */
test.describe("language", () => {
  test.use({ locale: "hi-IN" });

  test("a browser that asks for Hindi gets Hindi at once; the switcher goes to English on the same page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/auditions?tab=completed");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const nav = page.getByRole("navigation", { name: "मुख्य" });
    await expect(nav.getByRole("link", { name: "ऑडिशन", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The list's canonical address is its own (the tab is not part of it), in the page's language.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/auditions\?lang=hi$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      /\/auditions$/,
    );

    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/auditions\?tab=completed$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Auditions" }),
    ).toBeVisible();

    // The choice is the visitor's now: the next page is in English although the browser asks for Hindi.
    await gotoHydrated(page, "/jobs");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.getByRole("contentinfo").getByRole("button", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "काम के लिंक" })).toBeVisible();
  });

  test("hydrates in Hindi without a warning, and a missing page says so in Hindi", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
    });
    await gotoHydrated(page, "/?lang=hi");
    await expect(page.getByRole("link", { name: "साइन इन" }).first()).toBeAttached();
    const response = await page.goto("/no-such-page?lang=hi");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page).toHaveTitle("पेज नहीं मिला | Rangmanch");
    expect(warnings).toEqual([]);
  });
});
