import { expect, gotoHydrated, test } from "../fixtures";

test("a visitor changes city: the address follows with the spec's toast, tabs and View All links lead on", async ({
  page,
}) => {
  await gotoHydrated(page, "/city-opportunities");
  await expect(page).toHaveTitle("Opportunities in Mumbai | Jobs, Auditions & Collaborations");
  await expect(page.getByRole("heading", { level: 1, name: "Opportunities in Mumbai" })).toBeVisible();

  await page.getByLabel("City").selectOption("delhi");
  await expect(page).toHaveURL(/\/city-opportunities\?city=delhi$/);
  await expect(page.getByText("City changed")).toBeVisible();
  await expect(page.getByText("Showing opportunities in Delhi")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Opportunities in Delhi" })).toBeVisible();

  const kinds = page.getByRole("navigation", { name: "Opportunity kinds" });
  await kinds.getByRole("link", { name: "Jobs", exact: true }).click();
  await expect(page).toHaveURL(/city=delhi&tab=jobs$/);
  await expect(page.getByRole("heading", { name: /^Jobs in Delhi/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Auditions in Delhi/ })).toHaveCount(0);

  await kinds.getByRole("link", { name: "All", exact: true }).click();
  await page.getByRole("link", { name: /^View All Auditions in Delhi/ }).click();
  await expect(page).toHaveURL(/\/auditions\?city=delhi$/);
  await expect(page.getByLabel("Location")).toHaveValue("delhi");
});

test("a city's auditions page, and Unknown City for a slug that names none", async ({ page }) => {
  await gotoHydrated(page, "/city-auditions/mumbai");
  await expect(page.getByRole("heading", { level: 1, name: "Auditions in Mumbai" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming Auditions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Past Auditions" })).toBeVisible();
  await page.getByRole("link", { name: "Opportunities in Mumbai" }).click();
  await expect(page).toHaveURL(/\/city-opportunities\?city=mumbai$/);

  const response = await page.goto("/city-auditions/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Auditions in Unknown City" })).toBeVisible();
  await expect(page.getByText("No auditions found in Unknown City")).toBeVisible();
  await expect(page.getByRole("link", { name: "Post an Audition" })).toHaveAttribute(
    "href",
    "/auditions/create",
  );
});

test("at phone width a city's page fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/city-opportunities?city=chennai");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("Share: the device's share sheet gets the spec's payload for a city", async ({ page, baseURL }) => {
  // A share sheet that records what it was given.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await gotoHydrated(page, "/city-opportunities?city=chennai");
  await page.getByRole("button", { name: "Share opportunities in Chennai" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: "Rangmanch",
      text: "Check out opportunities in Chennai on Rangmanch!",
      url: `${baseURL}/city-opportunities?city=chennai`,
    });
});

test("Share without a share sheet copies the job's sentence and link", async ({ page, baseURL }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
  });
  await gotoHydrated(page, "/jobs");
  const card = page.getByRole("main").getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await card.getByRole("button", { name: `Share ${title}` }).click();
  await expect(card.getByText("Copied!")).toBeVisible();
  await expect(page.getByText("Copied to clipboard!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^Check out this job for .+ on Rangmanch! ${baseURL}/jobs\\?id=\\d+$`));
  await expect(card.getByText("Copied!")).toHaveCount(0, { timeout: 5000 });
});

test("a city's job cards say the spec's words for Save and Apply Now", async ({ page }) => {
  await gotoHydrated(page, "/city-opportunities?tab=jobs");
  const card = page.getByRole("main").getByRole("article").first();
  await card.getByRole("button", { name: /^Save / }).click();
  await expect(page.getByText("Job saved", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: /^Apply now: / }).click();
  await expect(page.getByText("Application started", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/\d+#apply$/);
});
