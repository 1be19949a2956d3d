import type { Page } from "@playwright/test";
import { createMember, createProfile } from "../../factories";
import { createAudition } from "../../factories/auditions";
import { newPerson, signUpThroughForms } from "../accounts/helpers";
import { e2eDatabase } from "../database";
import { expect, gotoHydrated, test } from "../fixtures";
import { waitForEmail } from "../mail";

// Issue 23's "Polish" list: each test names the item it proves.

/** Every browser dialog (alert, confirm) the page opens, recorded and dismissed. */
function recordBrowserDialogs(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

test("a toast never lies over the header or the page's heading, on a desktop or a phone", async ({
  page,
  member,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/u/aarav-malhotra");
  const main = page.getByRole("main");
  const clearOfTheTop = async (text: string) => {
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const heading = (await main.getByRole("heading", { level: 1 }).boundingBox())!;
    // Where the toast comes to rest: sonner slides it in from below.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(Math.max(header.y + header.height, heading.y + heading.height));
  };
  await main.getByRole("button", { name: "Follow" }).click();
  await clearOfTheTop("Following successfully");
  await expect(page.getByText(member.name).first()).toBeAttached();
  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole("button", { name: "Following" }).click();
  await clearOfTheTop("Unfollowed successfully");
});

test("at 390 px every category card's name fits inside its card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const grid = page.locator("#category-grid");
  await expect(grid.getByText("Cinematography", { exact: true })).toBeVisible();
  const overflowing = await grid.evaluate((list) =>
    [...list.querySelectorAll("a")].flatMap((card) => {
      const name = card.querySelector(".category-card-name") as HTMLElement;
      const cardBox = card.getBoundingClientRect();
      const nameBox = name.getBoundingClientRect();
      return name.scrollWidth > name.clientWidth || nameBox.right > cardBox.right ? [name.textContent] : [];
    }),
  );
  expect(overflowing).toEqual([]);
});

test("deleting a post asks in the product's own dialog; Cancel keeps it; the post is counted and refused past 3,000 characters", async ({
  page,
  member: _member,
}) => {
  const browserDialogs = recordBrowserDialogs(page);
  await gotoHydrated(page, "/feed");
  const composer = page.getByLabel("What would you like to share?");
  await expect(page.getByText("0 / 3,000")).toBeVisible();

  // Over the limit: the whole text stays in the box, the counter says by how much, the server refuses.
  const tooLong = `Rehearsal notes. ${"a".repeat(2990)}`;
  await composer.fill(tooLong);
  await expect(composer).toHaveValue(tooLong);
  await expect(page.getByText("3,007 / 3,000 (7 over the limit)")).toBeVisible();
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Please keep your post to 3,000 characters or less.")).toBeVisible();
  await expect(page.getByText("Error creating post", { exact: true })).toBeVisible();
  await expect(composer).toHaveValue(tooLong);

  await composer.fill("Rehearsal notes from today's read-through.");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Your post is live.")).toBeVisible();
  const post = page.getByRole("article").filter({ hasText: "Rehearsal notes from today's read-through." });
  // A post seen at once was made "just now", not "0s ago".
  await expect(post.locator("time").first()).toHaveText(/^(just now|\d+s ago)$/);
  await expect(post.locator("time").first()).not.toHaveText("0s ago");

  await post.getByRole("button", { name: "Delete post" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(post).toBeVisible();
  // Focus goes back to the button that asked.
  await expect(post.getByRole("button", { name: "Delete post" })).toBeFocused();

  await post.getByRole("button", { name: "Delete post" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Post deleted.")).toBeVisible();
  await expect(post).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
});

test("an application note is counted to 2,000 and refused past it, keeping what was typed", async ({
  page,
  member: _member,
}) => {
  await e2eDatabase();
  const audition = await createAudition({ title: "Counter Check Audition" });
  await gotoHydrated(page, `/auditions/${audition.id}`);
  const note = page.getByLabel(/A note for the/);
  await expect(page.getByText("0 / 2,000")).toBeVisible();
  const tooLong = "I trained in Kathak for twelve years. ".repeat(55).trim();
  await note.fill(tooLong);
  await expect(note).toHaveValue(tooLong);
  await expect(page.getByText(/^2,\d{3} \/ 2,000 \(\d+ over the limit\)$/)).toBeVisible();
  await page
    .locator("#apply")
    .getByRole("button", { name: /Submit|Apply/ })
    .click();
  await expect(page.getByText("Your note must be 2,000 characters or less.")).toBeVisible();
  await expect(note).toHaveValue(tooLong);
});

test("the profile sidebar describes the member's own category, not the first of their list", async ({
  page,
}) => {
  await e2eDatabase();
  const member = await createMember({ name: "Sidebar Director", verified: true });
  const profile = await createProfile(member, { role: "Director", categories: ["acting", "directing"] });
  await gotoHydrated(page, `/u/${profile.username}`);
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByRole("heading", { level: 2, name: "Directing" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { level: 2, name: "Acting" })).toHaveCount(0);
});

test("opening the verification link while signed in says the email is verified", async ({ page }) => {
  const person = newPerson("verifies-signed-in");
  await signUpThroughForms(page.context(), person, { verified: false });
  const email = await waitForEmail(person.email, /Verify your email/);
  await page.goto(email.link);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText("Your email is verified.")).toBeVisible();
});

test("social sign-in failing says so in the spec's toast beside the banner", async ({ page }) => {
  await gotoHydrated(page, "/login?social=failed&provider=google");
  await expect(
    page.getByText("Authentication failed. Please try again or use another method."),
  ).toBeVisible();
  await expect(page.getByText("Could not authenticate with Google. Please try again.")).toBeVisible();
});

test("resetting the password while signed in on this browser says it was updated (already so before issue 23: kept as a guard)", async ({
  page,
  member,
}) => {
  await gotoHydrated(page, "/forgot-password");
  const form = page.locator("form#forgot-password");
  await form.getByLabel("Email").fill(member.email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  const email = await waitForEmail(member.email, /Reset your Rangmanch password/);
  await page.goto(email.link);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const reset = page.locator("form#reset-password");
  await reset.getByLabel("New password", { exact: true }).fill("Curtain&Call97");
  await reset.getByLabel("Confirm new password").fill("Curtain&Call97");
  await reset.getByRole("button", { name: "Set New Password" }).click();
  // Every session was signed out, this one too: the sign-in page, with the news.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByText("Sign in with your new password.")).toBeVisible();
});
