import { expect, gotoHydrated, test } from "../fixtures";
import {
  canOpenAccount,
  createAccount,
  field,
  NEW_PASSWORD,
  newPerson,
  signedInContext,
  signIn,
} from "./helpers";

test.describe("account settings", () => {
  test("is only for signed-in people", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  });

  test("change password: the current one is checked; success signs out the other device", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = newPerson("change-password");
    await createAccount(context, person);
    const otherDevice = await signedInContext(browser, baseURL, person);
    try {
      await gotoHydrated(page, "/account");
      const card = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Change password" }) });
      await field(card, "Current password").fill("Not#MyPassword1");
      await field(card, "New password").fill(NEW_PASSWORD);
      await field(card, "Confirm new password").fill(NEW_PASSWORD);
      await card.getByRole("button", { name: "Change password" }).click();
      await expect(card.getByText("Your current password is not correct.", { exact: true })).toBeVisible();
      expect(await canOpenAccount(otherDevice)).toBe(true);

      await field(card, "Current password").fill(person.password);
      await field(card, "New password").fill(NEW_PASSWORD);
      await field(card, "Confirm new password").fill(NEW_PASSWORD);
      await card.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByText("Password changed")).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);

      // This device stays signed in (with a fresh session); the other one is signed out.
      expect(await canOpenAccount(context)).toBe(true);
      expect(await canOpenAccount(otherDevice)).toBe(false);

      await context.clearCookies();
      await signIn(page, person.email, person.password);
      await expect(page.getByRole("alert")).toContainText("Invalid email or password. Please try again.");
      await signIn(page, person.email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/auditions$/);
    } finally {
      await otherDevice.close();
    }
  });

  test("sessions: both devices are listed, and Sign out ends the other one", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = newPerson("sessions");
    await createAccount(context, person);
    const otherDevice = await signedInContext(browser, baseURL, person);
    try {
      await gotoHydrated(page, "/account");
      const sessions = page.locator("li").filter({ hasText: "Since " });
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
      const other = sessions.filter({ has: page.getByRole("button", { name: "Sign out" }) });
      await expect(other).toHaveCount(1);

      await other.getByRole("button", { name: "Sign out" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "That device has been signed out." }),
      ).toBeVisible();
      await expect(sessions).toHaveCount(1);
      await expect(sessions).toContainText("This device");
      expect(await canOpenAccount(otherDevice)).toBe(false);
      expect(await canOpenAccount(context)).toBe(true);
    } finally {
      await otherDevice.close();
    }
  });

  test("delete account: needs DELETE and the password, then signs out for good", async ({
    page,
    context,
  }) => {
    const person = newPerson("delete");
    await createAccount(context, person);

    await gotoHydrated(page, "/account");
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Delete my account" }) });
    await field(form, "Type DELETE to confirm").fill("delete");
    await field(form, "Your password").fill(person.password);
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(form.getByText("Type DELETE to confirm.", { exact: true })).toBeVisible();

    await field(form, "Type DELETE to confirm").fill("DELETE");
    await field(form, "Your password").fill("Not#MyPassword1");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(form.getByText("Your password is not correct.", { exact: true })).toBeVisible();
    expect(await canOpenAccount(context)).toBe(true);

    await field(form, "Type DELETE to confirm").fill("DELETE");
    await field(form, "Your password").fill(person.password);
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Join Now" })).toBeVisible();
    expect(await canOpenAccount(context)).toBe(false);

    await signIn(page, person.email, person.password);
    await expect(page.getByRole("alert")).toContainText("Invalid email or password. Please try again.");
  });
});
