import { expect, gotoHydrated, test } from "../fixtures";
import { PGLITE_SMOKE } from "../tags";

test("hero, categories, spotlights and call to action", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Discover & Connect with Entertainment Industry Professionals",
    }),
  ).toBeVisible();
  await expect(
    page.getByText("India's premier platform for entertainment talent and opportunities").first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Talent" })).toHaveAttribute("href", "/discover");
  await expect(page.getByRole("link", { name: "Join the Network" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "City Opportunities" }).last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Auditions in Mumbai" })).toHaveAttribute(
    "href",
    "/city-auditions/mumbai",
  );

  const grid = page.locator("#category-grid > li");
  await expect(grid).toHaveCount(8);
  await page.getByRole("button", { name: "View More Categories" }).click();
  await expect(grid).toHaveCount(24);
  await expect(page.getByRole("button", { name: "View More Categories" })).toHaveCount(0);

  const cities = page
    .getByRole("region", { name: "City Spotlight" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  await expect(cities.getByRole("heading")).toHaveText(["Mumbai", "Delhi", "Chennai"]);
  // Figures counted from the data, the same on Mumbai's own page; never the spec's sample 1,250.
  const homeFigures = await cities
    .first()
    .getByRole("definition")
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
  expect(homeFigures).toHaveLength(3);
  expect(homeFigures[0]).not.toBe("1,250");

  const talent = page.getByRole("region", { name: "Featured Talent" }).getByRole("heading", { level: 3 });
  await expect(talent).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Create Your Profile" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Browse Talent" })).toHaveAttribute("href", "/discover");
  await expect(page.getByRole("region", { name: "Advertise with Us" }).getByRole("link")).toHaveAttribute(
    "href",
    "/advertise",
  );
});

test("country change resets the city; Find shows the results panel, then opens the city page", {
  tag: PGLITE_SMOKE,
}, async ({ page }) => {
  await gotoHydrated(page, "/");
  const country = page.getByRole("combobox", { name: "Country" });
  const city = page.getByRole("combobox", { name: "City" });
  await expect(country).toHaveValue("India");
  await expect(city).toHaveValue("mumbai");
  await country.selectOption("United Kingdom");
  await expect(city).toHaveValue("london");
  await country.selectOption("India");
  await city.selectOption("delhi");
  await page.getByRole("button", { name: "Find Opportunities" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming auditions in Delhi" })).toBeVisible();
  await expect(page).toHaveURL(/\/city-opportunities\?city=delhi$/);
});

test("a city with no upcoming auditions says so", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("combobox", { name: "Country" }).selectOption("United States");
  await page.getByRole("combobox", { name: "City" }).selectOption("atlanta");
  // Hold the navigation so the panel can be read.
  await page.route("**/city-opportunities*", () => {});
  await page.getByRole("button", { name: "Find Opportunities" }).click();
  await expect(page.getByRole("heading", { name: "No Upcoming Auditions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Other Opportunities" })).toHaveAttribute(
    "href",
    "/auditions",
  );
});

test("search and share metadata are rendered by the server", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<title>Rangmanch \| India(&#x27;|')s premier platform/);
  for (const pattern of [
    /<meta name="description" content="[^"]+"/,
    /<meta property="og:title" content="Rangmanch/,
    /<meta property="og:description" content="[^"]+"/,
    /<meta property="og:image" content="http:\/\/localhost:\d+\/images\/og-default.png"/,
    /<meta property="og:url" content="http:\/\/localhost:\d+\/"/,
    /<meta name="twitter:card" content="summary_large_image"/,
  ]) {
    expect(html).toMatch(pattern);
  }
});

test("the page carries what it draws; the results panel and View More fetch the rest", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The first eight categories only, and no audition: those come when asked for.
  expect(html).toContain("/category/acting");
  expect(html).not.toContain("/category/media-production");
  expect(html).not.toContain("Lead Actor Audition");

  const mumbai = await request.get("/api/upcoming-auditions?city=mumbai");
  expect(mumbai.status()).toBe(200);
  const { auditions } = (await mumbai.json()) as {
    auditions: { title: string; date: string; role: string }[];
  };
  expect(auditions.length).toBeGreaterThan(0);
  expect(auditions.length).toBeLessThanOrEqual(3);
  expect(Object.keys(auditions[0]!).sort()).toEqual(["date", "id", "role", "title"]);

  for (const query of ["?city=atlantis", "?city=", "", "?city=%00"]) {
    expect((await request.get(`/api/upcoming-auditions${query}`)).status(), query).toBe(404);
  }

  const all = (await (await request.get("/api/categories")).json()) as { categories: { slug: string }[] };
  expect(all.categories).toHaveLength(24);
  expect(all.categories.at(-1)?.slug).toBe("media-production");
});

test("a city's figures on the home page are the ones its own page shows", async ({ page }) => {
  await gotoHydrated(page, "/");
  const mumbai = page
    .getByRole("region", { name: "City Spotlight" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Mumbai" }) });
  const onHome = (await mumbai.getByRole("definition").allTextContents()).map((text) => text.trim());
  await gotoHydrated(page, "/city-opportunities?city=mumbai");
  const onCityPage = (await page.locator("section").first().getByRole("definition").allTextContents()).map(
    (text) => text.trim(),
  );
  // Talent, Productions, Opportunities in the same order on both.
  expect(onCityPage).toEqual(onHome);
});
