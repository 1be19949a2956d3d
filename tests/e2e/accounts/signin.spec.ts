import { expect, gotoHydrated, test } from "../fixtures";
import {
  createAccount,
  field,
  holdNextPost,
  newPerson,
  SESSION_COOKIE,
  signIn,
  uniqueEmail,
} from "./helpers";

const INVALID = "Invalid email or password. Please try again.";

test.describe("sign-in", () => {
  test("a wrong password and an unknown email get the same message, and the email stays", async ({
    page,
    context,
  }) => {
    const person = newPerson("signin-wrong");
    await createAccount(context, person);
    await context.clearCookies();

    await signIn(page, person.email, "Wrong#Password1");
    const form = page.locator("form#login");
    await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(field(form, "Email")).toHaveValue(person.email);

    await signIn(page, uniqueEmail("nobody"), "Wrong#Password1");
    await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();

    // The form's own checks, before anything is sent.
    await gotoHydrated(page, "/login");
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(form.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();
    await expect(form.getByText("Password is required.", { exact: true })).toBeVisible();
  });

  test("Signing in..., then an actor's auditions with Login successful! and the account menu", async ({
    page,
    context,
  }) => {
    const person = newPerson("signin-ok");
    await createAccount(context, person);
    await context.clearCookies();

    await gotoHydrated(page, "/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    const form = page.locator("form#login");
    await field(form, "Email").fill(person.email.toUpperCase());
    await field(form, "Password").fill(person.password);
    const held = await holdNextPost(page, "**/login.data*");
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    const busy = form.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    held.release();

    // An actor (the Acting category) with no page to return to: the auditions (routes/login.tsx).
    await expect(page).toHaveURL(/\/auditions$/);
    await expect(
      page.getByRole("banner").getByRole("button", { name: `Account menu for ${person.name}` }),
    ).toBeVisible();
    await expect(page.getByText("Login successful!"), "the sign-in toast on /auditions").toBeVisible();

    // Signed in, /login sends you on.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/auditions$/);
  });

  test("?redirectTo brings you back to the page you were sent from", async ({ page, context }) => {
    const person = newPerson("signin-back");
    await createAccount(context, person);
    await context.clearCookies();

    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const form = page.locator("form#login");
    await field(form, "Email").fill(person.email);
    await field(form, "Password").fill(person.password);
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expect(page.getByText("Login successful!")).toBeVisible();

    // Another site's address is not followed.
    await context.clearCookies();
    await signIn(page, person.email, person.password, { path: "/login?redirectTo=//evil.example/x" });
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/discover$/);
  });

  test("remember me: without it a browser-session cookie, with it one that lasts 30 days", async ({
    page,
    context,
  }) => {
    const person = newPerson("signin-remember");
    await createAccount(context, person);
    await context.clearCookies();

    const sessionCookie = async () => {
      const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
      expect(cookie, `the ${SESSION_COOKIE} cookie`).toBeDefined();
      expect(cookie!.httpOnly).toBe(true);
      expect(cookie!.sameSite).toBe("Lax");
      expect(cookie!.path).toBe("/");
      return cookie!;
    };

    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/auditions$/);
    expect((await sessionCookie()).expires, "a cookie that ends with the browser session").toBe(-1);

    await context.clearCookies();
    await signIn(page, person.email, person.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/auditions$/);
    const thirtyDays = Date.now() / 1000 + 30 * 24 * 60 * 60;
    const { expires } = await sessionCookie();
    expect(Math.abs(expires - thirtyDays), "seconds away from 30 days from now").toBeLessThan(10 * 60);
  });

  test("after five wrong passwords the sixth attempt is refused with 429, even with the right one", async ({
    page,
    context,
  }) => {
    const person = newPerson("signin-limit");
    await createAccount(context, person);
    await context.clearCookies();

    const isLoginPost = (response: { url(): string; request(): { method(): string } }) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login");

    await gotoHydrated(page, "/login");
    const form = page.locator("form#login");
    await field(form, "Email").fill(person.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await field(form, "Password").fill(`Wrong#Password${attempt}`);
      const response = page.waitForResponse(isLoginPost);
      await form.getByRole("button", { name: "Sign In", exact: true }).click();
      expect((await response).status(), `attempt ${attempt}`).toBe(401);
      await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
    }

    await field(form, "Password").fill(person.password);
    const sixth = page.waitForResponse(isLoginPost);
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    expect((await sixth).status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText(
      /Too many attempts\. Please try again in \d+ seconds\./,
    );
    await expect(page).toHaveURL(/\/login$/);

    // The same answer without the browser's form handling.
    const direct = await context.request.post("/login", {
      form: { email: person.email, password: person.password },
      maxRedirects: 0,
    });
    expect(direct.status()).toBe(429);
    expect(await direct.text()).toContain("Too many attempts");
  });
});
