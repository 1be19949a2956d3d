import { newPerson, signUpThroughForms } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { roleFields, statePay } from "../opportunities/pay";
import { PGLITE_SMOKE } from "../tags";

/** A week from today, as the date input takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The main write path built through the forms alone, so it also runs on the
 * embedded database the product starts on, where nothing else may write while
 * the server runs (decision 037): two people sign up and verify by email, one
 * posts an audition, the other applies, the poster shortlists and messages
 * them, and the applicant is told.
 */
test("two people sign up through the forms; one posts an audition, the other applies, is shortlisted and messaged", {
  tag: PGLITE_SMOKE,
}, async ({ browser, baseURL }) => {
  // A named exception to the 30 s limit: two real sign-ups (each a password hash and a verification
  // email) and a whole posting-to-answer story, on the embedded database too; 30-40 s here.
  test.setTimeout(60_000);
  const posterContext = await browser.newContext({ baseURL });
  const applicantContext = await browser.newContext({ baseURL });
  const poster = newPerson("smoke-poster");
  const applicant = newPerson("smoke-applicant");
  await signUpThroughForms(posterContext, poster);
  await signUpThroughForms(applicantContext, applicant);
  const title = `Smoke Reading ${poster.username.slice(-6)}`;

  const posterPage = await posterContext.newPage();
  await gotoHydrated(posterPage, "/auditions/create");
  const form = posterPage.locator("form#post-audition");
  await form.getByLabel("Audition title").fill(title);
  await form.getByLabel("Project").fill("Smoke Test Play");
  await form.getByLabel("Production company").fill("Prithvi Players");
  await form.getByLabel("Date").fill(nextWeek());
  await form.getByLabel("Location").fill("Juhu, Mumbai");
  await form.getByRole("button", { name: "Add a role" }).click();
  await form.getByLabel("Role name").fill("Narrator");
  await statePay(roleFields(form, 0), { amount: "3000", per: "per day" });
  await form.getByRole("button", { name: "Post Audition" }).click();
  await expect(posterPage.getByText("Audition posted successfully!")).toBeVisible();

  const page = await applicantContext.newPage();
  await gotoHydrated(page, `/auditions?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Pay: ₹3,000 per day")).toBeVisible();
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("Application submitted successfully")).toBeVisible();

  await gotoHydrated(posterPage, new URL(page.url()).pathname);
  await posterPage.getByRole("link", { name: "View applicants" }).click();
  const applicants = posterPage.getByRole("list", { name: "Applicants" });
  await applicants.getByRole("button", { name: `Shortlist ${applicant.name}` }).click();
  await expect(applicants.getByTestId("applicant-status")).toHaveText("Shortlisted");
  await applicants.getByRole("link", { name: `Message ${applicant.name}` }).click();
  await expect(posterPage).toHaveURL(/\/new-message\?recipient=\d+&application=\d+$/);
  await gotoHydrated(posterPage, posterPage.url());
  // The message starts by saying which posting it is about; the poster writes on after it.
  const message = posterPage.getByRole("textbox", { name: "Message", exact: true });
  await expect(message).toHaveValue(/^About your application to “.+”( \(.+\))?: $/);
  await message.fill("Please come at ten.");
  await posterPage.getByRole("button", { name: "Send Message" }).click();
  await expect(posterPage.getByText(`Message sent to ${applicant.name}`)).toBeVisible();

  await gotoHydrated(page, "/notifications");
  await expect(
    page.getByRole("link", { name: `Unread: You have been shortlisted for “${title}”.` }),
  ).toBeVisible();
  await gotoHydrated(page, "/messages");
  await expect(page.getByRole("link", { name: new RegExp(`^${poster.name}.*1 unread`) })).toBeVisible();

  await posterContext.close();
  await applicantContext.close();
});
