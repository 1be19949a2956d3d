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

/** 22 MB that claim to be a JPEG, as a phone's full-size photo would. */
const hugePhoto = () => ({
  name: "IMG_2026.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.alloc(22 * 1024 * 1024),
});

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

  await chooseFile(page, photo.getByRole("button", { name: "Upload New Image" }), hugePhoto());
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

test("the portfolio, the feed and the newsroom: the limit first, a refusal unsent, progress while sending", async ({
  page,
  context,
}) => {
  await createAccount(context, newPerson("uploader"), { staff: true });
  const uploads = countUploads(page);

  await gotoHydrated(page, "/edit-profile");
  const portfolio = editorSection(page, "Portfolio");
  await portfolio.getByRole("button", { name: "Add Portfolio Item" }).click();
  const item = portfolio.getByRole("group", { name: "New portfolio item" });
  await expect(item.getByText(HINT)).toBeVisible();
  await item.getByLabel("Image", { exact: true }).setInputFiles(hugePhoto());
  await expect(item.getByText(TOO_BIG)).toBeVisible();
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  const portfolioHold = await holdUploads(page);
  await item.getByLabel("Image", { exact: true }).setInputFiles(await stillPng());
  await expect(item.getByRole("progressbar", { name: "Portfolio image upload" })).toBeVisible();
  portfolioHold.release();
  await expect(item.getByRole("status")).toHaveText("Image uploaded.");
  await page.unroute("**/api/uploads");

  await gotoHydrated(page, "/feed");
  await page.getByRole("button", { name: "Photo" }).click();
  await expect(page.getByText(HINT)).toBeVisible();
  await page.getByLabel("Choose an image").setInputFiles(hugePhoto());
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  const feedHold = await holdUploads(page);
  await page.getByLabel("Choose an image").setInputFiles(await stillPng());
  await expect(page.getByRole("progressbar", { name: "Image upload" })).toBeVisible();
  feedHold.release();
  await expect(page.getByRole("img", { name: "Attached" })).toBeVisible();
  await page.unroute("**/api/uploads");

  await gotoHydrated(page, "/staff");
  const news = page.getByLabel("Image (optional)");
  await expect(page.getByText(HINT)).toBeVisible();
  await news.setInputFiles(hugePhoto());
  await expect(page.getByText(TOO_BIG)).toHaveCount(1);
  const newsHold = await holdUploads(page);
  await news.setInputFiles(await stillPng());
  await expect(page.getByRole("progressbar", { name: "Image upload" })).toBeVisible();
  newsHold.release();
  await expect(page.getByRole("img", { name: "Chosen for the story" })).toBeVisible();

  // Only the three good images were sent; none of the refused ones.
  expect(uploads()).toBe(3);
});
