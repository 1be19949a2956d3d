import { createAccount, newPerson, signIn } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test("a profile saved while signed out is kept in the browser and joins the account at sign-in", async ({
  browser,
  baseURL,
  page,
}) => {
  const person = newPerson("saver");
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup, person);
  await setup.close();

  // Signed out: Save keeps it in this browser (the spec's localStorage).
  await gotoHydrated(page, "/u/meera-raghunathan");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Save Meera Raghunathan" }).click();
  await expect(page.getByText("Saved to your favorites")).toBeVisible();
  await expect(page.getByText("Saved on this device. Sign in to keep it in your account.")).toBeVisible();
  const saved = main.getByRole("button", { name: "Saved Meera Raghunathan" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favorites") ?? "[]"));
  expect(stored).toEqual([expect.objectContaining({ kind: "profile", id: expect.any(String) })]);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  // Signing in merges it into the account, and the browser's copy is cleared.
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/auditions$/);
  await expect(page.getByText("Items you saved on this device are now in your favorites")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("favorites"))).toBeNull();

  await page.getByRole("button", { name: `Account menu for ${person.name}` }).click();
  await page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${person.username}$`));
  const favorites = page.getByRole("region", { name: "My Favorites" });
  await expect(favorites.getByRole("tab", { name: "All (1)" })).toBeVisible();
  await expect(favorites.getByRole("tab", { name: "Talent (1)" })).toBeVisible();
  await expect(favorites.getByRole("link", { name: "Meera Raghunathan" })).toHaveAttribute(
    "href",
    "/u/meera-raghunathan",
  );

  // Meera's page now says Saved from the account, not the browser.
  await gotoHydrated(page, "/u/meera-raghunathan");
  await expect(saved).toHaveAttribute("aria-pressed", "true");
});
