import type { Browser, BrowserContext } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";
import { canOpenAccount, createAccount, newPerson, SESSION_COOKIE } from "./helpers";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

test.describe("sign-out", () => {
  /** The old session cookie, replayed from another browser, must no longer open anything. */
  async function expectRevoked(browser: Browser, baseURL: string | undefined, oldCookies: Cookies) {
    const replay = await browser.newContext({ baseURL });
    try {
      await replay.addCookies(oldCookies);
      expect(await canOpenAccount(replay), "the old session cookie still works").toBe(false);
      const replayPage = await replay.newPage();
      await replayPage.goto("/account");
      await expect(replayPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    } finally {
      await replay.close();
    }
  }

  test("Sign Out in the account menu signs out and revokes the session on the server", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = newPerson("signout-menu");
    await createAccount(context, person);
    const oldCookies = await context.cookies();
    expect(oldCookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);

    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: `Account menu for ${person.name}` }).click();
    await expect(
      page.getByRole("dialog", { name: "Account" }).getByText(`Signed in as ${person.name}`),
    ).toBeVisible();
    const logout = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/logout"),
      { timeout: 5_000 },
    );
    await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Sign Out" }).click();
    await logout.catch(() => {
      throw new Error(
        "Sign Out sent no POST to /logout (Chromium: 'Form submission canceled because the form is not connected')",
      );
    });

    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(header.getByRole("link", { name: "Join Now" })).toBeVisible();
    await expect(header.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await expectRevoked(browser, baseURL, oldCookies);
  });

  test("the /logout action revokes the session on the server, not just the cookie", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = newPerson("signout-post");
    await createAccount(context, person);
    const oldCookies = await context.cookies();
    expect(await canOpenAccount(context)).toBe(true);

    const response = await page.request.post("/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);

    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Join Now" })).toBeVisible();
    await expectRevoked(browser, baseURL, oldCookies);

    // A GET to /logout changes nothing (and cannot be used to sign someone out from a link).
    const get = await page.request.get("/logout", { maxRedirects: 0 });
    expect(get.status()).toBe(302);
  });
});
