import { expect, gotoHydrated, test } from "../fixtures";
import { emailsTo, waitForEmail } from "../mail";

test("footer carries every link and the contact block", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const category of [
    "actors",
    "directors",
    "writers",
    "musicians",
    "cinematographers",
    "editors",
    "producers",
  ]) {
    await expect(footer.locator(`a[href="/discover?category=${category}"]`)).toHaveCount(1);
  }
  for (const href of [
    "/legal/terms",
    "/legal/privacy",
    "/legal/cookies",
    "/legal/complaints",
    "/about",
    "/contact",
    "/advertise",
    "/help",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer).toContainText("Hyderabad");
  await expect(footer.getByRole("list", { name: "Social networks" }).getByRole("link")).toHaveCount(4);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Rangmanch`);
});

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Narrower, there is no floating button (tests/e2e/shell/feedback-button.spec.ts).
for (const [width, height] of [[1600, 900]] as const) {
  test(`at the end of a page the floating Feedback button covers none of the legal links (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Both Feedback buttons are named "Give Feedback"; the floating one is the one outside the footer.
    const floating = page.getByRole("button", { name: "Give Feedback" }).and(page.locator(":not(footer *)"));
    const button = (await floating.boundingBox())!;
    const legal = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Legal" })
      .getByRole("listitem");
    await expect(legal).toHaveCount(5);
    for (const item of await legal.all()) {
      const box = (await item.boundingBox())!;
      expect(overlap(box, button), `${await item.textContent()} is under the button`).toBe(false);
    }
  });
}

test.describe("newsletter", () => {
  test("refuses a bad address with the spec's toast and keeps it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const field = page.getByRole("textbox", { name: "Email address" });
    await field.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid email")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(field).toHaveValue("not-an-address");
  });

  test("subscribes, clears the field, and accepts the same address again", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = page.getByRole("textbox", { name: "Email address" });
    const email = `fan-${Date.now()}@example.com`;
    for (let round = 0; round < 2; round++) {
      await field.fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thank you for subscribing!").last()).toBeVisible();
      await expect(page.getByText(`Confirm with the link we sent to ${email}`).last()).toBeVisible();
      await expect(field).toHaveValue("");
    }
  });

  test("double opt-in: the emailed link confirms the subscription once", async ({ page }) => {
    await gotoHydrated(page, "/");
    const email = `confirm-${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    const { link } = await waitForEmail(email, /Confirm your Rangmanch newsletter/);

    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
    await expect(page.getByText(`You'll receive our newsletter at ${email}.`)).toBeVisible();

    // The link works once.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
    expect(emailsTo(email)).toHaveLength(1);
  });
});
