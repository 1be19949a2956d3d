import { expectNoHorizontalScroll } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test("on a phone, the hub, its filters and tabs, and a project fit the screen", async ({ page }) => {
  await gotoHydrated(page, "/collaboration");
  await expect(page.getByRole("heading", { level: 1, name: "Collaboration Hub" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The roles list opens within the screen.
  await page.getByText("Any role").click();
  await expect(page.getByRole("checkbox", { name: "Choreographer" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByText("Any role").click();

  // The last tab can be reached (the row scrolls sideways within itself, not the page) and works.
  const tabs = page.getByRole("navigation", { name: "Collaboration lists" });
  const following = tabs.getByRole("link", { name: "Following" });
  await following.scrollIntoViewIfNeeded();
  await expect(following).toBeInViewport();
  await following.click();
  await expect(page).toHaveURL(/\/collaboration\?tab=following$/);
  await expect(following).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "You're not following anyone yet" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // So can the last quick chip.
  const chips = page.getByRole("navigation", { name: "Quick categories" });
  const webSeries = chips.getByRole("link", { name: "Web Series" });
  await webSeries.scrollIntoViewIfNeeded();
  await expect(webSeries).toBeInViewport();
  await webSeries.click();
  await expect(page).toHaveURL(/category=web-series/);
  await tabs.getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL(/\/collaboration\?category=web-series$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  await expectNoHorizontalScroll(page);

  await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/collaboration\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Collaborators" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
