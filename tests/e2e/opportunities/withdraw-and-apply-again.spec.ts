import { createAudition, createProject } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

// Issue 25: applying is reversible until it is answered. The note can be changed until the poster
// has seen it; Withdraw asks first; a withdrawn applicant may apply again while the posting is open.

const away = { location: "Kothrud, Pune", cityId: null };

test("Withdraw asks first; Cancel keeps the application, confirming withdraws it, and Apply again sends it anew", async ({
  page,
}) => {
  await createAccount(page.context(), newPerson("withdraw"));
  const audition = await createAudition({ ...away, title: "Marathi stage lead, second call" });
  await gotoHydrated(page, `/auditions/${audition.id}`);

  await page.getByLabel("A note for the casting team (optional)").fill("Free on weekdays.");
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("Application submitted successfully")).toBeVisible();
  const panel = page.locator("#apply");
  await expect(panel).toContainText("Applied");

  // Until the casting team has seen it, the note can be changed.
  await page.getByText("Change your note").click();
  const note = page.getByLabel("Your note for the casting team");
  await expect(note).toHaveValue("Free on weekdays.");
  await note.fill("Free on weekdays; Marathi and Konkani.");
  if (process.env.E2E_SCREENSHOTS)
    await panel.screenshot({ path: "test-results/apply-panel-change-note.png" });
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Your note has been updated.")).toBeVisible();

  // Asked first: Cancel leaves it as it was, and the focus goes back to the button.
  const withdraw = page.getByRole("button", { name: "Withdraw application" });
  await withdraw.click();
  const question = page.getByRole("alertdialog", { name: "Withdraw application?" });
  await expect(question).toContainText("the casting team can no longer answer it");
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: "test-results/withdraw-question.png" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await expect(panel).toContainText("Applied");

  await withdraw.click();
  await question.getByRole("button", { name: "Withdraw application" }).click();
  await expect(page.getByText("Application withdrawn", { exact: true })).toBeVisible();
  // The button that had the focus is gone: the keyboard carries on from the application's heading.
  await expect(page.getByRole("heading", { name: /^Your application/ })).toBeFocused();
  const history = page.getByRole("list", { name: "Application history" });
  await expect(history.getByRole("listitem")).toHaveText([/^Applied ·/, /^Withdrawn ·/]);

  // The form comes back, headed for a second try, and sends the application again.
  await expect(page.getByRole("heading", { name: "Apply again for this audition" })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: "test-results/apply-again.png", fullPage: true });
  await page.getByLabel("A note for the casting team (optional)").fill("Free on weekdays and Sundays.");
  await page.getByRole("button", { name: "Apply Now" }).click();
  // The first sending's toast may still be showing beside this one; the history below proves the second.
  await expect(page.getByText("Application submitted successfully").last()).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveText([/^Applied ·/, /^Withdrawn ·/, /^Applied ·/]);
  await expect(page.getByRole("heading", { name: "Apply again for this audition" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Withdraw application" })).toBeVisible();

  // A reload agrees.
  await page.reload();
  await expect(panel).toContainText("Applied");
});

test("a request to join a project is withdrawn the same way, and the form comes back to ask again", async ({
  page,
}) => {
  const creator = newPerson("creator");
  const { userId: creatorId } = await createAccount(page.context(), creator);
  await createAccount(page.context(), newPerson("member"));
  const project = await createProject({ ...away, title: "Pune street-theatre film", posterId: creatorId });
  await gotoHydrated(page, `/collaboration/${project.id}`);
  await page.getByRole("button", { name: "Request to Join" }).click();
  await expect(page.getByText("Request to join project sent")).toBeVisible();
  await page.getByRole("button", { name: "Withdraw request" }).click();
  await page
    .getByRole("alertdialog", { name: "Withdraw request?" })
    .getByRole("button", { name: "Withdraw request" })
    .click();
  await expect(page.getByRole("heading", { name: "Ask again to join this project" })).toBeVisible();
});
