import type { Page } from "@playwright/test";
import { createAccount, newPerson } from "../accounts/helpers";
import { expect, test } from "../fixtures";

/**
 * A phone on mobile data paints the server's HTML long before its scripts
 * arrive; a tap then must not do nothing (docs/performance.md, "Taps before
 * the scripts"). The page's scripts are held back here until the tap has been
 * answered, on a CPU slowed four times as Lighthouse's phone audit slows it:
 * a tap in the first 100 ms after the first paint meets the page in this state.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Opens `path` on the slowed CPU with its scripts held back; gives the function that lets them come. */
async function openBeforeScripts(page: Page, path: string) {
  await slowCpu(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

test("the phone menu answers a tap before any script has run: it leads to the site's links", async ({
  page,
}) => {
  const release = await openBeforeScripts(page, "/");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.waitFor();
  await open.tap();
  // No script yet: the button is a link to the footer's site links, which the page scrolls to.
  await expect(page).toHaveURL(/#site-links$/);
  const links = page.getByRole("navigation", { name: "Footer" });
  await expect(links.getByRole("link", { name: "Jobs" })).toBeInViewport();
  await expectNoScriptRan(page);
  // Once the scripts have run, the same button opens the menu, and a link in it navigates and closes it.
  release();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await open.tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Jobs" }).tap();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(menu).toBeHidden();
});

test("the theme button answers a tap before any script has run: the choice is posted and the page comes back in it", async ({
  page,
}) => {
  const release = await openBeforeScripts(page, "/about");
  const button = page.getByRole("button", { name: /change theme/i });
  await button.waitFor();
  await button.tap();
  // The browser's own popover: no script opened it.
  const menu = page.getByRole("dialog", { name: "Theme" });
  await menu.getByRole("button", { name: "Dark" }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoScriptRan(page);
  // The scripts, when they come, keep it, and the same menu then changes it without a round trip.
  release();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
  await button.tap();
  await menu.getByRole("button", { name: "Light" }).tap();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(menu).toBeHidden();
});

test("the account button answers a tap before any script has run: its links lead on and Sign Out signs out", async ({
  page,
  context,
}) => {
  const person = newPerson("early-tap");
  await createAccount(context, person);
  await openBeforeScripts(page, "/about");
  const button = page.getByRole("button", { name: `Account menu for ${person.name}` });
  await button.waitFor();
  await button.tap();
  const menu = page.getByRole("dialog", { name: "Account" });
  await menu.getByRole("link", { name: "Account Settings" }).tap();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  await button.tap();
  await menu.getByRole("button", { name: "Sign Out" }).tap();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
  await expectNoScriptRan(page);
});
