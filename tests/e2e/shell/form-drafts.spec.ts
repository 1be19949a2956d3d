import type { BrowserContext } from "@playwright/test";
import { newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { createAccount } from "../members";
import { expectPayStated, statePay } from "../opportunities/pay";
import { editorSection } from "../profiles/profile-helpers";

/**
 * Issue 23, item 6: a half-filled form is kept on the device as a draft,
 * restored with a note and a Discard action, cleared once saved; leaving with
 * unsaved changes asks first, in the product's own dialog for a link and in
 * the browser's for closing the tab.
 */

/** What the audition in the draft pays: a kind that asks for a word more, to see that word kept too. */
const UNPAID = { unpaid: true, instead: "A screen credit and a copy of the film" } as const;

/** Another tab of the same browser: it sees the same device storage. */
async function openInNewTab(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await gotoHydrated(page, url);
  return page;
}

test("Post an Audition: leaving asks first, the draft comes back, and Discard empties the form", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("drafts"));
  await gotoHydrated(page, "/auditions/create");
  const title = page.getByRole("textbox", { name: "Audition title" });
  await title.fill("Lead for a Marathi feature");
  await page.getByRole("textbox", { name: "Project" }).fill("Paus");
  await statePay(page.locator("form#post-audition"), UNPAID);

  // A link away: the product's dialog, and Stay keeps everything.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/auditions\/create$/);
  await expect(title).toHaveValue("Lead for a Marathi feature");

  // Closing the tab: the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (question) => {
      resolve(question.type());
      void question.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");

  // Opened again: the draft is back, with its note.
  const again = await openInNewTab(context, "/auditions/create");
  await expect(again.getByRole("status").getByText("Draft restored.")).toBeVisible();
  await expect(again.getByRole("textbox", { name: "Audition title" })).toHaveValue(
    "Lead for a Marathi feature",
  );
  await expect(again.getByRole("textbox", { name: "Project" })).toHaveValue("Paus");
  await expectPayStated(again.locator("form#post-audition"), UNPAID);

  // Leave page goes, keeping the draft; Discard then empties the form for good.
  await again.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  await again
    .getByRole("dialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave page" })
    .click();
  await expect(again).toHaveURL(/\/jobs$/);
  await gotoHydrated(again, "/auditions/create");
  await expect(again.getByRole("textbox", { name: "Audition title" })).toHaveValue(
    "Lead for a Marathi feature",
  );
  await again.getByRole("button", { name: "Discard draft" }).click();
  await expect(again.getByText("Draft restored.")).toBeHidden();
  await expect(again.getByRole("textbox", { name: "Audition title" })).toHaveValue("");
  await expect(again.getByRole("combobox", { name: "What it pays" })).toHaveValue("");
  // Nothing left to warn about: a link goes straight through.
  await again.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  await expect(again).toHaveURL(/\/jobs$/);
  await gotoHydrated(again, "/auditions/create");
  await expect(again.getByRole("textbox", { name: "Audition title" })).toHaveValue("");
  await expect(again.getByText("Draft restored.")).toHaveCount(0);
});

test("Post a Job and Create a Project keep a draft; a project saved clears its draft", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("drafts"));
  await gotoHydrated(page, "/jobs/create");
  await page.getByRole("textbox", { name: "Job title" }).fill("Assistant Director, web series");
  const job = await openInNewTab(context, "/jobs/create");
  await expect(job.getByText("Draft restored.")).toBeVisible();
  await expect(job.getByRole("textbox", { name: "Job title" })).toHaveValue("Assistant Director, web series");
  await job.close();

  await gotoHydrated(page, "/collaboration/create");
  await page.getByRole("textbox", { name: "Project title" }).fill("Monsoon: a short film");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("A ten-minute film about the first rain in Pune.");
  const project = await openInNewTab(context, "/collaboration/create");
  await expect(project.getByText("Draft restored.")).toBeVisible();
  await expect(project.getByRole("textbox", { name: "Project title" })).toHaveValue("Monsoon: a short film");
  await project.getByLabel("Category").selectOption({ index: 1 });
  await statePay(project.locator("form#project-form"), { amount: "1500", per: "per day" });
  await project.getByRole("button", { name: "Create Project" }).click();
  // Saved, it opens the new project's own page.
  await expect(project).toHaveURL(/\/collaboration\/\d+$/);
  await gotoHydrated(project, "/collaboration/create");
  await expect(project.getByRole("textbox", { name: "Project title" })).toHaveValue("");
  await expect(project.getByText("Draft restored.")).toHaveCount(0);
});

test("Edit Profile keeps its lists and credits in the draft, never a file", async ({ page, context }) => {
  const person = newPerson("drafts");
  const { profileId } = await createAccount(context, person);
  await gotoHydrated(page, `/edit-profile/${profileId}`);
  const skill = editorSection(page, "Skills").getByRole("textbox", { name: "Add a skill", exact: true });
  await skill.fill("Kathak");
  await skill.press("Enter");
  const experience = editorSection(page, "Professional Experience");
  await experience.getByRole("button", { name: "Add credit" }).click();
  await experience.getByRole("group", { name: "Credit 1" }).getByLabel("Role").fill("Lead actor");
  await editorSection(page, "Basic Information")
    .getByRole("textbox", { name: "Bio" })
    .fill("Stage actor from Pune.");

  const again = await openInNewTab(context, `/edit-profile/${profileId}`);
  await expect(again.getByText("Draft restored.")).toBeVisible();
  await expect(editorSection(again, "Skills").getByRole("listitem")).toHaveText(["Kathak"]);
  await expect(
    editorSection(again, "Professional Experience")
      .getByRole("group", { name: "Credit 1" })
      .getByLabel("Role"),
  ).toHaveValue("Lead actor");
  await expect(editorSection(again, "Basic Information").getByRole("textbox", { name: "Bio" })).toHaveValue(
    "Stage actor from Pune.",
  );
  const stored = await again.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("rangmanch:draft:"))
      .map((key) => [key, JSON.parse(localStorage.getItem(key)!).values]),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]![0]).toContain(person.username);
  expect(Object.keys(stored[0]![1])).not.toContain("photo");
});

test("Cancel throws the changes away without asking, and no draft is kept", async ({ page, context }) => {
  await createAccount(context, newPerson("drafts"));
  await gotoHydrated(page, "/jobs/create");
  await page.getByRole("textbox", { name: "Job title" }).fill("Line producer");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  await gotoHydrated(page, "/jobs/create");
  await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue("");
  await expect(page.getByText("Draft restored.")).toHaveCount(0);
});

test("keeping a draft never loses a keystroke: the first letter typed into Location stays", async ({
  page,
  context,
}) => {
  // The draft marked the form changed from inside the keystroke's own event, and that render put
  // the controlled Location field back to its old value: "Pu" typed read "Indiau".
  const { profileId } = await createAccount(context, newPerson("drafts-keystroke"));
  await gotoHydrated(page, `/edit-profile/${profileId}`);
  const location = page.getByRole("combobox", { name: "Location" });
  await location.click();
  await location.press("End");
  await location.pressSequentially(" Pu");
  await expect(location).toHaveValue("India Pu");
});
