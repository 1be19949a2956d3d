import type { Locator, Page } from "@playwright/test";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, gotoHydrated, test } from "../fixtures";
import { editorSection } from "./profile-helpers";
import { avatarJpeg, stillPng } from "./test-images";

/**
 * Issue 23, item 5: an oversized photo said "The upload failed. Please try
 * again." after all 22 MB had been sent. Every upload control says the limit
 * before a file is chosen, refuses a file over it without sending a byte,
 * shows one message per refusal, and shows how far an upload has got.
 */

const HINT = "JPEG, PNG or WebP, up to 10 MB.";
const TOO_BIG = "Images must be 10 MB or smaller.";
const NOT_AN_IMAGE = "That file is not an image we can read. Please upload a JPEG, PNG or WebP image.";

/**
 * Chooses a 22 MB "photo" (as a phone's full-size one) in `input`. The file is
 * made in the page: sent from the test, 22 MB took 20 s to reach the browser.
 */
async function chooseHugePhoto(input: Locator) {
  await input.evaluate((element: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(22 * 1024 * 1024)], "IMG_2026.jpg", { type: "image/jpeg" }));
    element.files = files.files;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Counts the browser's upload requests from now on. */
function countUploads(page: Page) {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/uploads") count += 1;
  });
  return () => count;
}

/** Holds every upload until `release()`, so the progress bar can be seen while the server works. */
async function holdUploads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/uploads", async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

test("the profile photo: the limit is said first, a 22 MB photo is refused unsent with one message", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("uploader"));
  const uploads = countUploads(page);
  await gotoHydrated(page, "/edit-profile");
  const photo = editorSection(page, "Profile Image");
  await expect(photo.getByText(HINT)).toBeVisible();

  await chooseHugePhoto(photo.getByLabel("Upload new profile image"));
  await expect(photo.getByRole("alert")).toHaveText(TOO_BIG);
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  expect(uploads(), "no byte of the file was sent").toBe(0);

  // A file the browser cannot judge goes to the server, whose refusal is shown once, in its words.
  const fake = { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is not a photo") };
  await chooseFile(page, photo.getByRole("button", { name: "Upload New Image" }), fake);
  await expect(photo.getByRole("alert")).toHaveText(NOT_AN_IMAGE);
  await expect(page.getByText(NOT_AN_IMAGE)).toHaveCount(1);
  await expect(page.getByText(TOO_BIG)).toHaveCount(0);
  expect(uploads()).toBe(1);

  // A good photo shows its progress while it goes, then is taken.
  const held = await holdUploads(page);
  await chooseFile(page, photo.getByRole("button", { name: "Upload New Image" }), await avatarJpeg(480));
  await expect(photo.getByRole("progressbar", { name: "Profile photo upload" })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS)
    await photo.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/upload-progress-photo.png` });
  held.release();
  await expect(photo.getByRole("status")).toHaveText("Photo uploaded. Save changes to use it.");
  await expect(photo.getByRole("progressbar")).toHaveCount(0);
  await expect(photo.getByRole("alert")).toHaveCount(0);
});

test("a portfolio image: the limit first, a refusal unsent, progress while sending", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("uploader"));
  const uploads = countUploads(page);
  await gotoHydrated(page, "/edit-profile");
  const portfolio = editorSection(page, "Portfolio");
  await portfolio.getByRole("button", { name: "Add Portfolio Item" }).click();
  const item = portfolio.getByRole("group", { name: "New portfolio item" });
  await expect(item.getByText(HINT)).toBeVisible();
  await chooseHugePhoto(item.getByLabel("Image", { exact: true }));
  await expect(item.getByRole("alert")).toHaveText(TOO_BIG);
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  expect(uploads()).toBe(0);
  const held = await holdUploads(page);
  await item.getByLabel("Image", { exact: true }).setInputFiles(await stillPng());
  await expect(item.getByRole("progressbar", { name: "Portfolio image upload" })).toBeVisible();
  held.release();
  await expect(item.getByRole("status")).toHaveText("Image uploaded.");
  expect(uploads()).toBe(1);
});

test("a feed photo: the limit first, a refusal unsent, progress while sending", async ({ page, context }) => {
  await createAccount(context, newPerson("uploader"));
  const uploads = countUploads(page);
  await gotoHydrated(page, "/feed");
  await page.getByRole("button", { name: "Photo" }).click();
  await expect(page.getByText(HINT)).toBeVisible();
  await chooseHugePhoto(page.getByLabel("Choose an image"));
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  expect(uploads()).toBe(0);
  const held = await holdUploads(page);
  await page.getByLabel("Choose an image").setInputFiles(await stillPng());
  await expect(page.getByRole("progressbar", { name: "Image upload" })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/upload-progress-feed.png` });
  }
  held.release();
  await expect(page.getByRole("img", { name: "Attached" })).toBeVisible();
  expect(uploads()).toBe(1);
});

test("a news story's image: the limit first, a refusal unsent, progress while sending", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("newsroom"), { staff: true });
  const uploads = countUploads(page);
  await gotoHydrated(page, "/staff/news");
  const image = page.getByLabel("Image (optional)");
  await expect(page.getByText(HINT)).toBeVisible();
  await chooseHugePhoto(image);
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  expect(uploads()).toBe(0);
  const held = await holdUploads(page);
  await image.setInputFiles(await stillPng());
  await expect(page.getByRole("progressbar", { name: "Image upload" })).toBeVisible();
  held.release();
  await expect(page.getByRole("img", { name: "Chosen for the story" })).toBeVisible();
  expect(uploads()).toBe(1);
});
