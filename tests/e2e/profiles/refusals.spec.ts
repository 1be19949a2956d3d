import type { Page } from "@playwright/test";
import { createAudition, createProject } from "../../factories";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";
import { expectPayStated, roleFields, statePay } from "../opportunities/pay";

/**
 * Issue 23, item 1: every refusal of an action is a message in place with a
 * way forward, never the error screen, and what was typed stays. An
 * unverified member is the commonest refused person: sign-up tells them they
 * may verify later.
 */

const away = { location: "Laitumkhrah, Shillong", cityId: null };

/** The refusal's notice: its words and the way forward, over the page it refused. */
async function expectRefusedInPlace(page: Page, message: string) {
  const notice = page.locator("[data-sonner-toast]").filter({ hasText: message });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Resend the link" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  return notice;
}

test("Apply Now: refused in place with the link sent again, and the note kept", async ({ page }) => {
  const person = newPerson("refused-apply");
  await createAccount(page.context(), person, { verified: false });
  const audition = await createAudition({ ...away, title: "Chorus for a Khasi folk opera" });

  await gotoHydrated(page, `/auditions/${audition.id}`);
  const note = page.getByLabel("A note for the casting team (optional)");
  await note.fill("I sing in Khasi and Garo.");
  await page.getByRole("button", { name: "Apply Now" }).click();
  const notice = await expectRefusedInPlace(page, "Verify your email to apply.");
  await expect(note).toHaveValue("I sing in Khasi and Garo.");
  await expect(page.getByRole("heading", { level: 1, name: "Chorus for a Khasi folk opera" })).toBeVisible();

  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: "test-results/refusal-desktop.png" });
  await notice.getByRole("button", { name: "Resend the link" }).click();
  await expect(page.getByText(`We sent a new verification link to ${person.email}.`)).toBeVisible();
  await waitForEmail(person.email, /Verify your email/);
});

test("Post an Audition: refused in place, every field as typed", async ({ page }) => {
  await createAccount(page.context(), newPerson("refused-post"), { verified: false });
  await gotoHydrated(page, "/auditions/create");
  const form = page.locator("form#post-audition");
  await form.getByLabel("Audition title").fill("Narrator for a radio play");
  await form.getByLabel("Project").fill("Voices of the Hills");
  await form.getByLabel("Production company").fill("Pine Radio");
  await form.getByLabel("Date").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel("Location").fill("Police Bazaar, Shillong");
  await form.getByRole("button", { name: "Add a role" }).click();
  await form.getByLabel("Role name").fill("Narrator");
  await statePay(roleFields(form, 0), { amount: "4000", per: "per episode" });
  await form.getByRole("button", { name: "Post Audition" }).click();
  await expectRefusedInPlace(page, "Verify your email to post an audition.");
  await expect(form.getByLabel("Audition title")).toHaveValue("Narrator for a radio play");
  await expect(form.getByLabel("Role name")).toHaveValue("Narrator");
  await expectPayStated(roleFields(form, 0), { amount: "4000", per: "per episode" });
  await expect(page).toHaveURL(/\/auditions\/create$/);

  // The page said so before the press too, with the same way forward.
  await page.getByRole("status").getByRole("button", { name: "Resend the link" }).click();
  await expect(page.getByText(/^We sent a new verification link to /)).toBeVisible();
});

test("a refused post keeps its draft and still asks before leaving", async ({ page }) => {
  await createAccount(page.context(), newPerson("refused-draft"), { verified: false });
  await gotoHydrated(page, "/auditions/create");
  const form = page.locator("form#post-audition");
  await form.getByLabel("Audition title").fill("Dancer for a Bihu film song");
  await form.getByLabel("Project").fill("Rongali");
  await form.getByLabel("Production company").fill("Brahmaputra Reels");
  await form.getByLabel("Date").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel("Location").fill("Guwahati");
  await form.getByRole("button", { name: "Add a role" }).click();
  await form.getByLabel("Role name").fill("Lead Dancer");
  await statePay(roleFields(form, 0), { expensesOnly: true, which: "Travel to the shoot in Majuli" });
  await form.getByRole("button", { name: "Post Audition" }).click();
  await expectRefusedInPlace(page, "Verify your email to post an audition.");

  // Off to the inbox to verify: the product still asks first, and leaving keeps the draft.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave page" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await gotoHydrated(page, "/auditions/create");
  await expect(page.getByText("Draft restored.")).toBeVisible();
  await expect(form.getByLabel("Audition title")).toHaveValue("Dancer for a Bihu film song");
  await expectPayStated(roleFields(form, 0), { expensesOnly: true, which: "Travel to the shoot in Majuli" });
});

test("Request to Join and Job notifications: each refused in place", async ({ page }) => {
  await createAccount(page.context(), newPerson("refused-join"), { verified: false });
  const project = await createProject({ ...away, title: "A Shillong rock documentary" });

  await gotoHydrated(page, `/collaboration/${project.id}`);
  const note = page.getByLabel(/^A note for the/);
  await note.fill("I shoot on a Sony FX3.");
  await page.getByRole("button", { name: "Request to Join" }).click();
  await expectRefusedInPlace(page, "Verify your email to ask to join a project.");
  await expect(note).toHaveValue("I shoot on a Sony FX3.");

  await gotoHydrated(page, "/jobs");
  const toggle = page.getByRole("button", { name: "Job notifications" });
  await toggle.click();
  await expectRefusedInPlace(page, "Verify your email to turn on job notifications.");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});

test("Like on the feed and on the news: each refused in place", async ({ page }) => {
  await createAccount(page.context(), newPerson("refused-like"), { verified: false });
  await gotoHydrated(page, "/feed");
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Like, / })
    .click();
  await expectRefusedInPlace(page, "Verify your email to post, like and comment.");
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();

  await gotoHydrated(page, "/news");
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Like, / })
    .click();
  await expectRefusedInPlace(page, "Verify your email to react to and comment on the news.");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the refusal and its way forward fit the screen, over the page it refused", async ({ page }) => {
    await createAccount(page.context(), newPerson("refused-phone"), { verified: false });
    const audition = await createAudition({ ...away, title: "Guitarist for a café gig" });
    await gotoHydrated(page, `/auditions/${audition.id}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    const notice = await expectRefusedInPlace(page, "Verify your email to apply.");
    const resend = await notice.getByRole("button", { name: "Resend the link" }).boundingBox();
    expect(resend!.x).toBeGreaterThanOrEqual(0);
    expect(resend!.x + resend!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: "test-results/refusal-phone.png" });
  });
});
