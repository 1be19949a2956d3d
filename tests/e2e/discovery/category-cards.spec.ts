import { expect, gotoHydrated, test } from "../fixtures";

// The categories' cards at a phone's width.

test("at 390 px every category card's name fits inside its card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const grid = page.locator("#category-grid");
  await expect(grid.getByText("Cinematography", { exact: true })).toBeVisible();
  const overflowing = await grid.evaluate((list) =>
    [...list.querySelectorAll("a")].flatMap((card) => {
      const name = card.querySelector(".category-card-name") as HTMLElement;
      const cardBox = card.getBoundingClientRect();
      const nameBox = name.getBoundingClientRect();
      return name.scrollWidth > name.clientWidth || nameBox.right > cardBox.right ? [name.textContent] : [];
    }),
  );
  expect(overflowing).toEqual([]);
});
