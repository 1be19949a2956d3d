import type { Page } from "@playwright/test";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { editorSection, ownProfileId } from "./profile-helpers";

const IMG = "<img src=x onerror=alert(1)>";
const SCRIPT = "<script>alert(1)</script>";

/** Every dialog the page opens (alert, confirm, prompt) is recorded and dismissed. */
function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing the markup asked for exists in the page: no injected image or script element. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(
      () =>
        // The router's data script carries the text as an escaped string; a real injected script would be just this.
        [...document.querySelectorAll("script")].filter((script) => script.textContent?.trim() === "alert(1)")
          .length,
    ),
  ).toBe(0);
  // Every image has finished (or failed) loading, so an onerror would have run by now.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

test("markup typed into the editor is saved as plain text and never runs", async ({ page }) => {
  const dialogs = recordDialogs(page);
  const person = newPerson("xss");
  await createAccount(page.context(), person);
  const id = await ownProfileId(page.request, person.username);
  await gotoHydrated(page, `/edit-profile/${id}`);

  const basic = editorSection(page, "Basic Information");
  await basic.getByRole("textbox", { name: "Full name" }).fill(`Asha ${IMG}Rao`);
  await basic.getByRole("textbox", { name: "Role" }).fill(`${SCRIPT}Director`);
  await basic.getByRole("textbox", { name: "Representation" }).fill(`${IMG} Stage & Screen Co`);
  await basic
    .getByRole("textbox", { name: "Bio" })
    .fill(`Loves <b>theatre</b> ${IMG} and ${SCRIPT} film.\n<a href="javascript:alert(1)">click</a>`);
  const skills = editorSection(page, "Skills");
  const skill = skills.getByRole("textbox", { name: "Add a skill", exact: true });
  for (const value of [IMG, "<b>Kathak</b>"]) {
    await skill.fill(value);
    await skill.press("Enter");
  }
  // In the editor, typed markup is only ever text.
  await expect(skills.getByRole("list", { name: "Add a skill" }).getByRole("listitem")).toHaveText([
    IMG,
    "<b>Kathak</b>",
  ]);
  const awards = editorSection(page, "Awards & Recognition");
  await awards.getByRole("textbox", { name: "Add an award", exact: true }).fill(`${SCRIPT}Golden Lamp 2024`);
  await awards.getByRole("textbox", { name: "Add an award", exact: true }).press("Enter");
  await expectNoInjectedElements(page);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${person.username}$`));
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  // The server kept the words and dropped the markup.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Asha Rao");
  await expect(main.getByText("Director", { exact: true })).toBeVisible();
  await expect(main.getByText("Loves theatre and film.")).toBeVisible();
  await expect(main.getByText("Stage & Screen Co", { exact: true })).toBeVisible();
  await expect(main.getByText("Golden Lamp 2024")).toBeVisible();
  await expect(main.getByRole("link", { name: "click" })).toHaveCount(0);
  const skillRows = page
    .getByRole("complementary")
    .getByRole("listitem")
    .filter({ hasText: / endorsements? of / });
  await expect(skillRows).toHaveCount(1);
  await expect(skillRows).toContainText("Kathak");
  await expect(page).toHaveTitle(/^Asha Rao – Director in /);
  expect(await main.textContent()).not.toMatch(/<img|<script|onerror|javascript:/i);
  await expectNoInjectedElements(page);

  // Reopened, the editor holds the cleaned text.
  await gotoHydrated(page, `/edit-profile/${id}`);
  await expect(basic.getByRole("textbox", { name: "Full name" })).toHaveValue("Asha Rao");
  await expect(basic.getByRole("textbox", { name: "Bio" })).toHaveValue("Loves theatre and film.\nclick");
  await expectNoInjectedElements(page);
  expect(dialogs, "no script from the typed text ran").toEqual([]);
});

test("markup in a review is shown as the literal text", async ({ browser, baseURL, page }) => {
  const dialogs = recordDialogs(page);
  const owner = newPerson("reviewed");
  const ownerContext = await browser.newContext({ baseURL });
  await createAccount(ownerContext, owner);
  await ownerContext.close();
  const reviewer = newPerson("reviewer");
  await createAccount(page.context(), reviewer);

  await gotoHydrated(page, `/u/${owner.username}`);
  const reviews = page.locator("#reviews");
  const text = `${IMG} Great to work with ${SCRIPT}`;
  await reviews.locator("label").filter({ hasText: "5 stars" }).click();
  await reviews.getByRole("textbox", { name: "Your review" }).fill(text);
  await reviews.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Review posted")).toBeVisible();
  await expect(reviews.getByRole("listitem").getByText(text, { exact: true })).toBeVisible();
  await page.reload();
  await expect(reviews.getByRole("listitem").getByText(text, { exact: true })).toBeVisible();
  await expectNoInjectedElements(page);
  expect(dialogs).toEqual([]);
});
