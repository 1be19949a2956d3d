import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";
import { emailsTo, waitForEmail } from "../mail";
import {
  canOpenAccount,
  createAccount,
  field,
  NEW_PASSWORD,
  newPerson,
  signIn,
  uniqueEmail,
} from "./helpers";

const INVALID = "Invalid email or password. Please try again.";
const LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";

async function requestReset(page: Page, email: string) {
  await gotoHydrated(page, "/forgot-password");
  const form = page.locator("form#forgot-password");
  await field(form, "Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
}

test.describe("password reset", () => {
  test("the form, Check Your Email (30 minutes, spam) and Send Again; the same for an unknown address", async ({
    page,
    context,
  }) => {
    const person = newPerson("forgot");
    await createAccount(context, person);
    await context.clearCookies();

    await gotoHydrated(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");

    const form = page.locator("form#forgot-password");
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(form.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();

    await requestReset(page, person.email);
    const sent = page.getByRole("status").filter({ hasText: "30 minutes" });
    await expect(sent).toContainText("The link expires in 30 minutes.");
    await expect(sent).toContainText("Check your spam folder.");
    const knownText = (await sent.textContent()) ?? "";
    await sent.getByRole("button", { name: "Send Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

    const nobody = uniqueEmail("nobody");
    await requestReset(page, nobody);
    await expect(page.getByRole("status").filter({ hasText: "30 minutes" })).toHaveText(knownText);

    await waitForEmail(person.email, /Reset your Rangmanch password/);
    expect(emailsTo(nobody), "no email to an address without an account").toHaveLength(0);
  });

  test("the emailed link sets a new password once, and signs out every other session", async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson("reset");
    const otherDevice = await browser.newContext({ baseURL });
    try {
      await createAccount(otherDevice, person);
      expect(await canOpenAccount(otherDevice)).toBe(true);

      await requestReset(page, person.email);
      const email = await waitForEmail(person.email, /Reset your Rangmanch password/);
      expect(email.text).toContain("expires in 30 minutes");
      expect(email.link).toMatch(/^http:\/\/localhost:\d+\/api\/auth\/reset-password\//);

      await page.goto(email.link);
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
      const form = page.locator("form#reset-password");

      // The same rules as sign-up, and the two must match.
      await field(form, "New password").fill("password");
      await field(form, "Confirm new password").fill("password");
      await form.getByRole("button", { name: "Set New Password" }).click();
      await expect(
        form.getByText("Password does not meet security requirements", { exact: true }),
      ).toBeVisible();
      await field(form, "New password").fill(NEW_PASSWORD);
      await field(form, "Confirm new password").fill(`${NEW_PASSWORD}x`);
      await form.getByRole("button", { name: "Set New Password" }).click();
      await expect(form.getByText("Passwords do not match.", { exact: true })).toBeVisible();

      await field(form, "Confirm new password").fill(NEW_PASSWORD);
      await form.getByRole("button", { name: "Set New Password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Password updated")).toBeVisible();

      // Every other session was signed out.
      expect(await canOpenAccount(otherDevice)).toBe(false);

      await signIn(page, person.email, person.password);
      await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
      await signIn(page, person.email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/auditions$/);

      // The link works once.
      await page.goto(email.link);
      await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
      await expect(page.getByRole("heading", { level: 1, name: "Link expired" })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(LINK_INVALID);
      await expect(page.getByRole("link", { name: "Send a new link" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
    } finally {
      await otherDevice.close();
    }
  });

  test("a made-up token is refused when the new password is submitted", async ({ page }) => {
    await gotoHydrated(page, "/reset-password?token=not-a-real-token");
    const form = page.locator("form#reset-password");
    await field(form, "New password").fill(NEW_PASSWORD);
    await field(form, "Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: LINK_INVALID })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?token=not-a-real-token$/);
  });
});
