import { type BrowserContext, devices, type Page } from "@playwright/test";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { E2E_PORT } from "../environment.mjs";
import { expect, test, waitForHydration } from "../fixtures";
import { addSessionCookie } from "../members";
import { expectPayStated, statePay } from "../opportunities/pay";
import { a11yViolations } from "./axe";
import { type AccessibilityWorld, buildAccessibilityWorld } from "./world";

/**
 * Accessibility in one place: every page of the product, signed out
 * and signed in, at desktop and phone widths in the light and the dark theme,
 * scanned once per page state with axe (serious and critical violations fail).
 * Flows do not scan; the states a flow used to reach by clicking (a form with
 * its errors, a dialog or a menu open, a search with no match) are reached
 * here directly, once each.
 */

type Viewer = "visitor" | "poster" | "applicant" | "staff" | "newcomer";
type PageState = {
  /** The address, or one made from the world's own postings and people. */
  path: string | ((world: AccessibilityWorld) => string);
  as?: Viewer;
  /** The page answers 404 on purpose (its not-found view is scanned). */
  notFound?: boolean;
  /** What to do before the scan, on the loaded page: open, type, submit. */
  act?: (page: Page, world: AccessibilityWorld) => Promise<void>;
  /** Which of the four width and theme variants (interaction states; desktop light unless given). */
  variants?: VariantName[];
  /** Every violation counts, not only serious ones (the discover page has always asked that). */
  strict?: boolean;
  /** Scans only this part of the page (a CSS selector). */
  scope?: string;
};

const BASE_URL = `http://localhost:${E2E_PORT}`;

const VARIANTS = {
  "desktop light": { viewport: { width: 1280, height: 720 }, colorScheme: "light" },
  "desktop dark": { viewport: { width: 1280, height: 720 }, colorScheme: "dark" },
  "phone light": { ...phone(), colorScheme: "light" },
  "phone dark": { ...phone(), colorScheme: "dark" },
} as const;
type VariantName = keyof typeof VARIANTS;

function phone() {
  const { defaultBrowserType: _ignored, ...pixel } = devices["Pixel 7"];
  return pixel;
}

/** Every page, as a visitor sees it. */
const VISITOR_PAGES: PageState[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/help" },
  ...["getting-started", "account-settings", "portfolio-tips", "messaging", "job-applications"].map(
    (topic) => ({
      path: `/help/${topic}`,
    }),
  ),
  { path: "/subscription" },
  { path: "/subscription?plan=annual" },
  ...["terms", "privacy", "cookies", "complaints"].map((page) => ({ path: `/legal/${page}` })),
  { path: "/contact" },
  { path: "/advertise" },
  { path: "/signup" },
  { path: "/signup?sent=1" },
  { path: "/login" },
  { path: "/login?verified=1" },
  { path: "/forgot-password" },
  { path: "/reset-password?token=some-token" },
  { path: "/reset-password?error=INVALID_TOKEN" },
  { path: "/discover", strict: true },
  { path: "/discover?q=ananya+iyr", strict: true },
  { path: "/stunts" },
  { path: "/stunts?tab=talent" },
  { path: "/category/puppetry", notFound: true },
  { path: "/u/aarav-malhotra" },
  { path: "/auditions" },
  { path: (w) => `/auditions/${w.auditionId}` },
  { path: "/jobs" },
  { path: (w) => `/jobs/${w.jobId}` },
  { path: "/collaboration" },
  { path: "/collaboration?city=mumbai" },
  { path: (w) => `/collaboration/${w.projectId}` },
  { path: "/city-opportunities?city=chennai" },
  { path: "/city-auditions/mumbai" },
  { path: "/library" },
  { path: "/media/crime-beat-mumbai" },
  { path: "/media/no-such-title", notFound: true },
  { path: "/feed" },
  { path: "/feed?show=following&category=dance" },
  { path: (w) => `/feed/${w.postId}` },
  { path: "/news" },
  { path: "/acting-workshops-2026", notFound: true },
  // Productions: a verified one (from the seed), one not verified, and the postings filter on them.
  { path: "/productions/kesari-motion-pictures" },
  { path: (w) => `/productions/${w.productionSlug}` },
  { path: "/auditions?by=verified" },
];

/** The pages only members reach, and the shared pages as a member sees them (header, bell, own postings). */
const MEMBER_PAGES: PageState[] = [
  { path: "/account", as: "poster" },
  { path: (w) => `/edit-profile/${w.poster.profileId}`, as: "poster" },
  { path: (w) => `/u/${w.poster.username}`, as: "poster" },
  { path: "/notifications", as: "poster" },
  { path: "/applications", as: "applicant" },
  { path: "/messages", as: "poster" },
  { path: (w) => `/messages/${w.conversationId}`, as: "poster" },
  { path: (w) => `/new-message?recipient=${w.applicant.profileId}`, as: "poster" },
  { path: "/auditions/create", as: "poster" },
  { path: "/jobs/create", as: "poster" },
  { path: (w) => `/jobs/${w.jobId}/edit`, as: "poster" },
  { path: "/collaboration/create", as: "poster" },
  { path: (w) => `/auditions/${w.auditionId}/applicants`, as: "poster" },
  { path: (w) => `/jobs/${w.jobId}/applicants`, as: "poster" },
  { path: (w) => `/collaboration/${w.projectId}/applicants`, as: "poster" },
  { path: (w) => `/auditions/${w.auditionId}`, as: "applicant" },
  { path: (w) => `/jobs/${w.jobId}`, as: "applicant" },
  { path: (w) => `/collaboration/${w.projectId}`, as: "applicant" },
  { path: "/", as: "applicant" },
  { path: "/feed", as: "applicant" },
  { path: "/news", as: "applicant" },
  { path: "/discover", as: "applicant", strict: true },
  { path: "/staff/reports", as: "staff" },
  { path: "/staff/operations", as: "staff" },
  // Issue 23, item 7 (helper B): the followers and following lists (one with a follower, one empty),
  // and the poster's notifications and account settings with the world's follow notice and the activity switches.
  { path: (w) => `/u/${w.poster.username}/followers`, as: "applicant" },
  { path: (w) => `/u/${w.poster.username}/following`, as: "poster" },
  { path: (w) => `/u/${w.applicant.username}/following`, as: "visitor" },
  // Productions: the member's productions with an invitation waiting, an owner's own,
  // the create form, the owners' page (its domain code and staff review forms) and its page as its owner sees it.
  { path: "/productions", as: "applicant" },
  { path: "/productions", as: "poster" },
  { path: "/productions/new", as: "poster" },
  { path: (w) => `/productions/${w.productionSlug}/manage`, as: "poster" },
  { path: (w) => `/productions/${w.productionSlug}`, as: "poster" },
];

/** States a person reaches by doing something on the page: each scanned once, where it was scanned before. */
const INTERACTION_STATES: (PageState & { name: string })[] = [
  {
    name: "sign-up with its errors showing",
    path: "/signup",
    act: async (page) => {
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Please select a category.")).toBeVisible();
    },
  },
  {
    name: "sign-in with its errors showing",
    path: "/login",
    act: async (page) => {
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByText("Password is required.")).toBeVisible();
    },
  },
  {
    name: "forgot-password's Check Your Email view",
    path: "/forgot-password",
    act: async (page) => {
      await page
        .locator("form#forgot-password")
        .getByLabel(/^Email/)
        .fill("axe-check@example.com");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    },
  },
  {
    name: "contact with its errors showing",
    path: "/contact",
    act: async (page) => {
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ishaan");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("ishaan@");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    },
  },
  {
    name: "help with a question open",
    path: "/help",
    variants: ["desktop light", "desktop dark"],
    act: async (page) => {
      await page.getByRole("main").getByRole("button", { name: "Is Rangmanch free to use?" }).click();
      await expect(
        page.getByRole("main").getByRole("button", { name: "Is Rangmanch free to use?" }),
      ).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "help searched with no match",
    path: "/help?q=zzqxj",
    variants: ["desktop light", "phone light"],
    act: async (page) => {
      await expect(page.getByText("No help articles match")).toBeVisible();
    },
  },
  {
    name: "the feedback dialog open",
    path: "/",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      await page.getByRole("button", { name: "Give Feedback" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    name: "the phone menu open",
    path: "/",
    variants: ["phone light", "phone dark"],
    act: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog").getByRole("link", { name: "Home" })).toBeVisible();
    },
  },
  {
    name: "the discover suggestions open, one chosen with the arrow key",
    path: "/discover",
    strict: true,
    act: async (page) => {
      const search = page
        .getByRole("search", { name: "Talent" })
        .getByRole("combobox", { name: /Search talent/ });
      await search.click();
      await search.pressSequentially("Aar", { delay: 30 });
      const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
      await expect(
        suggestions.getByRole("group", { name: "Suggestions" }).getByRole("option").first(),
      ).toHaveText("Aarav Malhotra");
      await search.press("ArrowDown");
    },
  },
  {
    name: "the discover filters open",
    path: "/discover?city=chennai",
    strict: true,
    act: async (page) => {
      await page.locator("main details > summary").click();
      await expect(page.locator("main details[open] form")).toBeVisible();
    },
  },
  {
    name: "Post an Audition with its errors showing",
    path: "/auditions/create",
    as: "poster",
    act: async (page) => {
      const form = page.locator("form#post-audition");
      await form.getByLabel("Audition title").fill("Only a title");
      await form.getByRole("button", { name: "Post Audition" }).click();
      await expect(form.getByText("Please fill all required fields").first()).toBeVisible();
      // The pay select's own error is scanned too.
      await expect(form.getByText(PAY_MESSAGES.kind)).toBeVisible();
    },
  },
  {
    name: "a category's Join form with its errors showing",
    path: "/music?tab=join",
    act: async (page) => {
      const form = page.locator("form#category-registration");
      await form.getByLabel("Email").fill("kabir@");
      await form.getByRole("button", { name: "Submit Application" }).click();
      await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    },
  },
  // Issue 23, items 2, 4 and 6 (helper A): a list row's error in view, the portfolio's add form on a
  // phone, a restored draft's note, and the dialog before leaving unsaved changes.
  {
    name: "Edit Profile with an incomplete credit's error showing",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      const experience = page.getByRole("region", { name: "Professional Experience", exact: true });
      await experience.getByRole("button", { name: "Add credit" }).click();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(experience.getByText("Each credit needs a role")).toBeVisible();
    },
  },
  {
    name: "Edit Profile adding a portfolio item",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    variants: ["phone light"],
    act: async (page) => {
      const portfolio = page.getByRole("region", { name: "Portfolio", exact: true });
      await portfolio.getByRole("button", { name: "Add Portfolio Item" }).click();
      await expect(portfolio.getByRole("group", { name: "New portfolio item" })).toBeVisible();
    },
  },
  {
    name: "Create a Project with its draft restored",
    path: "/collaboration/create",
    as: "poster",
    variants: ["desktop dark", "phone light"],
    act: async (page) => {
      await page.getByRole("textbox", { name: "Project title" }).fill("Monsoon: a short film");
      // Paid: its amount, range and period come back with the draft, and are scanned.
      const pay = { amount: "3000", upTo: "5000", per: "per day" } as const;
      await statePay(page.locator("form#project-form"), pay);
      // Opened again (goto, not reload: a reload with unsaved changes asks first).
      await page.goto(page.url());
      await waitForHydration(page);
      await expect(page.getByText("Draft restored.")).toBeVisible();
      await expectPayStated(page.locator("form#project-form"), pay);
    },
  },
  {
    name: "Post a Job asking before leaving unsaved changes",
    path: "/jobs/create",
    as: "poster",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      await page.getByRole("textbox", { name: "Job title" }).fill("Assistant Director");
      await page.getByRole("banner").getByRole("link", { name: "Rangmanch" }).first().click();
      await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
    },
  },
  // End of issue 23, helper A.
  {
    name: "the save confirmation toast (its colours, read while the pointer holds it open)",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    scope: "[data-sonner-toast]",
    act: async (page) => {
      await page.getByRole("textbox", { name: "Bio" }).fill("Casting director for stage and screen.");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/u\//);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Profile updated successfully!" });
      await toast.hover();
      await expect(toast).toBeVisible();
    },
  },
  // Issue 23, helper C (items 11, 13, 14, 15): a new city's pages, the rupee plans, the newsletter's confirming page.
  {
    name: "a city beyond the spec's six (Pune), its figures counted",
    path: "/city-opportunities?city=pune",
    variants: ["desktop light", "phone dark"],
  },
  { name: "a new city's auditions (Guwahati)", path: "/city-auditions/guwahati", variants: ["phone light"] },
  { name: "Premium in rupees", path: "/subscription?plan=annual", variants: ["phone dark"] },
  {
    name: "the newsletter's confirming link, not valid",
    path: "/newsletter/confirm?token=made-up",
    variants: ["desktop light", "phone dark"],
  },
  {
    name: "the profile editor's location list offering Pune",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    act: async (page) => {
      const location = page.getByRole("combobox", { name: "Location" });
      await location.fill("Pun");
      await expect(page.getByRole("option", { name: "Pune, Maharashtra" })).toBeVisible();
    },
  },
  // Issue 23, items 5, 8 and 12 (helper D): the sign-in page saying why, the meter on a refused
  // password, an upload refused before sending, and an upload's progress bar.
  {
    name: "sign-in saying why the visitor was sent there",
    path: "/login?redirectTo=%2Fprofile%2Fme",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      await expect(page.getByRole("status")).toHaveText("Sign in to see your profile");
    },
  },
  {
    name: "sign-up with a refused password reading Weak, its rules listed",
    path: "/signup",
    variants: ["desktop dark", "phone light"],
    act: async (page) => {
      await page
        .locator("form#signup")
        .getByLabel(/^Password/)
        .fill("password");
      await expect(page.locator("#password-strength")).toContainText("Password strength: Weak");
    },
  },
  {
    name: "the profile photo refused before sending (over 10 MB)",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      await page.getByLabel("Upload new profile image").evaluate((element: HTMLInputElement) => {
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(11 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }));
        element.files = files.files;
        element.dispatchEvent(new Event("change", { bubbles: true }));
      });
      await expect(page.getByText("Images must be 10 MB or smaller.")).toBeVisible();
    },
  },
  {
    name: "a portfolio image uploading, its progress bar showing",
    path: (w) => `/edit-profile/${w.poster.profileId}`,
    as: "poster",
    variants: ["desktop dark", "phone light"],
    act: async (page) => {
      // Held until the page is left (the scan's last step), and only this once: the tab is reused.
      await page.route("**/api/uploads", () => new Promise(() => {}), { times: 1 });
      await page.getByRole("button", { name: "Add Portfolio Item" }).click();
      await page.getByLabel("Image", { exact: true }).setInputFiles({
        name: "still.png",
        mimeType: "image/png",
        buffer: Buffer.from("not sent anywhere: the request is held"),
      });
      await expect(page.getByRole("progressbar", { name: "Portfolio image upload" })).toBeVisible();
    },
  },
  // Issue 23, polish (helper E): the product's own confirm dialog, a counter past its limit,
  // and the sign-in page after a provider failed (its banner and the spec's toast).
  {
    name: "the confirm dialog open (Close audition, not answered)",
    path: (w) => `/auditions/${w.auditionId}`,
    as: "poster",
    act: async (page) => {
      await page.getByRole("button", { name: "Close audition" }).click();
      await expect(page.getByRole("alertdialog", { name: "Close this audition?" })).toBeVisible();
    },
  },
  {
    name: "the feed composer past its 3,000-character limit",
    path: "/feed",
    as: "applicant",
    act: async (page) => {
      await page.getByLabel("What would you like to share?").fill("a".repeat(3001));
      await expect(page.getByText("3,001 / 3,000 (1 over the limit)")).toBeVisible();
    },
  },
  // Issue 27: productions' forms with their errors showing, and staff's verification queue.
  {
    name: "Create a production with its errors showing",
    path: "/productions/new",
    as: "poster",
    variants: ["desktop light", "phone dark"],
    act: async (page) => {
      const form = page.locator("form#production-form");
      await form.getByRole("button", { name: "Create production" }).click();
      await expect(form.getByText("Please fill all required fields").first()).toBeVisible();
    },
  },
  {
    name: "a production's owners' page with a free mail address and a malformed GSTIN refused",
    path: (w) => `/productions/${w.productionSlug}/manage`,
    as: "poster",
    variants: ["desktop dark", "phone light"],
    act: async (page) => {
      await page.getByLabel("An email address at axetheatre.example").fill("casting@gmail.com");
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByText(/^Free mail addresses/).first()).toBeVisible();
      await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
      await page.getByRole("button", { name: "Ask our staff" }).click();
      await expect(page.getByText(/^Enter a valid 15-character GSTIN/).first()).toBeVisible();
    },
  },
  {
    name: "staff's production verification (a request waiting, verified productions to revoke)",
    path: "/staff/productions",
    as: "staff",
    variants: ["desktop dark", "phone light"],
    scope: "main div.card:has(#verified-productions)",
    act: async (page) => {
      await expect(page.getByRole("list", { name: "Verification requests" })).toContainText(
        "Axe Screen Collective",
      );
    },
  },
  // Issue 27: staff's held postings (one asks for a registration fee), and a credit waiting for the
  // poster's word beside the co-workers they may ask about their own.
  {
    name: "staff's held postings (a posting asking for a fee)",
    path: "/staff/held-postings",
    as: "staff",
    variants: ["desktop light", "phone dark"],
    scope: "main div.card:has(ul[aria-label='Held postings'])",
    act: async (page) => {
      await expect(page.getByRole("list", { name: "Held postings" })).toContainText(
        "Chorus for a stage musical",
      );
    },
  },
  {
    name: "credits with a request waiting and co-workers to ask",
    path: "/credits?title=kolkata-quartet",
    as: "poster",
    variants: ["desktop dark", "phone light"],
    act: async (page, world) => {
      await expect(page.getByRole("list", { name: "Credits to confirm" })).toContainText("Rohan Axe");
      // This world's applicant: each browser worker builds a world of its own, and every world's
      // "Rohan Axe" credits the same seeded title, so each is a co-worker the poster may ask.
      await expect(
        page
          .getByRole("checkbox", { name: /^Rohan Axe/ })
          .and(page.locator(`[value="${world.applicant.profileId}"]`)),
      ).toBeVisible();
    },
  },
  // A newcomer's apply forms and account page on a phone, with the long name, role and portfolio
  // titles that once made them wider than the screen.
  ...(
    [
      ["audition", (w: AccessibilityWorld) => `/auditions/${w.auditionId}`, "phone light"],
      ["job", (w: AccessibilityWorld) => `/jobs/${w.jobId}`, "phone dark"],
      ["project", (w: AccessibilityWorld) => `/collaboration/${w.projectId}`, "phone light"],
    ] as const
  ).map(([kind, path, variant]) => ({
    name: `a ${kind}'s apply form, for a member with long portfolio titles`,
    path,
    as: "newcomer" as const,
    variants: [variant],
    act: async (page: Page) => {
      await expect(page.locator("#apply").getByText(/^Showreel: Naatak Company/)).toBeVisible();
    },
  })),
  {
    name: "account settings, for a member with a long name",
    path: "/account",
    as: "newcomer",
    variants: ["phone dark"],
  },
  {
    name: "sign-in after a provider failed",
    path: "/login?social=failed&provider=google",
    act: async (page) => {
      await expect(page.getByText("Could not authenticate with Google. Please try again.")).toBeVisible();
    },
  },
  // Hindi (decision 074): the page's own language in <html lang>, the shell's words, its longest labels.
  {
    name: "the home page in Hindi",
    path: "/?lang=hi",
    variants: ["desktop light", "desktop dark", "phone light", "phone dark"],
  },
  {
    name: "a missing page in Hindi",
    path: "/no-such-page?lang=hi",
    notFound: true,
    variants: ["phone dark"],
  },
  {
    name: "the phone menu open in Hindi",
    path: "/auditions?lang=hi",
    variants: ["phone light", "phone dark"],
    act: async (page) => {
      await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
      await expect(page.getByRole("dialog").getByRole("link", { name: "ऑडिशन" })).toBeVisible();
    },
  },
  {
    name: "a member's account menu in Hindi",
    path: "/feed?lang=hi",
    as: "applicant",
    act: async (page) => {
      await page.getByRole("button", { name: /का खाता मेन्यू$/ }).click();
      await expect(page.getByRole("dialog", { name: "खाता" })).toBeVisible();
    },
  },
];

type Pool = { page(viewer: Viewer, variant: VariantName): Promise<Page>; close(): Promise<void> };

const test_ = test.extend<object, { world: AccessibilityWorld; pool: Pool }>({
  // The scans use the pool's tabs, not the test's own page: do not open one for every test
  // (a new browser context costs about a second of CPU here).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  pageProblems: async ({}, use) => use([]),
  // Made once per worker; its own time limit, so the first test's 30 s are its own.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  world: [async ({}, use) => use(await buildAccessibilityWorld()), { scope: "worker", timeout: 60_000 }],
  // One tab per viewer and variant for the whole worker, going from page to page as a person
  // would: a new context and tab for every state cost more than the scan itself.
  pool: [
    async ({ browser, world }, use) => {
      const tabs = new Map<string, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      const open = async (viewer: Viewer, variant: VariantName) => {
        const context = await browser.newContext({ baseURL: BASE_URL, ...VARIANTS[variant] });
        contexts.push(context);
        if (viewer !== "visitor") await addSessionCookie(context, world[viewer].id);
        const page = await context.newPage();
        // A state that typed into a form leaves it with unsaved changes: leaving asks (beforeunload),
        // and the next state in this tab must be able to go.
        page.on("dialog", (dialog) => void dialog.accept());
        return page;
      };
      const close = async () => {
        tabs.clear();
        for (const context of contexts.splice(0)) await context.close();
      };
      await use({
        page(viewer, variant) {
          const key = `${viewer} ${variant}`;
          if (!tabs.has(key)) tabs.set(key, open(viewer, variant));
          return tabs.get(key)!;
        },
        close,
      });
      await close();
    },
    { scope: "worker" },
  ],
});

// The tabs go when this file is done, not when the worker is: later specs in the same worker
// should not share the machine with them.
test_.afterAll(async ({ pool }) => pool.close());

/** Opens `state` in one width and theme and returns every violation, labelled with it. */
async function scan(pool: Pool, world: AccessibilityWorld, state: PageState, variant: VariantName) {
  const path = typeof state.path === "function" ? state.path(world) : state.path;
  const page = await pool.page(state.as ?? "visitor", variant);
  const response = await page.goto(path);
  expect(response?.status(), `${path} (${variant}) answered`).toBe(state.notFound ? 404 : 200);
  await waitForHydration(page);
  // The scan is of the page asked for: not a sign-in page it was sent to, and in the theme asked for.
  expect(new URL(page.url()).pathname, `${path} (${variant}) stayed where it was asked`).toBe(
    new URL(path, BASE_URL).pathname,
  );
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  expect(dark, `${path} (${variant}) is in the theme asked for`).toBe(variant.endsWith("dark"));
  await state.act?.(page, world);
  // On a 390 px phone nothing may push the page wider than the screen (the header's bell and menu
  // went off-screen when a form's fieldset took its widest label's width).
  if (variant.startsWith("phone")) {
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${path} (${variant}) is wider than the screen by`).toBeLessThanOrEqual(0);
  }
  const found = await a11yViolations(page, {
    impacts: state.strict ? "all" : "serious",
    scope: state.scope,
  });
  // Leave the page: a signed-in page keeps its live stream and timers going, in the browser and
  // on the server, for as long as it stays open. A form's draft goes too: the next state in this
  // tab opens its form as a person would the first time, not restored from this one.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("about:blank");
  return found.map((violation) => `${variant}: ${violation}`);
}

const label = (state: PageState) =>
  typeof state.path === "string"
    ? state.path
    : state.path
        .toString()
        .replace(/^\(?w\)? => /, "")
        .replaceAll("`", "");

// Each page at one width and theme, taken in turn, so every theme meets every width across the
// product; the pages people use most (and the ones that change most between widths) in all four.
const ROTATION: VariantName[] = ["desktop light", "phone dark", "desktop dark", "phone light"];
const ALL_FOUR = ["/", "/auditions", "/u/aarav-malhotra", "/feed", "/discover"];
const ALL_FOUR_PREFIXES = ["/messages/", "/edit-profile/"];
const variantsFor = (state: PageState, index: number): VariantName[] =>
  ALL_FOUR.includes(label(state)) || ALL_FOUR_PREFIXES.some((prefix) => label(state).startsWith(prefix))
    ? ROTATION
    : [ROTATION[index % ROTATION.length]!];

// One test per page state: a state that fails names its page, viewer, width and theme.
test_.describe("every page, signed out", () => {
  VISITOR_PAGES.forEach((state, index) => {
    for (const variant of variantsFor(state, index)) {
      test_(`${label(state)} (${variant})`, async ({ pool, world }) => {
        expect(await scan(pool, world, state, variant)).toEqual([]);
      });
    }
  });
});

test_.describe("every page, signed in", () => {
  MEMBER_PAGES.forEach((state, index) => {
    for (const variant of variantsFor(state, index + 2)) {
      test_(`${label(state)} as the ${state.as} (${variant})`, async ({ pool, world }) => {
        expect(await scan(pool, world, state, variant)).toEqual([]);
      });
    }
  });
});

test_.describe("states reached by doing something", () => {
  for (const state of INTERACTION_STATES) {
    for (const variant of state.variants ?? (["desktop light"] as VariantName[])) {
      test_(`${state.name} (${variant})`, async ({ pool, world }) => {
        expect(await scan(pool, world, state, variant)).toEqual([]);
      });
    }
  }
});
