import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, waitForPageAtRest } from "../fixtures";

/** A section of the profile editor, by its heading (each is a named region). */
export function editorSection(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/** The profile number of `username`, read from the Edit Profile link its owner sees. */
export async function ownProfileId(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.get(`/u/${username}`);
  expect(response.status()).toBe(200);
  const match = (await response.text()).match(/href="\/edit-profile\/(\d+)"/);
  expect(match, "the owner's page links to /edit-profile/{id}").toBeTruthy();
  return Number(match![1]);
}

/** Uploads an image as the signed-in account, the way the editor does; returns the stored image. */
export async function uploadImage(
  request: APIRequestContext,
  purpose: "avatar" | "portfolio",
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post("/api/uploads", {
    multipart: { purpose, file },
    headers: { Accept: "application/json" },
  });
  const reply = (await response.json()) as { ok: boolean; image: { id: string; url: string } };
  expect(reply.ok, JSON.stringify(reply)).toBe(true);
  return reply.image;
}

/**
 * The editor's form as the browser posts it (lists travel as JSON in hidden
 * inputs), valid as given; `overrides` replace single fields.
 */
export function profileForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Kavya Deshpande",
    role: "Theatre Actor",
    location: "Mumbai, Maharashtra",
    username: "kavya-deshpande",
    bio: "Stage and screen actor trained in Marathi experimental theatre.",
    email: "",
    website: "",
    instagram: "",
    twitter: "",
    linkedin: "",
    imdb: "",
    facebook: "",
    youtube: "",
    videoPitchUrl: "",
    representation: "",
    availability: "Available for Projects",
    contactVisibility: "members",
    categories: JSON.stringify(["acting"]),
    skills: JSON.stringify([]),
    languages: JSON.stringify([]),
    education: JSON.stringify([]),
    awards: JSON.stringify([]),
    instagramPosts: JSON.stringify([]),
    experience: JSON.stringify([]),
    portfolio: JSON.stringify([]),
    photo: "",
    ...overrides,
  };
}

/** Posts the editor's form for profile `id` without a browser; returns the response (302 on success). */
export function postProfileForm(request: APIRequestContext, id: number, form: Record<string, string>) {
  return request.post(`/edit-profile/${id}`, { form, maxRedirects: 0 });
}

/**
 * A screenshot of the whole page as one tall screen shows it: the viewport is
 * stretched to the page's height first, so sticky and fixed bars (header, the
 * editor's save bar) sit where they belong instead of over the middle of the
 * page, as a scrolled full-page capture would leave them.
 *
 * Taken only when E2E_SCREENSHOTS is set (for a person to look at): a tall
 * capture costs the 2-core CI machine seconds and asserts nothing.
 */
export async function screenshotWholePage(page: Page, path: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await waitForPageAtRest(page);
  await page.screenshot({ path, scale: "css" });
  await page.setViewportSize(viewport);
}

/**
 * Waits for every toast to close on its own (5 s at most), so a page's
 * accessibility scan is of the page itself; the toast's own contrast is
 * checked on its own, deterministically, in edit-profile.spec.ts.
 */
export async function waitForToastsToClose(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
}
