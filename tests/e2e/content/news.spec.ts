import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test(`a member likes a news item, then dislikes it: one reaction, both counts move, kept after a reload`, async ({
  page,
}) => {
  await createAccount(page.context(), newPerson("reader"));
  await gotoHydrated(page, "/news");
  await expect(page.getByRole("heading", { level: 1, name: "Industry News" })).toBeVisible();

  const story = page.getByRole("article").filter({ hasText: "Kathak and contemporary" });
  const like = story.getByRole("button", { name: /^Like, / });
  const dislike = story.getByRole("button", { name: /^Dislike, / });
  // An earlier attempt against the same server may have reacted already: count from what is shown.
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const likes = Number(((await like.textContent()) ?? "").replace(/\D/g, ""));
  const dislikes = Number(((await dislike.textContent()) ?? "").replace(/\D/g, ""));

  // The Like's answer is held back half a second, as on a slow phone: the
  // Dislike clicked meanwhile is shown at once but sent only after it, so the
  // server stores the last click (sent together, the Like could be stored last).
  const sent: string[] = [];
  page.on("request", (request) => {
    const reaction = /reaction=(\w+)/.exec(request.postData() ?? "")?.[1];
    if (request.method() === "POST" && reaction) sent.push(`sent ${reaction}`);
  });
  await page.route(
    (url) => url.pathname.startsWith("/news"),
    async (route) => {
      if (!(route.request().postData() ?? "").includes("reaction=like")) return route.fallback();
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 500));
      sent.push("like answered");
      await route.fulfill({ response });
    },
  );
  const disliked = page.waitForResponse((response) =>
    (response.request().postData() ?? "").includes("reaction=dislike"),
  );
  await like.click();
  await expect(like).toHaveAccessibleName(`Like, ${likes + 1}`);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await dislike.click();
  await expect(dislike).toHaveAccessibleName(`Dislike, ${dislikes + 1}`);
  await expect(dislike).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(`Like, ${likes}`);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await disliked;
  expect(sent).toEqual(["sent like", "like answered", "sent dislike"]);

  await page.reload();
  await expect(dislike).toHaveAccessibleName(`Dislike, ${dislikes + 1}`);
  await expect(dislike).toHaveAttribute("aria-pressed", "true");

  const comment = `Would love to see the showcase (${Date.now()}).`;
  await story.getByLabel("Comment on this story").fill(comment);
  await story.getByRole("button", { name: "Post comment" }).click();
  await expect(story.getByRole("listitem").filter({ hasText: comment })).toBeVisible();
  await expect(story.getByLabel("Comment on this story")).toHaveValue("");
});

test("visitors filter the news by kind and category, and a shared link opens its story first", async ({
  page,
}) => {
  await gotoHydrated(page, "/news");
  await page.getByRole("navigation", { name: "Kind of story" }).getByRole("link", { name: "Video" }).click();
  await expect(page).toHaveURL(/\/news\?show=video$/);
  const stories = page.getByRole("list", { name: "News" }).getByRole("article");
  await expect(stories).toHaveCount(1);
  await expect(stories.first()).toContainText("live orchestral film score");
  await page
    .getByRole("navigation", { name: "Kind of story" })
    .getByRole("link", { name: "Trending" })
    .click();
  await expect(stories).toHaveCount(1);
  await expect(stories.first()).toContainText("Trending");
  await page
    .getByRole("navigation", { name: "News categories" })
    .getByRole("link", { name: "Dance" })
    .click();
  await expect(page.getByText("No news found")).toBeVisible();

  // The story's own link: it comes first, and the page previews it.
  await gotoHydrated(page, "/news");
  const href = await page.getByRole("link", { name: /Prithvi Theatre announces/ }).getAttribute("href");
  await gotoHydrated(page, href!);
  await expect(stories.first()).toContainText("Prithvi Theatre announces");
  await expect(page).toHaveTitle(/^Prithvi Theatre announces its winter festival line-up \| Rangmanch News$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/categories\/acting\.svg$/,
  );
});

test("at phone width the news fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/news");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
