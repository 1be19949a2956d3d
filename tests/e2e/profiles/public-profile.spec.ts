import { expect, gotoHydrated, test } from "../fixtures";

test("/profile/{id} opens the profile at /u/{username}, with a foldable bio", async ({ page }) => {
  await page.goto("/profile/1");
  await expect(page).toHaveURL(/\/u\/aarav-malhotra$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1, name: /Aarav Malhotra/ })).toBeVisible();
  const readMore = page.getByRole("button", { name: "Read more" });
  await expect(readMore).toHaveAttribute("aria-expanded", "false");
  const about = page.locator("main").getByText(/…$/);
  await expect(about).toBeVisible();
  await readMore.click();
  await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("main").getByText(/…$/)).toHaveCount(0);
});

test("a featured talent card leads to a real profile", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page
    .getByRole("region", { name: "Featured Talent" })
    .getByRole("listitem")
    .first()
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/u\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown profile is a 404, never a stand-in", async ({ page }) => {
  const byUsername = await page.goto("/u/no-such-person-here");
  expect(byUsername?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  const byId = await page.goto("/profile/987654");
  expect(byId?.status()).toBe(404);
});

test("share previews name the person, their role and city, with their photo", async ({ request }) => {
  const html = await (await request.get("/u/meera-raghunathan")).text();
  expect(html).toMatch(/<title>Meera Raghunathan – Director in Chennai \| Rangmanch<\/title>/);
  expect(html).toMatch(/<meta property="og:type" content="profile"/);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:\d+\/images\/talent\/meera-raghunathan.svg"/,
  );
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the profile fits the screen", async ({ page }) => {
    await gotoHydrated(page, "/u/ananya-iyer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
