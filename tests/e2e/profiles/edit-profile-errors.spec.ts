import type { Locator, Page } from "@playwright/test";
import { newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { createAccount } from "../members";
import { editorSection } from "./profile-helpers";

/**
 * Issue 23, item 2: a refused Save shows every error, scrolls to the first and
 * focuses it, clear of the fixed header above and the sticky Save bar below,
 * and keeps what was typed.
 */

/** The box is on the screen, below the site header and above the Save bar. */
async function expectInClearView(page: Page, target: Locator, what: string) {
  const box = (await target.boundingBox())!;
  const header = (await page.locator("header[data-scrolled]").boundingBox())!;
  const saveBar = (await page.getByRole("button", { name: "Save Changes" }).locator("..").boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, `${what} starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, `${what} ends above the Save bar`).toBeLessThanOrEqual(saveBar.y);
  expect(box.y + box.height, `${what} is on the screen`).toBeLessThanOrEqual(viewport.height);
}

async function refusedCreditShowsItsError(page: Page) {
  const person = newPerson("errors");
  const { profileId } = await createAccount(page.context(), person);
  await gotoHydrated(page, `/edit-profile/${profileId}`);

  const experience = editorSection(page, "Professional Experience");
  await experience.getByRole("button", { name: "Add credit" }).click();
  const credit = experience.getByRole("group", { name: "Credit 1" });
  await credit.getByLabel("Production").fill("Monsoon Letters");
  await credit.getByLabel("Year").fill("2021");

  // From the bottom of the page, where Save Changes is pressed.
  await page.getByRole("button", { name: "Save Changes" }).click();
  const role = credit.getByRole("textbox", { name: "Role" });
  await expect(role).toBeFocused();
  await expect(role).toHaveAttribute("aria-invalid", "true");
  const error = credit.getByText("Each credit needs a role");
  await expect(error).toBeVisible();
  await expectInClearView(page, role, "the credit's Role field");
  await expectInClearView(page, error, "the credit's error");
  // Nothing typed is lost, and nothing was saved.
  await expect(page).toHaveURL(new RegExp(`/edit-profile/${profileId}$`));
  await expect(credit.getByLabel("Production")).toHaveValue("Monsoon Letters");
  await expect(credit.getByLabel("Year")).toHaveValue("2021");

  // Filling the role clears its error, and the save goes through.
  await role.fill("Lead actor");
  await expect(error).toBeHidden();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${person.username}$`));
  await expect(page.getByRole("main").getByText("Monsoon Letters", { exact: true })).toBeVisible();
}

test("an incomplete credit is refused with its error, scrolled to and focused", async ({ page }) => {
  await refusedCreditShowsItsError(page);
});

test("a save the server refuses scrolls to its error and focuses the field, clear of the Save bar", async ({
  page,
}) => {
  const taken = newPerson("taken");
  await createAccount(await page.context().browser()!.newContext(), taken);
  const person = newPerson("errors");
  const { profileId } = await createAccount(page.context(), person);
  await gotoHydrated(page, `/edit-profile/${profileId}`);

  const username = editorSection(page, "Basic Information").getByRole("textbox", { name: "Username" });
  await username.fill(taken.username);
  const skills = editorSection(page, "Skills").getByRole("textbox", { name: "Add a skill", exact: true });
  await skills.fill("Kathak");
  await skills.press("Enter");
  // The page is scrolled to the bottom before saving, as a person would be.
  await page.getByRole("button", { name: "Save Changes" }).click();

  const error = page.getByText("That username is taken. Please choose another.");
  await expect(error).toBeVisible();
  await expect(username).toBeFocused();
  await expectInClearView(page, username, "the Username field");
  await expectInClearView(page, error, "the username's error");
  await expect(username).toHaveValue(taken.username);
  await expect(editorSection(page, "Skills").getByRole("listitem")).toHaveText(["Kathak"]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an incomplete credit is refused with its error in clear view", async ({ page }) => {
    await refusedCreditShowsItsError(page);
  });
});
