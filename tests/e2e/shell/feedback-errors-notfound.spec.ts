import { expect, gotoHydrated, test } from "../fixtures";

test.describe("feedback dialog", () => {
  test("floating: submit shows thanks, then resets and closes after two seconds", async ({ page }) => {
    // The floating button shows where the margin beside the page can hold it (issue 23, item 10).
    await page.setViewportSize({ width: 1600, height: 900 });
    await gotoHydrated(page, "/help");
    await page.getByRole("button", { name: "Give Feedback" }).and(page.locator(":not(footer *)")).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "Issue" }).check();
    await dialog.locator("label").filter({ hasText: "4 stars" }).click();
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await dialog.getByRole("textbox", { name: "Your feedback" }).fill("The help search is handy");
    await dialog.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you for feedback!" })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });

    await page.getByRole("button", { name: "Give Feedback" }).and(page.locator(":not(footer *)")).click();
    await expect(page.getByRole("radio", { name: "Suggestion" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Your feedback" })).toHaveValue("");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("inline: the footer's Give Feedback opens the same dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Give Feedback" }).click();
    await expect(page.getByRole("dialog").getByText("Share your feedback")).toBeVisible();
  });
});

test("unknown path: the not-found page with its links and category shortcuts, status 404", async ({
  page,
}) => {
  const response = await page.goto("/acting-workshops-2026");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  const quick = page.getByRole("navigation", { name: "Quick links" });
  for (const name of ["Home", "Discover Talent", "Job Listings", "Auditions", "Contact Us"]) {
    await expect(quick.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Acting", exact: true })).toHaveAttribute(
    "href",
    "/category/acting",
  );
});

test("Go Back returns to the previous page", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.goto("/nowhere-at-all");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a failed page shows the error screen, and Try again recovers", async ({ page }) => {
  await gotoHydrated(page, "/");
  let fail = true;
  await page.route("**/about.data*", (route) =>
    fail ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  await expect(page).toHaveURL(/\/about$/);
});
