import type { Page } from "@playwright/test";
import { createMember, createProfile } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

// Suspension end to end (features/accounts/suspension.server.ts): a member reports a profile, and
// staff decide the report from the staff page. What a suspension hides, and lifting it, are
// integration tests (tests/integration/member-reach.test.ts).

/** Every browser dialog (alert, confirm) the page opens, recorded and dismissed. */
function recordBrowserDialogs(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

test("staff suspending a reported member is asked in the product's own dialog, and Cancel changes nothing", async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  const browserDialogs = recordBrowserDialogs(page);
  const staffContext = await browser.newContext({ baseURL });
  const staff = newPerson("staff");
  await createAccount(staffContext, staff, { staff: true });
  const offender = await createMember({ name: "Reported Rakesh" });
  const offenderProfile = await createProfile(offender);

  // The member reports the profile.
  await gotoHydrated(page, `/u/${offenderProfile.username}`);
  await page.getByText("Report profile").click();
  await page.getByLabel("Why are you reporting it?").selectOption("scam");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Our team will review this report.")).toBeVisible();
  expect(member.name).toBeTruthy();

  const staffPage = await staffContext.newPage();
  const staffDialogs = recordBrowserDialogs(staffPage);
  await gotoHydrated(staffPage, "/staff/reports");
  const row = staffPage.getByRole("list", { name: "Open reports" }).getByRole("listitem").filter({
    hasText: "Reported Rakesh",
  });
  await row.getByRole("button", { name: "Suspend Reported Rakesh" }).click();
  const question = staffPage.getByRole("alertdialog", { name: "Suspend Reported Rakesh?" });
  await expect(question.getByText("They are signed out everywhere.")).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Suspend Reported Rakesh" }).click();
  await question.getByRole("button", { name: "Suspend" }).click();
  await expect(staffPage.getByText("Reported Rakesh is suspended", { exact: false })).toBeVisible();
  expect([...browserDialogs, ...staffDialogs]).toEqual([]);
  await staffContext.close();
});
