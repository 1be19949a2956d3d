import { expect, gotoHydrated, test } from "../fixtures";
import { emailsTo } from "../mail";
import { PGLITE_SMOKE } from "../tags";

test.describe("contact", () => {
  test("required fields are checked and what was typed is kept", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ishaan");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ishaan@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a subject")).toBeVisible();
    await expect(page.getByText("Please enter a message", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Ishaan");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("ishaan@");
  });

  test("sends: 'Sending...' for 1.5 s with the button disabled, then success and a clear form", {
    tag: PGLITE_SMOKE,
  }, async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ishaan Kapoor");
    const email = `ishaan-${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Subject").fill("Listing my theatre group");
    await page.getByLabel("Message").fill("Can we list our Hindi theatre company?");
    const started = Date.now();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(
      page.getByRole("status").filter({ hasText: "Your message has been sent successfully!" }),
    ).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    // The sender is told by email that the message arrived.
    await expect
      .poll(() => emailsTo(email, /We received your message/).map((message) => message.text))
      .toEqual([expect.stringContaining('We received your message "Listing my theatre group"')]);
  });

  test("without JavaScript the server still checks and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("No Script");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill all required fields")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("No Script");
    await context.close();
  });
});

test.describe("advertise", () => {
  test("media-kit page: claims, buttons, and a stored sales enquiry", async ({ page }) => {
    await gotoHydrated(page, "/advertise");
    for (const claim of ["500K+", "85%", "7.2M"])
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Media Kit" })).toHaveAttribute(
      "href",
      "/downloads/rangmanch-media-kit.pdf",
    );
    await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#formats");

    await page.getByRole("button", { name: "Contact Sales" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Neha Rao");
    await dialog.getByLabel("Work email").fill("neha@brand.example");
    await dialog.getByLabel("Phone").fill("call me");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByText("Please enter your company or brand")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Neha Rao");

    await dialog.getByLabel("Company or brand").fill("Filmi Chai");
    await dialog.getByLabel("Phone").fill("+91 98480 22338");
    await dialog.getByLabel("Budget").selectOption("₹5–20 lakh");
    await dialog.getByLabel("About your campaign").fill("Sponsoring auditions in Hyderabad");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByText("Our sales team will contact you within one business day.")).toBeVisible();
  });

  test("the media kit downloads as a PDF", async ({ request }) => {
    const response = await request.get("/downloads/rangmanch-media-kit.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });
});
