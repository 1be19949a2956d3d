import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";
import { PGLITE_SMOKE } from "../tags";
import { createAccount, field, holdNextPost, newPerson, PASSWORD, SESSION_COOKIE, signIn } from "./helpers";

const SUCCESS = "Account created successfully! Please check your email to verify your account.";

const MESSAGES = {
  nameShort: "Full name must be at least 2 characters.",
  nameCharacters: "Name can only contain letters, spaces, hyphens and apostrophes.",
  email: "Please enter a valid email address.",
  passwordWeak: "Password does not meet security requirements",
  passwordShort: "Password must be at least 8 characters.",
  category: "Please select a category.",
  terms: "You must agree to the terms and conditions.",
};

test.describe("sign-up form in the browser", () => {
  test("shows the spec's messages and keeps what was typed; the meter follows the password", async ({
    page,
  }) => {
    await gotoHydrated(page, "/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Join Rangmanch" })).toBeVisible();
    const form = page.locator("form#signup");
    const meter = page.locator("#password-strength");
    await expect(meter).toContainText("Password strength: Enter a password");

    const password = field(form, "Password");
    // Issue 23, item 12: a password the form refuses never reads better than Weak ("password" read Good).
    for (const refused of ["aaa", "abc", "Abc", "password", "Kathak2026Dance"]) {
      await password.fill(refused);
      await expect(meter).toContainText("Password strength: Weak");
    }
    await expect(meter).toContainText("Password must contain at least one special character");
    await password.fill(PASSWORD);
    await expect(meter).toContainText("Password strength: Very strong password");
    await expect(meter.getByRole("listitem")).toHaveCount(0);

    await field(form, "Full name").fill("A");
    await field(form, "Email").fill("not-an-email");
    await password.fill("password");
    await form.getByRole("button", { name: "Create Account" }).click();

    for (const message of [
      MESSAGES.nameShort,
      MESSAGES.email,
      MESSAGES.passwordWeak,
      MESSAGES.category,
      MESSAGES.terms,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/signup$/);
    await expect(field(form, "Full name")).toHaveValue("A");
    await expect(field(form, "Email")).toHaveValue("not-an-email");
    await expect(field(form, "Full name")).toHaveAttribute("aria-invalid", "true");

    // Fixing a field clears its message as you type.
    await field(form, "Full name").fill("Asha Verma");
    await expect(form.getByText(MESSAGES.nameShort)).toBeHidden();
    await field(form, "Full name").fill("R2-D2");
    await expect(form.getByText(MESSAGES.nameCharacters, { exact: true })).toBeVisible();
  });

  test("a valid sign-up: Creating Account..., Check Your Email, the email and its link, then sign in to /discover", {
    tag: PGLITE_SMOKE,
  }, async ({ page }) => {
    const person = newPerson("signup");
    await gotoHydrated(page, "/signup");
    const form = page.locator("form#signup");
    await field(form, "Full name").fill(person.name);
    await field(form, "Email").fill(`  ${person.email.toUpperCase()}  `);
    await field(form, "Password").fill(person.password);
    await field(form, "Category").selectOption({ label: "Acting" });
    await form.getByRole("checkbox", { name: /I agree to the/ }).check();

    const held = await holdNextPost(page, "**/signup.data*");
    await form.getByRole("button", { name: "Create Account" }).click();
    const busy = form.getByRole("button", { name: "Creating Account..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    held.release();

    // Sign-up never signs in (a registered address gets this same answer): the check-your-email view.
    await expect(page).toHaveURL(/\/signup\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
    const sent = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Join Now" })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);

    // The address was trimmed and lowercased, and the verification email went there. Its link
    // verifies without signing in and lands on the sign-in page.
    const email = await waitForEmail(person.email, /Verify your email/);
    expect(email.text).toContain(`Hi ${person.name}`);
    expect(email.link).toMatch(/^http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=/);
    await page.goto(email.link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your email is verified. Sign in to continue." }),
    ).toBeVisible();
    await expect(header.getByRole("button", { name: /Account menu/ })).toHaveCount(0);

    await signIn(page, person.email, person.password, { path: "/login?verified=1" });
    // Verified, and signed up in Acting: an actor lands on the auditions (routes/login.tsx).
    await expect(page).toHaveURL(/\/auditions$/);
    const menu = header.getByRole("button", { name: `Account menu for ${person.name}` });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(person.name);
    await expect(header.getByRole("link", { name: "Join Now" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("href", `/u/${person.username}`);
    await menu.click();
    await expect(
      page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "My Profile" }),
    ).toHaveAttribute("href", `/u/${person.username}`);
    await page.keyboard.press("Escape");

    await gotoHydrated(page, "/account");
    await expect(page.getByText(`Signed in as ${person.email}`)).toBeVisible();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expect(page.getByText("Not verified", { exact: true })).toHaveCount(0);
  });

  test("an address that already has an account gets the same Check Your Email view, and no session", async ({
    page,
    context,
  }) => {
    const person = newPerson("signup-twice");
    await createAccount(context, person);
    await context.clearCookies();

    await gotoHydrated(page, "/signup");
    const form = page.locator("form#signup");
    await field(form, "Full name").fill("Someone Else");
    await field(form, "Email").fill(person.email);
    await field(form, "Password").fill("Another#Pass42");
    await field(form, "Category").selectOption({ label: "Acting" });
    await form.getByRole("checkbox", { name: /I agree to the/ }).check();
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/signup\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await waitForEmail(person.email, /already have a Rangmanch account/);
  });
});

test.describe("sign-up form without JavaScript (the server's own checks)", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the spec's messages, keeps what was typed and drops the password", async ({
    page,
  }) => {
    await page.goto("/signup");
    const form = page.locator("form#signup");
    await field(form, "Full name").fill("R2-D2");
    await field(form, "Email").fill("someone@nowhere");
    await field(form, "Password").fill("Short1!");
    const responsePromise = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/signup",
    );
    await form.getByRole("button", { name: "Create Account" }).click();
    expect((await responsePromise).status()).toBe(400);

    for (const message of [MESSAGES.nameCharacters, MESSAGES.email, MESSAGES.category, MESSAGES.terms]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText(MESSAGES.passwordShort, { exact: true })).toBeVisible();
    await expect(field(form, "Full name")).toHaveValue("R2-D2");
    await expect(field(form, "Email")).toHaveValue("someone@nowhere");
    await expect(field(form, "Password")).toHaveValue("");

    await field(form, "Full name").fill("Asha Verma");
    await field(form, "Password").fill("password");
    await field(form, "Category").selectOption({ label: "Acting" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText(MESSAGES.passwordWeak, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.terms, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.category, { exact: true })).toHaveCount(0);
    await expect(field(form, "Category")).toHaveValue("acting");
    await expect(field(form, "Password")).toHaveValue("");
  });
});
