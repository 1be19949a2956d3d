import { createAccount, newPerson, signIn } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test("one account follows another: the state, the count and the toasts, kept after a reload", async ({
  browser,
  page,
}) => {
  const followed = newPerson("followed");
  const fan = newPerson("fan");
  const followedContext = await browser.newContext();
  await createAccount(followedContext, followed);
  await createAccount(page.context(), fan);

  await gotoHydrated(page, `/u/${followed.username}`);
  const main = page.getByRole("main");
  await expect(main.getByText("0 followers")).toBeVisible();
  await main.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Following successfully")).toBeVisible();
  await expect(main.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
  await expect(main.getByText("1 follower", { exact: true })).toBeVisible();

  await page.reload();
  await expect(main.getByRole("button", { name: "Following" })).toBeVisible();

  // The followed person sees it on their own profile (and no Follow button there).
  const theirPage = await followedContext.newPage();
  await theirPage.goto(`/u/${followed.username}`);
  await expect(theirPage.getByText("This is your profile · 1 follower")).toBeVisible();
  await expect(theirPage.getByRole("main").getByRole("button", { name: /^Follow/ })).toHaveCount(0);
  await followedContext.close();

  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await main.getByRole("button", { name: "Following" }).click();
  await expect(page.getByText("Unfollowed successfully")).toBeVisible();
  await expect(main.getByText("0 followers")).toBeVisible();
});

test("a signed-out visitor who presses Follow signs in and comes back to the profile", async ({
  browser,
  page,
}) => {
  const person = newPerson("returning");
  const setup = await browser.newContext();
  await createAccount(setup, person);
  await setup.close();

  await gotoHydrated(page, "/u/meera-raghunathan");
  await page.getByRole("main").getByRole("button", { name: "Follow" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fu%2Fmeera-raghunathan$/);
  await signIn(page, person.email, person.password, { path: page.url().replace(/^https?:\/\/[^/]+/, "") });
  await expect(page).toHaveURL(/\/u\/meera-raghunathan$/);
  await expect(page.getByRole("main").getByRole("button", { name: "Follow" })).toBeVisible();
});

test("another account endorses a skill once, with the spec's toast", async ({ page }) => {
  const fan = newPerson("endorser");
  await createAccount(page.context(), fan);
  await gotoHydrated(page, "/u/ananya-iyer");
  const skills = page.getByRole("complementary");
  const first = skills.getByRole("button", { name: /^Endorse / }).first();
  const skillName = (await first.getAttribute("aria-label"))!.replace(/^Endorse /, "");
  await first.click();
  await expect(page.getByText("Endorsement added")).toBeVisible();
  await expect(skills.getByRole("button", { name: `You endorsed ${skillName}` })).toBeDisabled();
  await expect(skills.getByText(`1 endorsement of ${skillName}`)).toBeAttached();
  await page.reload();
  await expect(skills.getByRole("button", { name: `You endorsed ${skillName}` })).toBeDisabled();
});
