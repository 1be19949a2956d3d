import { AUDITION_MESSAGES } from "~/features/postings/kinds/audition/audition-messages";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { createApplication, createAudition, createMember } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { expectPayStated, roleFields, statePay } from "./pay";

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
    payKind: "paid",
    payMin: 1500,
    payPer: "day",
  });
  const applicant = await createMember({ name: "Rhea Fernandes" });
  await createApplication({
    posting: { kind: "audition", id: audition.id },
    posterId: userId,
    applicantId: applicant.id,
  });

  await gotoHydrated(page, `/auditions/${audition.id}`);
  await expect(page.getByText("Pay: ₹1,500 per day")).toBeVisible();
  await page.getByRole("link", { name: "Edit audition" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Audition" })).toBeVisible();
  const form = page.locator("form#post-audition");
  await expect(page.getByLabel("Audition title")).toHaveValue("Konkani radio play voices");
  await expect(page.getByLabel("Location")).toHaveValue("Panaji, Goa");
  // Its one role (the factory's "Lead") states the pay, and the audition's is its roles' (decision 061).
  await expectPayStated(roleFields(form, 0), { amount: "1500", per: "per day" });

  await page.getByLabel("Location").fill("Margao, Goa");
  await statePay(roleFields(form, 0), { amount: "1500", upTo: "2500", per: "per day" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/auditions/${audition.id}$`));
  await expect(page.getByText(AUDITION_MESSAGES.updated(1))).toBeVisible();
  await expect(page.getByText("Margao, Goa")).toBeVisible();
  await expect(page.getByText("Pay: ₹1,500 to ₹2,500 per day")).toBeVisible();
  await expect(page.getByText("1 person has applied so far.")).toBeVisible();
});

test("an audition posted before pay had to be stated: its edit form asks what it pays before saving", async ({
  page,
}) => {
  const { userId } = await createAccount(page.context(), newPerson("editor"));
  const audition = await createAudition({
    title: "Tulu folk theatre chorus",
    location: "Mangaluru",
    cityId: null,
    posterId: userId,
    // As a posting made before pay had to be stated: the factory's default pay taken away.
    payKind: null,
    payMin: null,
    payPer: null,
  });

  await gotoHydrated(page, `/auditions/${audition.id}`);
  await expect(page.getByText("Pay: Pay not stated yet")).toBeVisible();
  await gotoHydrated(page, `/auditions/${audition.id}/edit`);
  const form = page.locator("form#post-audition");
  // Its role, saved before roles stated their pay, asks for it (decision 061).
  await expect(form.getByRole("combobox", { name: "What it pays", exact: true })).toHaveValue("");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form.getByText(PAY_MESSAGES.kind)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auditions/${audition.id}/edit$`));

  await statePay(form, { unpaid: true, instead: "A credit in the programme, meals at rehearsals" });
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/auditions/${audition.id}$`));
  await expect(page.getByText("Pay: Unpaid: A credit in the programme, meals at rehearsals")).toBeVisible();
});
