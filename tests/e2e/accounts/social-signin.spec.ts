import { expect, gotoHydrated, test } from "../fixtures";
import { PGLITE_SMOKE } from "../tags";

// start-server.mjs configures "Google" against a loopback OpenID Connect
// provider (oauth2-mock-server) that signs in Oauth Tester; Facebook and
// Instagram have no credentials.
test.describe("social sign-in", () => {
  test("only configured providers are offered: unconfigured ones are not shown at all", async ({ page }) => {
    for (const path of ["/login", "/signup"]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
      for (const name of ["Facebook", "Instagram"]) {
        await expect(page.getByRole("button", { name: new RegExp(name) })).toHaveCount(0);
        await expect(page.getByRole("main").getByText(name)).toHaveCount(0);
      }
      await expect(page.getByText(/not available/)).toHaveCount(0);
    }
  });

  test("Continue with Google goes through the OpenID Connect provider and comes back signed in", {
    tag: PGLITE_SMOKE,
  }, async ({ page }) => {
    await gotoHydrated(page, "/login?redirectTo=%2Faccount");
    const seen: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest())
        seen.push(new URL(request.url()).origin + new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/, { timeout: 15_000 });
    // The spec's toast names the provider.
    await expect(page.getByText("Google authentication successful!")).toBeVisible();

    // The browser really went to the provider and back through our callback.
    expect(
      seen.some((url) => /^http:\/\/127\.0\.0\.1:\d+\/authorize$/.test(url)),
      seen.join("\n"),
    ).toBe(true);
    expect(
      seen.some((url) => /\/api\/auth\/callback\/google$/.test(url)),
      seen.join("\n"),
    ).toBe(true);

    await expect(
      page.getByRole("banner").getByRole("button", { name: "Account menu for Oauth Tester" }),
    ).toBeVisible();
    await expect(page.getByText("Signed in as oauth.tester@example.com")).toBeVisible();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    // A social-only account has no password to change.
    await expect(page.getByRole("button", { name: "Change password" })).toHaveCount(0);
  });
});
