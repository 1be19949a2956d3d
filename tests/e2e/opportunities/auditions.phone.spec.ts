import { expectNoHorizontalScroll } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

test("on a phone, the list, its filters and an audition fit the screen", async ({ page }) => {
  await gotoHydrated(page, "/auditions");
  await expectNoHorizontalScroll(page);
  await page
    .getByRole("link", { name: /^View details: / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
