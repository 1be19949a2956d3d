import fs from "node:fs";
import type { Page } from "@playwright/test";
import { dayInIndia, lastDayOfNextMonthInIndia } from "~/lib/india-days";
import { createAccount, expectNoHorizontalScroll, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test, waitForPageAtRest } from "../fixtures";
import {
  editorSection,
  postProfileForm,
  profileForm,
  screenshotWholePage,
} from "../profiles/profile-helpers";

/**
 * Discover's availability filter (decision 041): a member says on Edit Profile
 * when they are free and how they work, the profile page says it in words, and
 * the filter's five values find them or not by it.
 */

const EMPTY = "No talent found matching your criteria.";
const SHOTS = "/tmp/shots";

const resultNames = (page: Page) => page.locator("main article").getByRole("heading", { level: 2 });
const filtersButton = (page: Page) => page.locator("main details > summary");
const filtersPanel = (page: Page) => page.locator("main details[open] form");
const availabilityGroup = (page: Page) => filtersPanel(page).getByRole("group", { name: "Availability" });
const chips = (page: Page) => page.getByRole("list", { name: "Filters in use" });

/** The calendar day `days` after "YYYY-MM-DD". */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "3 January 2027", as the profile page writes a day. */
const inWords = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

test("a member sets Free from and Weekends only on Edit Profile, and the profile page says both in words", async ({
  page,
}) => {
  const person = newPerson("avail");
  const { profileId } = await createAccount(page.context(), person);
  const freeFrom = dayAfter(dayInIndia(new Date()), 45);

  // Edit Profile: both fields beside Availability, empty for a new profile.
  await gotoHydrated(page, `/edit-profile/${profileId}`);
  const basic = editorSection(page, "Basic Information");
  const freeFromInput = basic.getByLabel("Free from");
  const schedule = basic.getByRole("combobox", { name: "Work schedule" });
  await expect(freeFromInput).toHaveValue("");
  await expect(schedule).toHaveValue("");
  await expect(schedule.getByRole("option")).toHaveText([
    "Not specified",
    "Full-time",
    "Part-time",
    "Weekends only",
  ]);
  await expect(basic.getByRole("combobox", { name: "Availability" })).toHaveValue("Available for Projects");

  // A date too far ahead is refused beside the field, and the rest of the form is kept.
  await freeFromInput.fill(dayAfter(dayInIndia(new Date()), 3 * 366));
  await schedule.selectOption({ label: "Weekends only" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(basic.getByText("Free from must be within the next two years")).toBeVisible();
  await expect(page).toHaveURL(`/edit-profile/${profileId}`);
  await expect(schedule).toHaveValue("weekends");

  await freeFromInput.fill(freeFrom);
  await expect(basic.getByText("Free from must be within the next two years")).toHaveCount(0);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`/u/${person.username}`);
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  // The professional information card says both in words, under the stored availability.
  const card = page.getByRole("main").locator("dl").filter({ hasText: "Availability" });
  await expect(card.getByText(`Free from ${inWords(freeFrom)}`)).toBeVisible();
  await expect(card.getByText("Works weekends only")).toBeVisible();
  await expect(card.getByText("Available for Projects")).toBeVisible();

  // Reopened, the editor shows what was saved.
  await gotoHydrated(page, `/edit-profile/${profileId}`);
  await expect(freeFromInput).toHaveValue(freeFrom);
  await expect(schedule).toHaveValue("weekends");
});

test("Discover's availability filter: Weekends Only finds a member free later who works weekends; Available Now and Next Month do not", async ({
  page,
}) => {
  const person = newPerson("availfind");
  const { profileId } = await createAccount(page.context(), person);
  // After next month, with a month to spare: still after it if the month turns during the test.
  const freeFrom = dayAfter(lastDayOfNextMonthInIndia(new Date()), 32);
  // Saved the way the editor sends it (the test above drives the editor itself).
  const saved = await postProfileForm(
    page.request,
    profileId,
    profileForm({
      name: person.name,
      username: person.username,
      // No listed city: discover.spec.ts counts on only seeded people matching its city filters.
      location: "India",
      role: "Actor",
      availability: "Available for Projects",
      availableFrom: freeFrom,
      workSchedule: "weekends",
    }),
  );
  expect(saved.status()).toBe(302);

  await gotoHydrated(page, `/discover?${new URLSearchParams({ q: person.name })}`);
  await expect(resultNames(page)).toHaveText([person.name]);
  // The card keeps the profile's own availability.
  await expect(page.locator("main article")).toContainText("Available for Projects");

  await filtersButton(page).click();
  const box = (label: string) => availabilityGroup(page).getByRole("checkbox", { name: label });
  await expect(availabilityGroup(page).locator("label")).toHaveText([
    "Available Now",
    "Available Next Month",
    "Part-time Only",
    "Full-time Only",
    "Weekends Only",
  ]);
  await box("Weekends Only").check();
  await expect(page).toHaveURL(/[?&]availability=weekends$/);
  await expect(resultNames(page)).toHaveText([person.name]);
  await expect(chips(page).getByRole("link", { name: "Weekends Only (remove filter)" })).toBeVisible();

  await box("Weekends Only").uncheck();
  await expect(page).not.toHaveURL(/availability=/);
  await box("Available Now").check();
  await expect(page).toHaveURL(/[?&]availability=now$/);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(resultNames(page)).toHaveCount(0);
  await expect(chips(page).getByRole("link", { name: "Available Now (remove filter)" })).toBeVisible();

  await box("Available Now").uncheck();
  await expect(page).not.toHaveURL(/availability=/);
  await box("Available Next Month").check();
  await expect(page).toHaveURL(/[?&]availability=next-month$/);
  await expect(page.getByText(EMPTY)).toBeVisible();

  // Ticking Weekends Only as well widens the search, as a second city does.
  await box("Weekends Only").check();
  await expect(page).toHaveURL(/[?&]availability=next-month&availability=weekends$/);
  await expect(resultNames(page)).toHaveText([person.name]);
});

test("an address with an old availability value opens Discover without that filter", async ({ page }) => {
  const response = await page.goto(
    "/discover?availability=Not+Available&availability=Available+for+Projects",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Discover Talent" })).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  await expect(filtersButton(page)).toHaveText("Filters");
  await expect(resultNames(page)).toHaveCount(8);
});

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test(`the editor's availability fields and the filter sheet fit (${size.name}; screenshots with E2E_SCREENSHOTS)`, async ({
      page,
    }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) => `${SHOTS}/availability-${size.name}-${name}.png`;
      const { profileId } = await createAccount(page.context(), newPerson("availshot"));

      await gotoHydrated(page, `/edit-profile/${profileId}`);
      const basic = editorSection(page, "Basic Information");
      await basic.getByLabel("Free from").fill(dayAfter(dayInIndia(new Date()), 40));
      await basic.getByRole("combobox", { name: "Work schedule" }).selectOption({ label: "Weekends only" });
      await expectNoHorizontalScroll(page);
      await basic.scrollIntoViewIfNeeded();
      await waitForPageAtRest(page);
      if (process.env.E2E_SCREENSHOTS) await basic.screenshot({ path: shot("editor") });
      await screenshotWholePage(page, shot("editor-page"));

      await gotoHydrated(page, "/discover?availability=now&availability=weekends");
      await expect(chips(page).getByRole("link", { name: "Available Now (remove filter)" })).toBeVisible();
      await expect(chips(page).getByRole("link", { name: "Weekends Only (remove filter)" })).toBeVisible();
      await filtersButton(page).click();
      await expect(availabilityGroup(page).getByRole("checkbox", { name: "Available Now" })).toBeChecked();
      await expect(availabilityGroup(page).getByRole("checkbox", { name: "Weekends Only" })).toBeChecked();
      await availabilityGroup(page).scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      await waitForPageAtRest(page);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: shot("filters-open") });
    });
  });
}
