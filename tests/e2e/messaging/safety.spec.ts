import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test("a member reports a message they received, then blocks its sender: the conversation is gone for both and they cannot write again", async ({
  browser,
  baseURL,
}) => {
  // A named exception to the 30 s limit: a whole two-person story through the pages (post or
  // write, find, answer, be told), each step what the test is about; 25-35 s on the 2-core CI machine.
  test.setTimeout(60_000);
  const pestContext = await browser.newContext({ baseURL });
  const memberContext = await browser.newContext({ baseURL });
  const pest = newPerson("pest");
  const member = newPerson("member");
  await createAccount(pestContext, pest);
  await createAccount(memberContext, member);

  const pestPage = await pestContext.newPage();
  await gotoHydrated(pestPage, `/u/${member.username}`);
  await pestPage.getByRole("link", { name: "Message", exact: true }).click();
  await expect(pestPage).toHaveURL(/\/new-message\?recipient=\d+$/);
  await gotoHydrated(pestPage, pestPage.url());
  await pestPage
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Pay ₹5,000 to get the lead role.");
  await pestPage.getByRole("button", { name: "Send Message" }).click();
  await expect(pestPage).toHaveURL(/\/messages$/);

  // The member reads it and reports it.
  const page = await memberContext.newPage();
  await gotoHydrated(page, "/messages");
  await page.getByRole("link", { name: new RegExp(`^${pest.name}`) }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await page.getByText("Report message").click();
  await page.getByLabel("Why are you reporting it?").selectOption("scam");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Our team will review this report.")).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-report-desktop.png` });

  // Then blocks the sender from their profile (after saying yes to the question).
  await gotoHydrated(page, `/u/${pest.username}`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText(`${pest.name} is blocked.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Message", exact: true })).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/profile-blocked-desktop.png` });

  // The conversation is gone for both; the sender's profile link to write again is gone too.
  await gotoHydrated(page, "/messages");
  await expect(page.getByRole("heading", { name: "Your Messages" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${pest.name}`) })).toHaveCount(0);
  await gotoHydrated(pestPage, "/messages");
  await expect(pestPage.getByRole("link", { name: new RegExp(`^${member.name}`) })).toHaveCount(0);
  await gotoHydrated(pestPage, `/u/${member.username}`);
  await expect(pestPage.getByRole("link", { name: "Message", exact: true })).toHaveCount(0);
  await Promise.all([pestContext.close(), memberContext.close()]);
});
