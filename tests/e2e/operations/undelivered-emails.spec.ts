import { jobQueue } from "~/db/job-queue.server";
import { BACKGROUND_MESSAGES } from "~/features/staff/background-work.server";
import { createAccount, newPerson, uniqueEmail } from "../accounts/helpers";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";

test("staff see an email the mail server never took, send it again, and see the chores' last runs", async ({
  page,
  context,
}) => {
  const staff = newPerson("staff-mail");
  await createAccount(context, staff, { staff: true });
  // An email the mail server refused on every try, as the email queue leaves it.
  await e2eDatabase();
  const to = uniqueEmail("undelivered");
  await (await jobQueue()).send("email.undelivered", {
    to,
    subject: "Your Rangmanch production verification code",
    text: "Your code is 123456.\n\nhttp://localhost/productions",
  });

  await gotoHydrated(page, "/staff/emails");
  const list = page.getByRole("list", { name: "Emails not delivered" });
  const row = list.getByRole("listitem").filter({ hasText: to });
  await expect(row).toContainText("Your Rangmanch production verification code");
  await row.getByRole("button", { name: `Send again to ${to}` }).click();
  await expect(page.getByText(BACKGROUND_MESSAGES.resent)).toBeVisible();
  await waitForEmail(to, /production verification code/);
  // Gone from the list once it is back on the queue.
  await gotoHydrated(page, "/staff/emails");
  await expect(page.getByRole("list", { name: "Emails not delivered" }).getByText(to)).toHaveCount(0);

  // Each chore is listed with when it runs; the every-minute one has run by now or says "Not yet".
  await gotoHydrated(page, "/staff/operations");
  const chores = page.getByRole("table").filter({ hasText: "Emails about unread messages" });
  await expect(chores.getByRole("row", { name: /Emails about unread messages Every minute/ })).toBeVisible();
  await expect(chores.getByRole("row", { name: /Job alert digests Hourly, at :10/ })).toBeVisible();
});
