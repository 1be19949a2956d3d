import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { stillPng } from "../profiles/test-images";

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test("a member posts with an image; a follower sees it announced live, likes and comments, and the author sees both live", async ({
  browser,
  baseURL,
}) => {
  // A named exception to the 30 s limit: a whole two-person story through the pages (post with an
  // upload, announced live, like, comment, both seen live), each step what the test is about.
  test.setTimeout(60_000);
  const authorContext = await browser.newContext({ baseURL });
  const fanContext = await browser.newContext({ baseURL });
  const author = newPerson("author");
  const fan = newPerson("fan");
  await createAccount(authorContext, author);
  await createAccount(fanContext, fan);

  // The fan follows the author, then waits on the feed with its live stream open.
  const fanPage = await fanContext.newPage();
  await gotoHydrated(fanPage, `/u/${author.username}`);
  await fanPage.getByRole("main").getByRole("button", { name: "Follow" }).click();
  await expect(fanPage.getByText("Following successfully")).toBeVisible();
  await gotoHydrated(fanPage, "/feed");
  await expect(fanPage.locator("html[data-live=open]")).toHaveCount(1);

  const page = await authorContext.newPage();
  await gotoHydrated(page, "/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();

  // An empty post is refused in the spec's words.
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Cannot create empty post")).toBeVisible();
  await expect(page.getByText("Please write something or add media to your post")).toBeVisible();

  // Photo opens the image picker; the upload goes through the upload pipeline.
  await page.getByLabel("What would you like to share?").fill("First look at our stage set for Tughlaq.");
  await page.getByRole("button", { name: "Photo" }).click();
  await page.getByLabel("Choose an image").setInputFiles(await stillPng());
  await expect(page.getByRole("img", { name: "Attached" })).toBeVisible();
  await page.getByLabel("Category").selectOption("Theatre");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Your post is live.")).toBeVisible();
  const mine = page.getByRole("article").filter({ hasText: "First look at our stage set" });
  await expect(mine.getByRole("img", { name: `Posted by ${author.name}` })).toBeVisible();
  await expect(mine.getByText("Theatre")).toBeVisible();
  // The composer is empty again, back to no attachment.
  await expect(page.getByLabel("What would you like to share?")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Photo" })).toHaveAttribute("aria-pressed", "false");

  // The fan's open feed announces it; a click shows it.
  await fanPage.getByRole("button", { name: "1 new post" }).click();
  const theirs = fanPage.getByRole("article").filter({ hasText: "First look at our stage set" });
  await expect(theirs).toBeVisible();
  await theirs.getByRole("button", { name: /^Like, 0/ }).click();
  await expect(theirs.getByRole("button", { name: /^Like, 1 like/ })).toHaveAttribute("aria-pressed", "true");
  await theirs.getByLabel("Write a comment").fill("Stunning. Which theatre is it at?");
  await theirs.getByRole("button", { name: "Post comment" }).click();
  await expect(theirs.getByText("Stunning. Which theatre is it at?")).toBeVisible();

  // The author's page shows the like and the comment without a reload.
  await expect(mine.getByRole("button", { name: /^Like, 1 like/ })).toBeVisible({ timeout: 5000 });
  await expect(mine.getByText("Stunning. Which theatre is it at?")).toBeVisible({ timeout: 5000 });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/feed-desktop.png`, fullPage: true });

  // The author edits their post; the fan has no Edit or Delete on it, only Report.
  await mine.getByRole("button", { name: "Edit", exact: true }).click();
  await mine.getByLabel("Edit your post").fill("First look at our stage set for Tughlaq, opening Friday.");
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByText("opening Friday")).toBeVisible();
  await expect(mine.getByText("edited", { exact: false })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(theirs.getByText("Report post")).toBeVisible();

  // The post's own page has its comments and its own preview.
  await theirs
    .getByRole("link", { name: /comment/ })
    .first()
    .click();
  await expect(fanPage).toHaveURL(/\/feed\/\d+#comments$/);
  await expect(fanPage).toHaveTitle(new RegExp(`^${author.name} on Rangmanch`));
});

test("visitors read the feed and filter it: trending and a category in the address", async ({ page }) => {
  await gotoHydrated(page, "/feed");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.getByRole("navigation", { name: "Show posts" }).getByRole("link", { name: "Trending" }).click();
  await expect(page).toHaveURL(/\/feed\?show=trending$/);
  const posts = page.getByRole("list", { name: "Posts" }).getByRole("article");
  await expect(posts.first()).toContainText("Trending");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Dance" }).click();
  await expect(page).toHaveURL(/show=trending&category=dance$/);
  await expect(posts).toHaveCount(1);
  await page.reload();
  await expect(posts).toHaveCount(1);
  await page.getByRole("navigation", { name: "Show posts" }).getByRole("link", { name: "Following" }).click();
  await expect(page.getByText("No posts found")).toBeVisible();
});

test("at phone width the feed fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/feed");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/feed-phone.png` });
});
