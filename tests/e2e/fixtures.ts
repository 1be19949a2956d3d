import { test as base, expect, type Page } from "@playwright/test";
import { closeE2eDatabase } from "./database";
import { createAccount } from "./members";
import { newPerson, type Person } from "./people";

/**
 * Every test fails on a page error or a CSP violation in the console, so a
 * broken script or a blocked inline script cannot pass unnoticed.
 */
/** A client address of the test's own (from the benchmarking range 198.18.0.0/15). */
function testClientAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

export const test = base.extend<
  {
    pageProblems: string[];
    /** A verified member with a profile, made by the factories; the test's own `page` is signed in as them. */
    member: Person;
  },
  { e2eDatabaseConnection: undefined }
>({
  member: async ({ context }, use) => {
    const person = newPerson("member");
    await createAccount(context, person);
    await use(person);
  },
  // The factories' connection to the e2e server's database, closed when the worker stops.
  e2eDatabaseConnection: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(undefined);
      await closeE2eDatabase();
    },
    { scope: "worker", auto: true },
  ],
  // The e2e server trusts its loopback proxy; a different forwarded address per
  // test keeps one test's sign-ups and failures from counting against another's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": testClientAddress() });
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        const list: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
        document.addEventListener("securitypolicyviolation", (event) =>
          list.push(`CSP: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
        );
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && /Content Security Policy|Hydration|hydrat/i.test(text)) {
          problems.push(`console: ${text}`);
        }
        // Chrome warns on every frame that sets both `allow` and `allowfullscreen`.
        if (message.type() === "warning" && /allowfullscreen/i.test(text)) problems.push(`console: ${text}`);
      });
      await use(problems);
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      expect([...problems, ...violations], "the page logged errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the header has caught up with the scroll position and nothing is moving. */
export async function waitForPageAtRest(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header[data-scrolled]") as HTMLElement | null;
    const headerInStep = !header || window.scrollY > 10 === (header.dataset.scrolled === "true");
    const moving = document
      .getAnimations()
      .some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    return headerInStep && !moving;
  });
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until React has hydrated the page already loaded, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  // Conform turns the browser's own validation off in an effect after hydration
  // (a render later): until then a click on Submit meets the browser's bubble,
  // not the form's messages. Our forms with an id are Conform's (and the page's
  // one favourites form, which has nothing to validate and is noValidate from the start).
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.forms].every((form) => !form.id || form.noValidate),
  );
}
