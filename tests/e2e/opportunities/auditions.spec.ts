import { PAY_MESSAGES } from "~/features/postings/pay";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { payFieldset, roleFields, statePay } from "./pay";

/** A week from today, as the date input takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("one member posts an audition, another finds it by search and applies, the poster shortlists, the applicant is told", async ({
  browser,
  baseURL,
}) => {
  // A named exception to the 30 s limit: a whole two-person story through the pages (post or
  // write, find, answer, be told), each step what the test is about; 10-20 s on the 2-core machine in the headless shell, 20-30 s in Debian's Chromium (decision 064).
  test.setTimeout(60_000);
  const posterContext = await browser.newContext({ baseURL });
  const applicantContext = await browser.newContext({ baseURL });
  const poster = newPerson("poster");
  const applicant = newPerson("applicant");
  await createAccount(posterContext, poster);
  await createAccount(applicantContext, applicant);
  const title = `Kathak Lead ${poster.username.slice(-6)}`;

  // The poster: a first submit with nothing typed says what is missing and loses nothing.
  const posterPage = await posterContext.newPage();
  await gotoHydrated(posterPage, "/auditions/create");
  const form = posterPage.locator("form#post-audition");
  await form.getByLabel("Audition title").fill(title);
  await form.getByRole("button", { name: "Post Audition" }).click();
  await expect(form.getByText("Please fill all required fields").first()).toBeVisible();
  // Every audition says what it pays.
  await expect(form.getByText(PAY_MESSAGES.kind)).toBeVisible();
  await expect(form.getByLabel("Audition title")).toHaveValue(title);

  await form.getByLabel("Project").fill("Ghungroo");
  await form.getByLabel("Production company").fill("Lucknow Gharana Films");
  await form.getByLabel("Date").fill(nextWeek());
  await form.getByLabel("Location").fill("Hazratganj, Lucknow");
  // Each role is its own small form: the dancer with a playing age, then the tabla player.
  await form.getByRole("button", { name: "Add a role" }).click();
  await form.getByLabel("Role name").fill("Lead Dancer");
  await form.getByLabel("Playing age from").fill("20");
  await form.getByLabel("Playing age to").fill("30");
  await form.getByRole("button", { name: "Add a role" }).click();
  await expect(form.getByLabel("Role name").nth(1)).toBeFocused();
  await form.getByLabel("Role name").nth(1).fill("Tabla Player");
  // With roles the call asks no pay of its own: each role states its pay (decision 061).
  await expect(payFieldset(form)).toHaveCount(2);
  await statePay(roleFields(form, 0), { amount: "5000", upTo: "8000", per: "per day" });
  await statePay(roleFields(form, 1), { amount: "3000", per: "per day" });
  await form.getByRole("button", { name: "Post Audition" }).click();
  // The new audition's own page, with its pay and its roles.
  await expect(posterPage).toHaveURL(/\/auditions\/\d+$/);
  await expect(posterPage.getByText("Audition posted successfully!")).toBeVisible();
  await expect(posterPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The call's pay is the range of its roles' pay, beside each role's own.
  await expect(posterPage.getByText("Pay: ₹3,000 to ₹8,000 per day")).toBeVisible();
  await expect(posterPage.getByRole("region", { name: "Roles" })).toContainText("₹5,000 to ₹8,000 per day");
  await expect(posterPage.getByRole("heading", { level: 3, name: "Lead Dancer" })).toBeVisible();
  await expect(posterPage.getByText("Playing age 20–30")).toBeVisible();

  // The applicant finds it by typing: the list follows, the address keeps the search across a reload.
  const page = await applicantContext.newPage();
  await gotoHydrated(page, "/auditions");
  await page.getByLabel("Search auditions").fill("Ghungroo");
  await expect(page).toHaveURL(/q=Ghungroo/);
  // What it pays: found, then not among the unpaid ones, then among the paid ones.
  const found = page.getByRole("main").getByRole("heading", { level: 2, name: title });
  await expect(found).toBeVisible();
  await page.getByLabel("Pay", { exact: true }).selectOption("unpaid");
  await expect(page).toHaveURL(/[?&]pay=unpaid(&|$)/);
  await expect(found).toHaveCount(0);
  await page.getByLabel("Pay", { exact: true }).selectOption("paid");
  await expect(page).toHaveURL(/[?&]pay=paid(&|$)/);
  await page.reload();
  await expect(page.getByLabel("Search auditions")).toHaveValue("Ghungroo");
  await expect(page.getByLabel("Pay", { exact: true })).toHaveValue("paid");
  await expect(page.getByRole("link", { name: "Remove filter: Paid" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([title]);
  // Its card says what it pays.
  await expect(page.getByRole("main").getByRole("article")).toContainText("₹3,000 to ₹8,000 per day");
  // A misspelt search is corrected word by word, and the page says what it searched for.
  await page.getByLabel("Search auditions").fill("Ghungru");
  await expect(page.getByTestId("corrected-search")).toContainText("Showing results for “ghungroo”");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([title]);
  await page.getByLabel("Search auditions").fill("Ghungroo");
  await expect(page.getByTestId("corrected-search")).toHaveCount(0);

  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/auditions\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Its poster by name ("Posted by" alone also begins the not-verified panel's line).
  await expect(page.getByText(`Posted by ${poster.name}`)).toBeVisible();
  await page
    .getByLabel("A note for the casting team (optional)")
    .fill("Trained at Kathak Kendra; free all week.");
  // Two roles are open: the applicant says which.
  await page.getByRole("checkbox", { name: "Lead Dancer" }).check();
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("Application submitted successfully")).toBeVisible();
  await expect(page.getByRole("list", { name: "Application history" })).toContainText("Applied");
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);

  // My Auditions lists it for the applicant, marked as applied.
  await gotoHydrated(page, "/auditions?tab=mine");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Applied", { exact: true })).toBeVisible();

  // The poster's page counts the application; the poster cannot apply.
  const auditionUrl = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  await gotoHydrated(posterPage, auditionUrl!);
  await expect(posterPage.getByText("1 person has applied so far.")).toBeVisible();
  await expect(posterPage.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
  await expect(posterPage.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();

  // The applicants page: the applicant's profile and note; the poster shortlists them.
  await posterPage.getByRole("link", { name: "View applicants" }).click();
  await expect(posterPage.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
  const applicants = posterPage.getByRole("list", { name: "Applicants" });
  await expect(applicants.getByRole("link", { name: applicant.name, exact: true })).toBeVisible();
  await expect(applicants).toContainText("Trained at Kathak Kendra; free all week.");
  await applicants.getByRole("button", { name: `Shortlist ${applicant.name}` }).click();
  await expect(posterPage.getByText("Updated 1 applicant")).toBeVisible();
  await expect(applicants.getByTestId("applicant-status")).toHaveText("Shortlisted");
  await posterPage.getByRole("link", { name: "Shortlisted (1)" }).click();
  await expect(posterPage).toHaveURL(/status=shortlisted/);
  await expect(applicants.locator(":scope > li")).toHaveCount(1);

  // The applicant: the bell counts it, the notification leads to the audition, My applications shows it.
  await gotoHydrated(page, "/auditions");
  await page.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const notice = page.getByRole("link", { name: `Unread: You have been shortlisted for “${title}”.` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Application history" })).toContainText("Shortlisted");
  await gotoHydrated(page, "/applications");
  await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible();
  await expect(page.getByTestId("my-application-status")).toHaveText("Shortlisted");
  await expect(page.getByRole("link", { name: "Notifications" })).toBeVisible();

  await posterContext.close();
  await applicantContext.close();
});

test("visitors browse auditions and are asked to sign in to apply; My Auditions says how to start", async ({
  page,
}) => {
  await gotoHydrated(page, "/auditions");
  await expect(page.getByRole("heading", { level: 1, name: "Auditions" })).toBeVisible();
  await expect(page.getByText("Upcoming", { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "My Auditions" }).click();
  await expect(page.getByText("You haven't scheduled any auditions yet")).toBeVisible();
  await page.getByRole("link", { name: "Completed" }).click();
  await expect(page.getByText("Completed", { exact: true }).nth(1)).toBeVisible();

  await gotoHydrated(page, "/auditions?type=online");
  await page
    .getByRole("link", { name: /^View details: / })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Sign in to apply" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Virtual Audition" })).toHaveCount(0);

  await page.goto("/auditions/99999999");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
