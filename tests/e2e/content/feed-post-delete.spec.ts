import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

// Deleting a feed post asks in the product's own dialog; the composer counts its characters.

/** Every browser dialog (alert, confirm) the page opens, recorded and dismissed. */
function recordBrowserDialogs(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

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
