import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

/** The date as the legal pages print it: "5 December 2026", in India's time zone. */
function todayAsThePageFormatsIt() {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("about", () => {
  test("mission, vision and story, founded in 2023", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const main = page.getByRole("main");
    await expect(page).toHaveTitle("About Us | Rangmanch");
    await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(main.getByText("Since 2023", { exact: true })).toBeVisible();

    const mission = main.getByRole("region", { name: "Our Mission" });
    await expect(mission.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    await expect(mission.getByText(/fair chance to be seen/)).toBeVisible();

    const vision = main.getByRole("region", { name: "Our Vision" });
    await expect(vision.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(vision.getByText(/talent from every city and every language/)).toBeVisible();

    const story = main.getByRole("region", { name: "Our Story" });
    await expect(story.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    await expect(story.getByText(/was founded in 2023 in Hyderabad/)).toBeVisible();

    await expect(main.getByRole("heading", { level: 2, name: "What We Offer" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Our Values" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Join Rangmanch" })).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

function planCard(page: Page, name: "Monthly" | "Annual"): Locator {
  return page
    .getByRole("main")
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

async function expectSelected(page: Page, selected: "Monthly" | "Annual") {
  const other = selected === "Monthly" ? "Annual" : "Monthly";
  const chosen = planCard(page, selected);
  const notChosen = planCard(page, other);
  await expect(chosen.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(chosen.getByText("Selected", { exact: true })).toBeVisible();
  await expect(chosen.getByRole("link", { name: `${selected} plan selected` })).toBeVisible();
  await expect(notChosen.locator("[aria-current]")).toHaveCount(0);
  await expect(notChosen.getByText("Selected", { exact: true })).toHaveCount(0);
  await expect(notChosen.getByRole("link", { name: `Choose ${other}` })).toHaveAttribute(
    "href",
    `/subscription?plan=${other.toLowerCase()}`,
  );
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2, name: `Your selection: ${selected}` }),
  ).toBeVisible();
}

test.describe("subscription", () => {
  test("monthly is selected by default; prices, saving and features are shown", async ({ page }) => {
    await gotoHydrated(page, "/subscription");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Rangmanch Premium" })).toBeVisible();
    await expectSelected(page, "Monthly");
    await expect(main.getByRole("list", { name: "Free plan features" })).toContainText("no monthly limit");

    const monthly = planCard(page, "Monthly");
    await expect(monthly.getByText("₹499", { exact: true })).toBeVisible();
    await expect(monthly.getByText("/month", { exact: true })).toBeVisible();
    await expect(
      monthly.getByRole("list", { name: "Monthly plan features" }).getByRole("listitem"),
    ).toHaveText([
      "Premium badge on your profile",
      "Access to exclusive events",
      "Unlimited messaging",
      "5 job applications per month",
      "Basic analytics",
    ]);

    const annual = planCard(page, "Annual");
    await expect(annual.getByText("₹4,788", { exact: true })).toBeVisible();
    await expect(annual.getByText("/year", { exact: true })).toBeVisible();
    await expect(annual.getByText("SAVE 20%", { exact: true })).toBeVisible();
    await expect(annual.getByText("₹399/month, billed annually")).toBeVisible();
    await expect(annual.getByRole("list", { name: "Annual plan features" }).getByRole("listitem")).toHaveText(
      [
        "Premium badge on your card in search results (the order stays the same)",
        "20 job applications per month",
        "Advanced analytics dashboard",
        "Direct contact with casting directors",
        "Early access to new features",
      ],
    );

    // The FAQ: free trial, cancel any time, ways to pay.
    const faq = main.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText([
      "Is there a free trial?",
      "Can I cancel at any time?",
      "How can I pay?",
    ]);
    await expect(faq.getByText(/7-day free trial/)).toBeVisible();
  });

  test("?plan=annual marks the annual plan as selected", async ({ page }) => {
    await gotoHydrated(page, "/subscription?plan=annual");
    await expectSelected(page, "Annual");
    await expect(
      page.getByRole("main").getByText(/₹4,788\/year \(₹399\/month\), starting with a 7-day free trial/),
    ).toBeVisible();
  });

  test("the server renders the selected plan for ?plan=annual", async ({ request }) => {
    const html = await (await request.get("/subscription?plan=annual")).text();
    expect(html).toMatch(/Your selection: (<!-- -->)?Annual/);
    expect(html).toContain("Annual plan selected");
    expect(html).not.toContain("Monthly plan selected");
  });

  test("an unknown plan falls back to monthly", async ({ page }) => {
    const response = await page.goto("/subscription?plan=platinum");
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectSelected(page, "Monthly");
  });

  test("choosing a plan switches the selection in the URL and on the page", async ({ page }) => {
    await gotoHydrated(page, "/subscription");
    await planCard(page, "Annual").getByRole("link", { name: "Choose Annual" }).click();
    await expect(page).toHaveURL(/\/subscription\?plan=annual$/);
    await expectSelected(page, "Annual");
    await planCard(page, "Monthly").getByRole("link", { name: "Choose Monthly" }).click();
    await expect(page).toHaveURL(/\/subscription\?plan=monthly$/);
    await expectSelected(page, "Monthly");
  });

  test("there is no fake checkout: payment is disabled and nothing is submitted", async ({ page }) => {
    await gotoHydrated(page, "/subscription?plan=annual");
    const main = page.getByRole("main");
    const pay = main.getByRole("button", { name: "Payments are coming soon" });
    await expect(pay).toBeVisible();
    await expect(pay).toBeDisabled();
    await expect(main.getByText("Online payment isn't available yet")).toBeVisible();
    await expect(main.locator("form")).toHaveCount(0);
    await expect(main.getByRole("textbox")).toHaveCount(0);
    await expect(main.getByRole("button", { name: /subscribe|pay now|checkout|buy/i })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

const LEGAL = [
  ["terms", "Terms of Service"],
  ["privacy", "Privacy Policy"],
  ["cookies", "Cookie Policy"],
  ["complaints", "Complaints Policy"],
] as const;

test.describe("legal pages", () => {
  for (const [slug, title] of LEGAL) {
    test(`/legal/${slug}: breadcrumb, heading, today's "Last updated", contents`, async ({ page }) => {
      const before = todayAsThePageFormatsIt();
      const response = await page.goto(`/legal/${slug}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const after = todayAsThePageFormatsIt();
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Rangmanch`);
      const main = page.getByRole("main");

      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb).toBeVisible();
      await expect(breadcrumb.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);

      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);

      // Today's date (the run may straddle midnight in India, so either side is accepted).
      const dates = [...new Set([before, after])].map(escapeRegExp).join("|");
      await expect(main.getByText(/^Last updated: /)).toHaveText(new RegExp(`^Last updated: (${dates})$`));

      // "On this page" links to every numbered section, and each target exists.
      const contents = main.getByRole("navigation", { name: "On this page" }).getByRole("link");
      const count = await contents.count();
      expect(count).toBeGreaterThan(2);
      for (const link of await contents.all()) {
        const href = await link.getAttribute("href");
        expect(href).toMatch(/^#[\w-]+$/);
        await expect(main.locator(href!)).toHaveCount(1);
      }

      // The other three policies are linked.
      const others = main.getByRole("navigation", { name: "Other policies" }).getByRole("link");
      await expect(others).toHaveCount(3);
      for (const [otherSlug, otherTitle] of LEGAL.filter(([s]) => s !== slug)) {
        await expect(others.filter({ hasText: otherTitle })).toHaveAttribute("href", `/legal/${otherSlug}`);
      }
    });
  }

  test("the complaints policy gives the response times", async ({ page }) => {
    await gotoHydrated(page, "/legal/complaints");
    const main = page.getByRole("main");
    await expect(main.getByText(/acknowledge every complaint within 48 hours/).first()).toBeVisible();
    await expect(main.getByText(/10 business days/).first()).toBeVisible();
  });

  test("the Home breadcrumb leads home", async ({ page }) => {
    await gotoHydrated(page, "/legal/privacy");
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("an unknown legal page answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/legal/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Rangmanch");
  });
});
