import { createAudition } from "../../factories/auditions";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";

// An application's note: counted, and refused past its limit keeping what was typed.

test("an application note is counted to 2,000 and refused past it, keeping what was typed", async ({
  page,
  member: _member,
}) => {
  await e2eDatabase();
  const audition = await createAudition({ title: "Counter Check Audition" });
  await gotoHydrated(page, `/auditions/${audition.id}`);
  const note = page.getByLabel(/A note for the/);
  await expect(page.getByText("0 / 2,000")).toBeVisible();
  const tooLong = "I trained in Kathak for twelve years. ".repeat(55).trim();
  await note.fill(tooLong);
  await expect(note).toHaveValue(tooLong);
  await expect(page.getByText(/^2,\d{3} \/ 2,000 \(\d+ over the limit\)$/)).toBeVisible();
  await page
    .locator("#apply")
    .getByRole("button", { name: /Submit|Apply/ })
    .click();
  await expect(page.getByText("Your note must be 2,000 characters or less.")).toBeVisible();
  await expect(note).toHaveValue(tooLong);
});
