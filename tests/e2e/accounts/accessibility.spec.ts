import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";
import { createAccount, field, newPerson, uniqueEmail } from "./helpers";

test.describe("accessibility of the account pages", () => {
  for (const path of [
    "/signup",
    "/signup?sent=1",
    "/login",
    "/login?verified=1",
    "/forgot-password",
    "/reset-password?token=some-token",
  ]) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the forms with their error messages showing", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please select a category.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await gotoHydrated(page, "/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Password is required.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/forgot-password's Check Your Email view", async ({ page }) => {
    await gotoHydrated(page, "/forgot-password");
    await field(page.locator("form#forgot-password"), "Email").fill(uniqueEmail("axe"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/reset-password with an invalid link", async ({ page }) => {
    await gotoHydrated(page, "/reset-password?error=INVALID_TOKEN");
    await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/account", async ({ page, context }) => {
    const person = newPerson("axe");
    await createAccount(context, person);
    await gotoHydrated(page, "/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
