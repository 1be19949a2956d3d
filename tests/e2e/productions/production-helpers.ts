import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { field } from "../accounts/helpers";
import { expect, gotoHydrated, waitForPageAtRest } from "../fixtures";

const random = (length: number) =>
  Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** A production's name and website nobody else in this run uses: "Monsoon Pictures Qzkd", https://www.monsoonqzkd.example. */
export function newProductionNames(stem = "Monsoon") {
  const tag = random(6);
  const name = `${stem} Pictures ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const domain = `${stem.toLowerCase()}${tag}.example`;
  return {
    tag,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    domain,
    website: `https://www.${domain}`,
  };
}

/** A date some days from now (YYYY-MM-DD), past "today in India" whatever the hour. */
export function daysFromNow(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Creates the production through /productions/new and waits for its management page. */
export async function createProductionThroughForm(
  page: Page,
  production: { name: string; website: string; slug: string },
  kind = "Casting agency",
) {
  await gotoHydrated(page, "/productions/new");
  const form = page.locator("form#production-form");
  await field(form, "Name").fill(production.name);
  await field(form, "Kind").selectOption({ label: kind });
  await field(form, "Website").fill(production.website);
  await form.getByRole("button", { name: "Create production" }).click();
  await expect(page).toHaveURL(new RegExp(`/productions/${production.slug}/manage$`));
  await expect(page.getByRole("heading", { level: 1, name: `Manage ${production.name}` })).toBeVisible();
  await waitForPageAtRest(page);
}

/** The page's card whose heading is `title` (the management page's Verification, People, Details; staff's). */
export function cardTitled(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole("main")
    .locator("div.card")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: typeof title === "string" }) });
}

/**
 * With E2E_SCREENSHOTS set (a folder, or "1" for test-results/), the whole
 * page at a phone's width (390 px) and a laptop's (1366 px), for a person to
 * look at (or only `scope`, where the page is long); the viewport is put back as it was.
 */
export async function screenshotWidths(page: Page, name: string, scope?: Locator) {
  const wanted = process.env.E2E_SCREENSHOTS;
  if (!wanted) return;
  const folder = wanted === "1" ? "test-results" : wanted;
  fs.mkdirSync(folder, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await waitForPageAtRest(page);
    const file = path.join(folder, `${name}-${width}.png`);
    // The part as it sits on the whole page (not scrolled under the fixed header, as scope.screenshot would).
    const clip = scope
      ? await scope.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            x: box.x + window.scrollX,
            y: box.y + window.scrollY,
            width: box.width,
            height: box.height,
          };
        })
      : undefined;
    await page.screenshot({ path: file, fullPage: true, clip });
  }
  if (before) await page.setViewportSize(before);
}
