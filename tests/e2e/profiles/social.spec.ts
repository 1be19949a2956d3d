import { createAccount, newPerson, signIn } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

/**
 * Two people, two browsers: B finds A's profile, asks to connect, follows,
 * reviews and saves A; A answers the request from their own profile; B finds
 * A among their favourites.
 */
test("connect, accept, follow, review and save between two accounts", async ({ browser, baseURL, page }) => {
  // A named exception to the 30 s limit: a whole two-person story through the pages (connect,
  // accept, follow, review, save), each step what the test is about; 10-20 s on the 2-core machine in the headless shell, 20-30 s in Debian's Chromium (decision 064).
  test.setTimeout(60_000);
  const a = newPerson("star");
  const b = newPerson("fan");
  const aContext = await browser.newContext({ baseURL });
  await createAccount(aContext, a);
  await createAccount(page.context(), b);
  const aPage = await aContext.newPage();

  // B asks to connect.
  await gotoHydrated(page, `/u/${a.username}`);
  const main = page.getByRole("main");
  await expect(main.getByText("0 connections")).toBeVisible();
  await main.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("Connection request sent")).toBeVisible();
  await expect(main.getByText("Request sent")).toBeVisible();
  await expect(main.getByRole("button", { name: "Withdraw connection request" })).toBeVisible();
  await page.reload();
  await expect(main.getByText("Request sent")).toBeVisible();

  // A sees the request on their own profile and accepts it.
  await gotoHydrated(aPage, `/u/${a.username}`);
  const aMain = aPage.getByRole("main");
  await expect(aMain.getByRole("heading", { name: "Connection requests" })).toBeVisible();
  await expect(aMain.getByRole("link", { name: b.name })).toHaveAttribute("href", `/u/${b.username}`);
  await expect(aMain.getByRole("button", { name: /^Accept connection request from / })).toHaveCount(1);
  await aMain.getByRole("button", { name: `Accept connection request from ${b.name}` }).click();
  await expect(aPage.getByText("Connection request accepted")).toBeVisible();
  await expect(aPage.getByText("No pending connection requests.")).toBeVisible();

  // B, after a reload, is connected.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(main.getByText("Connected", { exact: true })).toBeVisible();
  await expect(main.getByText("1 connection", { exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: "Connect", exact: true })).toHaveCount(0);

  // B follows A.
  await expect(main.getByText("0 followers")).toBeVisible();
  await main.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByText("Following successfully")).toBeVisible();
  await expect(main.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
  await expect(main.getByText("1 follower", { exact: true })).toBeVisible();

  // B reviews A: stars and text; the rating shows in A's header and the reviews card.
  const reviews = page.locator("#reviews");
  await expect(reviews.getByText("No reviews yet")).toBeVisible();
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(reviews.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await reviews.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await reviews
    .getByRole("textbox", { name: "Your review" })
    .fill("Prepared, generous with the other actors, and on time every day.");
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Review posted")).toBeVisible();
  await expect(reviews.getByText("4 · 1 review")).toBeVisible();
  await expect(reviews.getByRole("img", { name: "Rated 4 out of 5" }).first()).toBeVisible();
  await expect(reviews.getByRole("link", { name: b.name })).toBeVisible();
  await expect(
    reviews
      .getByRole("listitem")
      .getByText("Prepared, generous with the other actors, and on time every day."),
  ).toBeVisible();
  await expect(main.getByText(/^4\.0 out of 5 \(1 review\)$/)).toBeVisible();

  await aPage.reload();
  await expect(aPage.getByRole("main").getByText(/^4\.0 out of 5 \(1 review\)$/)).toBeVisible();
  await expect(aPage.locator("#reviews").getByText("4 · 1 review")).toBeVisible();
  await expect(aPage.getByText("This is your profile · 1 follower")).toBeVisible();

  // B saves A.
  await main.getByRole("button", { name: `Save ${a.name}` }).click();
  await expect(page.getByText("Saved to your favorites")).toBeVisible();
  const savedButton = main.getByRole("button", { name: `Saved ${a.name}` });
  await expect(savedButton).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(savedButton).toHaveAttribute("aria-pressed", "true");

  // B's own profile: A under All and Talent, with counts; Jobs is empty.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: `Account menu for ${b.name}` }).click();
  await page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${b.username}$`));
  const favorites = page.getByRole("region", { name: "My Favorites" });
  const kinds = favorites.getByRole("tablist", { name: "Favorites by kind" });
  await expect(kinds.getByRole("tab")).toHaveText([
    "All (1)",
    "Talent (1)",
    "Jobs (0)",
    "Auditions & Collabs (0)",
  ]);
  await expect(favorites.getByRole("tabpanel").getByRole("link", { name: a.name })).toHaveAttribute(
    "href",
    `/u/${a.username}`,
  );
  await kinds.getByRole("tab", { name: "Talent (1)" }).click();
  await expect(
    favorites.getByRole("tabpanel", { name: "Talent (1)" }).getByRole("link", { name: a.name }),
  ).toBeVisible();
  await kinds.getByRole("tab", { name: "Jobs (0)" }).click();
  await expect(favorites.getByRole("tabpanel", { name: "Jobs (0)" })).toHaveText("No saved jobs yet.");
  await kinds.getByRole("tab", { name: "Auditions & Collabs (0)" }).click();
  await expect(favorites.getByRole("tabpanel")).toHaveText("No saved auditions or collaborations yet.");

  // A, owner of nothing saved, sees their own empty favourites (and never B's).
  await aPage.reload();
  await expect(
    aPage.getByRole("region", { name: "My Favorites" }).getByRole("tab", { name: "All (0)" }),
  ).toBeVisible();

  await aContext.close();
});

test("a signed-out visitor pressing Connect or Follow signs in and comes back to the profile", async ({
  browser,
  baseURL,
  page,
}) => {
  const a = newPerson("wanted");
  const b = newPerson("visitor");
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup, a);
  await setup.close();
  const other = await browser.newContext({ baseURL });
  await createAccount(other, b);
  await other.close();

  const profileUrl = new RegExp(`/u/${a.username}$`);
  const loginUrl = new RegExp(`/login\\?redirectTo=%2Fu%2F${a.username}$`);

  await gotoHydrated(page, `/u/${a.username}`);
  await page.getByRole("main").getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page).toHaveURL(loginUrl);

  await gotoHydrated(page, `/u/${a.username}`);
  await page.getByRole("main").getByRole("link", { name: "Connect", exact: true }).click();
  await expect(page).toHaveURL(loginUrl);
  await signIn(page, b.email, b.password, { path: page.url().replace(/^https?:\/\/[^/]+/, "") });
  await expect(page).toHaveURL(profileUrl);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Signed in now: the real buttons.
  await page.getByRole("main").getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("Connection request sent")).toBeVisible();
  await expect(page.getByRole("main").getByText("Request sent")).toBeVisible();
});
