import { expect, gotoHydrated, test } from "../fixtures";

// Where the toasts of spec part 1, section 8 ("Following successfully"...) come to rest: never over the
// header or the page's heading.

test("a toast never lies over the header or the page's heading, on a desktop or a phone", async ({
  page,
  member,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/u/aarav-malhotra");
  const main = page.getByRole("main");
  const clearOfTheTop = async (text: string) => {
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const heading = (await main.getByRole("heading", { level: 1 }).boundingBox())!;
    // Where the toast comes to rest: sonner slides it in from below.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(Math.max(header.y + header.height, heading.y + heading.height));
  };
  await main.getByRole("button", { name: "Follow" }).click();
  await clearOfTheTop("Following successfully");
  await expect(page.getByText(member.name).first()).toBeAttached();
  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole("button", { name: "Following" }).click();
  await clearOfTheTop("Unfollowed successfully");
});
