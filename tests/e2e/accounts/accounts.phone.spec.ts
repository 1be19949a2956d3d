import { expect, gotoHydrated, test } from "../fixtures";
import { expectNoHorizontalScroll, field, holdNextPost, newPerson } from "./helpers";

test("sign up and sign in at phone width: the header and the mobile menu show the account, nothing scrolls sideways", async ({
  page,
}) => {
  const person = newPerson("phone");
  await gotoHydrated(page, "/signup");
  await expectNoHorizontalScroll(page);

  // Signed out, the mobile menu offers Join Now and Sign In.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Join Now" })).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  // The closing menu still covers the page (and blocks pointer events) until it is gone.
  await expect(menu).toBeHidden();
  await expect(menu).toBeHidden();

  const form = page.locator("form#signup");
  await field(form, "Full name").fill(person.name);
  await field(form, "Email").fill(person.email);
  await field(form, "Password").fill(person.password);
  await field(form, "Category").selectOption({ label: "Acting" });
  await form.getByRole("checkbox", { name: /I agree to the/ }).check();
  const held = await holdNextPost(page, "**/signup.data*");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
  held.release();

  // Sign-up never signs in: Check Your Email, with a way on to sign in.
  await expect(page).toHaveURL(/\/signup\?sent=1$/);
  const sent = page
    .getByRole("status")
    .filter({ hasText: "Please check your email to verify your account." });
  await expect(sent).toBeVisible();
  await expectNoHorizontalScroll(page);
  await sent.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const login = page.locator("form#login");
  await field(login, "Email").fill(person.email);
  await field(login, "Password").fill(person.password);
  await login.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/discover$/);

  const header = page.getByRole("banner");
  const accountMenu = header.getByRole("button", { name: `Account menu for ${person.name}` });
  await expect(accountMenu).toBeVisible();
  await expect(header.getByRole("link", { name: "Join Now" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Join Now" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", `/u/${person.username}`);
  await menu.getByRole("button", { name: "Close menu" }).click();
  // The closing menu still covers the page (and blocks pointer events) until it is gone.
  await expect(menu).toBeHidden();

  await accountMenu.click();
  await expect(
    page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "Account Settings" }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  // Unverified accounts may sign in (and browse and edit); the page says the address waits.
  await expect(page.getByText("Not verified", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
