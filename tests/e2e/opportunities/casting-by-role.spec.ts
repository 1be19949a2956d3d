import { nextStepWords } from "~/features/postings/application-status";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { roleFields, statePay } from "./pay";

// Issue 25: a casting call is for roles. A casting director posts an audition with two roles, two
// actors apply for different roles, one role is filled, and each applicant sees the answer for theirs.

const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("two roles, two actors, one role filled: each applicant sees the answer for their own role", async ({
  browser,
  baseURL,
}) => {
  // A named exception to the 30 s limit: three people through the pages (post, apply twice, fill, read).
  test.setTimeout(60_000);
  const director = newPerson("director");
  const meeraActor = newPerson("meera-actor");
  const rahulActor = newPerson("rahul-actor");
  const [directorContext, meeraContext, rahulContext] = await Promise.all(
    [director, meeraActor, rahulActor].map(() => browser.newContext({ baseURL })),
  );
  await createAccount(directorContext!, director);
  await createAccount(meeraContext!, meeraActor);
  await createAccount(rahulContext!, rahulActor);
  const title = `Monsoon Revival ${director.username.slice(-6)}`;

  // The casting director posts the call with two roles, each its own small form.
  const directorPage = await directorContext!.newPage();
  await gotoHydrated(directorPage, "/auditions/create");
  const form = directorPage.locator("form#post-audition");
  await form.getByLabel("Audition title").fill(title);
  await form.getByLabel("Project").fill("Monsoon Wedding (stage)");
  await form.getByLabel("Production company").fill("Prithvi Players");
  await form.getByLabel("Date").fill(nextWeek());
  await form.getByLabel("Location").fill("Juhu, Mumbai");
  await form.getByRole("button", { name: "Add a role" }).click();
  const names = form.getByLabel("Role name");
  await names.nth(0).fill("Meera");
  await form.getByLabel("Playing age from").nth(0).fill("22");
  await form.getByLabel("Playing age to").nth(0).fill("28");
  await form.getByLabel("Gender").nth(0).selectOption("female");
  await form.getByLabel("Languages").nth(0).fill("Hindi, Punjabi");
  await statePay(roleFields(form, 0), { amount: "12000", per: "per project" });
  await form.getByRole("button", { name: "Add a role" }).click();
  await names.nth(1).fill("Rahul");
  await form.getByLabel("Playing age from").nth(1).fill("25");
  await form.getByLabel("Playing age to").nth(1).fill("32");
  // Each role says what it pays; the call's pay is the range of theirs (decision 061).
  await statePay(roleFields(form, 1), { amount: "8000", per: "per project" });
  if (process.env.E2E_SCREENSHOTS) await form.screenshot({ path: "test-results/roles-editor.png" });
  await form.getByRole("button", { name: "Post Audition" }).click();
  await expect(directorPage).toHaveURL(/\/auditions\/\d+$/);
  await expect(directorPage.getByText("Audition posted successfully!")).toBeVisible();
  await expect(directorPage.getByRole("heading", { level: 3, name: "Meera" })).toBeVisible();
  await expect(directorPage.getByRole("region", { name: "Roles" })).toContainText("₹12,000 per project");
  await expect(directorPage.getByText("Pay: ₹8,000 to ₹12,000 per project")).toBeVisible();
  const auditionPath = new URL(directorPage.url()).pathname;

  // Each actor applies for a different role; one sends a self-tape link.
  for (const [context, role, tape] of [
    [meeraContext!, "Meera", "https://youtu.be/dQw4w9WgXcQ"],
    [rahulContext!, "Rahul", ""],
  ] as const) {
    const page = await context.newPage();
    await gotoHydrated(page, auditionPath);
    await page.getByRole("checkbox", { name: role }).check();
    if (tape) await page.getByLabel("Link to a self-tape, reel or voice sample (optional)").fill(tape);
    await page.getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByText("Application submitted successfully")).toBeVisible();
    await expect(page.getByRole("list", { name: "Roles applied for" })).toContainText(`${role}Waiting`);
    await page.close();
  }

  // The director fills Meera's role with the actor who applied for it.
  await gotoHydrated(directorPage, `${auditionPath}/applicants`);
  const roles = directorPage.getByRole("navigation", { name: "Filter by role" });
  await roles.getByRole("link", { name: "Meera (1)" }).click();
  await expect(directorPage).toHaveURL(/[?&]role=\d+/);
  const applicants = directorPage.getByRole("list", { name: "Applicants" });
  await expect(applicants.locator(":scope > li")).toHaveCount(1);
  await expect(applicants).toContainText(meeraActor.name);
  await expect(applicants.getByRole("link", { name: "Self-tape or sample" })).toHaveAttribute(
    "href",
    "https://youtu.be/dQw4w9WgXcQ",
  );
  const meeraCard = directorPage.getByTestId("role-card").filter({ hasText: "Meera" });
  await meeraCard.getByText("Role filled…").click();
  await meeraCard.getByRole("checkbox", { name: meeraActor.name }).check();
  if (process.env.E2E_SCREENSHOTS)
    await directorPage.screenshot({ path: "test-results/roles-applicants.png", fullPage: true });
  await meeraCard.getByRole("button", { name: "Mark Meera filled" }).click();
  // Filling tells everyone and cannot be undone: the product asks first.
  const confirm = directorPage.getByRole("alertdialog", { name: "Mark Meera filled?" });
  await expect(confirm).toContainText("The person you ticked will be told they were cast");
  await confirm.getByRole("button", { name: "Mark Meera filled" }).click();
  await expect(directorPage.getByText(/“Meera” is filled\./)).toBeVisible();
  await expect(meeraCard.getByText(`Cast: ${meeraActor.name}`)).toBeVisible();

  // Each applicant sees the answer for their own role: Meera's actor is cast, Rahul's still waits.
  const meeraPage = await meeraContext!.newPage();
  await gotoHydrated(meeraPage, auditionPath);
  await expect(meeraPage.getByRole("list", { name: "Roles applied for" })).toContainText("MeeraCast");
  await expect(meeraPage.locator("#apply")).toContainText("Accepted");
  // What happens next, on the audition and in My Applications: the role, and the way to the director.
  await expect(meeraPage.locator("#apply")).toContainText(nextStepWords("accepted", "casting team"));
  await expect(
    meeraPage.locator("#apply").getByRole("link", { name: "Message the casting team" }),
  ).toHaveAttribute("href", /^\/new-message\?recipient=\d+$/);
  if (process.env.E2E_SCREENSHOTS)
    await meeraPage.locator("#apply").screenshot({ path: "test-results/apply-panel-cast.png" });
  await gotoHydrated(meeraPage, "/applications");
  const mine = meeraPage.getByRole("list", { name: "My applications" }).getByRole("listitem").first();
  await expect(mine).toContainText("Cast as Meera");
  await expect(mine.getByRole("link", { name: "Message the casting team" })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await mine.screenshot({ path: "test-results/my-applications-cast.png" });
  const rahulPage = await rahulContext!.newPage();
  await gotoHydrated(rahulPage, auditionPath);
  await expect(rahulPage.getByRole("list", { name: "Roles applied for" })).toContainText("RahulWaiting");
  // The filled role is no longer offered to anyone else.
  await expect(rahulPage.getByRole("heading", { level: 3, name: "Meera" })).toBeVisible();
  await expect(rahulPage.getByText("Filled", { exact: true })).toBeVisible();

  await Promise.all([directorContext!, meeraContext!, rahulContext!].map((context) => context.close()));
});
