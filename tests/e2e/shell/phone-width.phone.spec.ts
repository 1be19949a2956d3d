import type { Page } from "@playwright/test";
import { contactMessages } from "~/db/schema";
import { STAFF_QUEUES } from "~/routes/staff/staff-queues";
import { createAudition, createJob, createProject } from "../../factories";
import { newPerson } from "../accounts/helpers";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { createAccount } from "../members";
import { statePay } from "../opportunities/pay";
import { editorSection } from "../profiles/profile-helpers";
import { stillPng } from "../profiles/test-images";

/**
 * Issue 23, item 4: on a 390 px phone no form may make the page wider than
 * the screen (adding a portfolio item once stretched Edit Profile to 467-574
 * px, pushing the menu and the Save bar off-screen). Every form of the product
 * is opened, filled the way a person would, and measured.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

// Typed text long enough to wrap, and one long unbroken word (a link, a name) that must not push the page.
const WORDS = "A fairly long answer, typed on a phone, to see how this field copes with a narrow screen";
const UNBROKEN = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLverylongplaylistidentifier0123456789";

/**
 * The page is no wider than the screen. A phone's browser zooms out to show a
 * page that is too wide, which widens window.innerWidth with it, so both are
 * held to the screen's own width.
 */
async function expectFitsScreen(page: Page, where: string) {
  const screenWidth = page.viewportSize()!.width;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    Math.max(scrollWidth, innerWidth),
    `${where}: the page is ${scrollWidth} px wide (window ${innerWidth} px) on a ${screenWidth} px screen`,
  ).toBeLessThanOrEqual(screenWidth);
}

/** Types into every visible text box and text area of the page's main content. */
async function fillTextBoxes(page: Page) {
  const boxes = page.getByRole("main").locator("input:visible, textarea:visible");
  for (const box of await boxes.all()) {
    const type = (await box.getAttribute("type")) ?? "text";
    if (!["text", "email", "url", "search", "tel", "password"].includes(type)) continue;
    if (!(await box.isEditable())) continue;
    const value =
      type === "email"
        ? "a.really.long.address.for.testing@example.com"
        : type === "url"
          ? UNBROKEN
          : type === "password"
            ? "a-long-password-1234"
            : WORDS;
    await box.fill(value);
  }
}

async function openAndFill(page: Page, url: string, { paid = false } = {}) {
  await gotoHydrated(page, url);
  await expectFitsScreen(page, `${url} as it opens`);
  // A posting's pay: Paid shows the amount, the range and the period side by side.
  if (paid) await statePay(page.getByRole("main"), { amount: "150000", upTo: "250000", per: "per episode" });
  await fillTextBoxes(page);
  await expectFitsScreen(page, `${url} filled in`);
}

test("signed out, the account, contact and advertising forms fit a 390 px screen", async ({ page }) => {
  for (const url of ["/signup", "/login", "/forgot-password", "/reset-password?token=not-a-real-token"]) {
    await openAndFill(page, url);
  }
  for (const url of ["/contact", "/advertise"]) await openAndFill(page, url);
});

test("Edit Profile with credits and a portfolio item being added fits a 390 px screen", async ({ page }) => {
  const person = newPerson("width");
  const { profileId } = await createAccount(page.context(), person);
  await gotoHydrated(page, `/edit-profile/${profileId}`);
  await expectFitsScreen(page, "Edit Profile as it opens");

  const experience = editorSection(page, "Professional Experience");
  await experience.getByRole("button", { name: "Add credit" }).tap();
  await experience.getByRole("button", { name: "Add credit" }).tap();
  await experience.getByRole("button", { name: "Add experience note" }).tap();
  await expectFitsScreen(page, "Edit Profile with two credits and a note");

  const portfolio = editorSection(page, "Portfolio");
  await portfolio.getByRole("button", { name: "Add Portfolio Item" }).tap();
  const newItem = portfolio.getByRole("group", { name: "New portfolio item" });
  await expect(newItem).toBeVisible();
  await expectFitsScreen(page, "Edit Profile adding an image");
  await newItem.getByLabel("Title").fill("Backstage at Ravindra Bharathi, the night of the premiere");
  await newItem.getByLabel("Image").setInputFiles(await stillPng());
  await expect(newItem.getByRole("status")).toHaveText("Image uploaded.");
  await newItem.getByRole("button", { name: "Add", exact: true }).tap();
  await expect(newItem).toBeHidden();
  await expectFitsScreen(page, "Edit Profile with an image added to the portfolio");

  await portfolio.getByRole("button", { name: "Add Portfolio Item" }).tap();
  await newItem.getByLabel("Type").selectOption("video");
  await expectFitsScreen(page, "Edit Profile adding a video");
  await newItem.getByLabel("Title").fill("Monsoon Letters showreel, two minutes from the film");
  await newItem.getByLabel("Video link").fill("https://youtu.be/dQw4w9WgXcQ");
  await newItem.getByRole("button", { name: "Add", exact: true }).tap();
  await expect(portfolio.getByRole("list", { name: "Portfolio items" }).getByRole("listitem")).toHaveCount(2);
  await expectFitsScreen(page, "Edit Profile with a video added to the portfolio");

  await fillTextBoxes(page);
  await expectFitsScreen(page, "Edit Profile filled in");
  // The Save bar is on the screen, whole.
  const save = page.getByRole("button", { name: "Save Changes" });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, "Save Changes is on the screen").toBe(true);
});

test("the posting forms, a job's edit form and the apply forms fit a 390 px screen", async ({ page }) => {
  const person = newPerson("width");
  const { userId } = await createAccount(page.context(), person);
  for (const url of ["/auditions/create", "/jobs/create", "/collaboration/create"]) {
    await openAndFill(page, url, { paid: true });
  }
  const ownJob = await createJob({ posterId: userId });
  await openAndFill(page, `/jobs/${ownJob.id}/edit`);

  // Someone else's postings, with their apply and join forms.
  const job = await createJob();
  const audition = await createAudition();
  const project = await createProject();
  for (const url of [`/jobs/${job.id}`, `/auditions/${audition.id}`, `/collaboration/${project.id}`]) {
    await openAndFill(page, url);
  }
});

test("account settings, messages and the feed's composer fit a 390 px screen", async ({ page }) => {
  const person = newPerson("width");
  await createAccount(page.context(), person);
  for (const url of ["/account", "/messages/new", "/feed"]) await openAndFill(page, url);
});

test("every staff page fits a 390 px screen, whatever visitors typed", async ({ page }) => {
  const person = newPerson("width");
  await createAccount(page.context(), person, { staff: true });
  // What visitors send is listed as they typed it: one long unbroken word must wrap, not widen the page.
  await (await e2eDatabase()).db.insert(contactMessages).values({
    name: "Width Test",
    email: "width@example.com",
    subject: `/category/${"x".repeat(200)}`,
    message: "A long unbroken word in the subject.",
  });
  for (const queue of STAFF_QUEUES) await openAndFill(page, queue.path);
});
