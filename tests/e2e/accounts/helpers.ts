import type { Browser, BrowserContext, Locator, Page, Route } from "@playwright/test";
import { expect, gotoHydrated } from "../fixtures";
import { waitForEmail } from "../mail";
import { signInContext } from "../members";
import type { Person } from "../people";

export { createAccount } from "../members";

/** Better Auth's session cookie (no __Secure- prefix: the test server runs on plain http). */
export const SESSION_COOKIE = "better-auth.session_token";

export { NEW_PASSWORD, newPerson, PASSWORD, type Person, uniqueEmail } from "../people";

/**
 * Creates the account through the real forms, the way a browser without
 * JavaScript would (a plain form post to /signup, which never signs in), then
 * signs this context in through /login. Unless `verified: false`, it then
 * opens the verification link from the email. Only the flows about accounts
 * and the PGlite smoke pass use it; every other test starts from
 * `createAccount` (decision 037).
 */
export async function signUpThroughForms(
  context: BrowserContext,
  person: Person,
  { verified = true }: { verified?: boolean } = {},
) {
  const response = await context.request.post("/signup", {
    form: {
      fullName: person.name,
      email: person.email,
      password: person.password,
      category: "acting",
      agreeToTerms: "on",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text().catch(() => "")).toBe(302);
  expect(response.headers().location).toBe("/signup?sent=1");

  // Remember me, as sign-up's own sign-in used to: a cookie that outlives the browser session.
  const signedIn = await context.request.post("/login", {
    form: { email: person.email, password: person.password, rememberMe: "on" },
    maxRedirects: 0,
  });
  expect(signedIn.status(), "signing in after sign-up").toBe(302);

  if (verified) {
    const email = await waitForEmail(person.email, /Verify your email/);
    // Not followed further: where /login sends a signed-in person is not this helper's business.
    const opened = await context.request.get(email.link, { maxRedirects: 0 });
    expect(opened.status(), "opening the verification link").toBe(302);
    expect(opened.headers().location, "the link verified the address").toBe("/login?verified=1");
  }
}

/** Signs in through the /login form and waits for the landing page. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { rememberMe = false, path = "/login" } = {},
) {
  await gotoHydrated(page, path);
  const form = page.locator("form#login");
  await field(form, "Email").fill(email);
  await field(form, "Password").fill(password);
  if (rememberMe) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A second browser (another device) signed in to the same account: a session of its own. */
export async function signedInContext(browser: Browser, baseURL: string | undefined, person: Person) {
  const context = await browser.newContext({ baseURL });
  await signInContext(context, person);
  return context;
}

/** Whether this context's session still opens /account (else it is sent to sign in). */
export async function canOpenAccount(context: BrowserContext) {
  const response = await context.request.get("/account", { maxRedirects: 0 });
  if (response.status() === 200) return true;
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/login?redirectTo=%2Faccount");
  return false;
}

/**
 * Holds the browser's next POST to `pattern` (a form's data request) until
 * `release()` is called, so a test can see the form's "submitting" state.
 */
export async function holdNextPost(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(pattern, async (route: Route) => {
    if (held || route.request().method() !== "POST") return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return { release };
}

/** The page is no wider than the screen; on failure, names the text that sticks out. */
export async function expectNoHorizontalScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && culprits.length < 5; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest("header, script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > width + 1) {
        culprits.push(
          `<${parent.tagName.toLowerCase()} class="${parent.getAttribute("class") ?? ""}"> ${node.textContent.trim().slice(0, 80)}`,
        );
      }
    }
    // No text sticks out: name the innermost boxes that do (inputs, images, bars).
    if (culprits.length === 0) {
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        if (culprits.length >= 5 || element.closest("header")) continue;
        const box = element.getBoundingClientRect();
        const childSticksOut = [...element.children].some(
          (child) => child.getBoundingClientRect().right > width + 1,
        );
        if (box.width > 0 && box.right > width + 1 && !childSticksOut) {
          culprits.push(
            `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> (box)`,
          );
        }
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(
    overflow,
    `horizontal overflow in pixels; text wider than the screen: ${culprits.join(" | ")}`,
  ).toBeLessThanOrEqual(0);
}

/** A form control by its label; required fields' labels end in an asterisk that screen readers skip. */
export function field(scope: Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
