import { createApplication, createAudition, createMember } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

// Issue 25: a poster corrects their own audition instead of closing it and losing its applicants;
// the applicants are told when its date, place or pay changes.

test("the poster edits an open audition: the form opens with its values, and saving tells its applicant", async ({
  page,
}) => {
  const { userId } = await createAccount(page.context(), newPerson("editor"));
  const audition = await createAudition({
    title: "Konkani radio play voices",
    location: "Panaji, Goa",
    cityId: null,
    posterId: userId,
  });
  const applicant = await createMember({ name: "Rhea Fernandes" });
  await createApplication({
    posting: { kind: "audition", id: audition.id },
    posterId: userId,
    applicantId: applicant.id,
  });

  await gotoHydrated(page, `/auditions/${audition.id}`);
  await page.getByRole("link", { name: "Edit audition" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Audition" })).toBeVisible();
  await expect(page.getByLabel("Audition title")).toHaveValue("Konkani radio play voices");
  await expect(page.getByLabel("Location")).toHaveValue("Panaji, Goa");

  await page.getByLabel("Location").fill("Margao, Goa");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/auditions/${audition.id}$`));
  await expect(page.getByText("Audition updated. 1 applicant has been told what changed.")).toBeVisible();
  await expect(page.getByText("Margao, Goa")).toBeVisible();
  await expect(page.getByText("1 person has applied so far.")).toBeVisible();
});
