import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CITIES } from "~/constants/cities";
import { auditions, cities, newsletterSubscriptions, profiles, siteEvents } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { action as clientErrorAction } from "~/routes/api/client-errors";
import { loader as upcomingAuditionsLoader } from "~/routes/api/upcoming-auditions";
import { loader as homeLoader } from "~/routes/home";
import { loader as notFoundLoader } from "~/routes/not-found";
import { createAudition } from "../factories";
import { callRoute, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

describe("unknown paths", () => {
  it("answer 404 and are recorded with the path, user agent and referrer", async () => {
    const { status } = await callRoute(
      notFoundLoader,
      getRequest("/no-such-page?x=1", { "user-agent": "TestBrowser/1.0", referer: "http://localhost/jobs" }),
    );
    expect(status).toBe(404);
    const rows = await db()
      .select()
      .from(siteEvents)
      .where(and(eq(siteEvents.kind, "not_found"), eq(siteEvents.path, "/no-such-page?x=1")));
    expect(rows).toEqual([
      expect.objectContaining({ userAgent: "TestBrowser/1.0", referrer: "http://localhost/jobs" }),
    ]);
  });
});

describe("client error reports", () => {
  const post = (body: string) =>
    new Request("http://localhost/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });

  it("are stored as client errors", async () => {
    const { status } = await callRoute(
      clientErrorAction,
      post(JSON.stringify({ message: "boom", stack: "at x", path: "/feed" })),
    );
    expect(status).toBe(204);
    expect(
      (await clientErrorAction({
        request: post(JSON.stringify({ message: "again", path: "/feed" })),
      } as never)) instanceof Response,
    ).toBe(true);
    const rows = await db()
      .select()
      .from(siteEvents)
      .where(and(eq(siteEvents.kind, "client_error"), eq(siteEvents.message, "boom")));
    expect(rows).toEqual([expect.objectContaining({ path: "/feed", message: "boom", detail: "at x" })]);
  });

  it("drop NUL characters PostgreSQL cannot store", async () => {
    const { status } = await callRoute(
      clientErrorAction,
      post(JSON.stringify({ message: "bad\u0000byte", stack: "\u0000", path: "/nul\u0000" })),
    );
    expect(status).toBe(204);
    const rows = await db().select().from(siteEvents).where(eq(siteEvents.path, "/nul"));
    expect(rows[0]).toMatchObject({ message: "badbyte" });
  });

  it.each(["not json", JSON.stringify({ path: "/x" }), JSON.stringify({ message: "", path: "/x" })])(
    "refuse %j with 400",
    async (body) => {
      expect((await callRoute(clientErrorAction, post(body))).status).toBe(400);
    },
  );
});

describe("home page data", () => {
  it("gives three spotlight cities, all 24 categories, three featured people and upcoming auditions only", async () => {
    const { status, body } = await callRoute(homeLoader, getRequest("/"));
    expect(status).toBe(200);
    const data = body as Awaited<ReturnType<typeof homeLoader>>;
    expect(data.spotlightCities.map((city) => city.name)).toEqual(["Mumbai", "Delhi", "Chennai"]);
    // The figures are counted from the data, not the spec's sample 1,250.
    const [mumbaiTalent] = await db()
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.cityId, "mumbai"));
    expect(data.spotlightCities[0]!.figures.talent).toBe(mumbaiTalent!.n);
    expect(data.spotlightCities[0]!.figures.talent).not.toBe(1250);
    // Only the categories shown first; "View More" fetches the rest (/api/categories).
    expect(data.firstCategories).toHaveLength(8);
    expect(data.categoryCount).toBe(24);
    expect(data.featuredTalent).toHaveLength(3);
    // The picker's cities by country, names only (each slug is its name's).
    expect(Object.keys(data.heroCityNames)).toEqual(["India", "United States", "United Kingdom"]);
    expect(data.heroCityNames.India!.slice(0, 2)).toEqual(["Mumbai", "Delhi"]);
    expect(data).not.toHaveProperty("auditionsByCity");
  });

  it("answers a city's upcoming auditions when the visitor picks it, never past ones", async () => {
    const { body, status } = await callRoute(
      upcomingAuditionsLoader,
      getRequest("/api/upcoming-auditions?city=mumbai"),
    );
    expect(status).toBe(200);
    const { auditions: list } = body as Awaited<ReturnType<typeof upcomingAuditionsLoader>>;
    expect(list.length).toBeGreaterThan(0);
    for (const audition of list) {
      expect(new Date(audition.date).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    }
    const unknown = await callRoute(
      upcomingAuditionsLoader,
      getRequest("/api/upcoming-auditions?city=atlantis"),
    );
    expect(unknown.status).toBe(404);
  });

  it("shows a newly posted audition in its city's results, soonest first", async () => {
    const created = await createAudition({
      title: "Tomorrow's audition",
      cityId: "kolkata",
      daysFromNow: 1,
    });
    const { body } = await callRoute(
      upcomingAuditionsLoader,
      getRequest("/api/upcoming-auditions?city=kolkata"),
    );
    const data = body as Awaited<ReturnType<typeof upcomingAuditionsLoader>>;
    expect(data.auditions[0]).toMatchObject({ id: created.id, title: "Tomorrow's audition" });
  });
});

describe("seed", () => {
  it("runs once: a second run adds nothing and keeps what users wrote", async () => {
    await db().insert(newsletterSubscriptions).values({ email: "kept@example.com" });
    const counts = async () => ({
      cities: (await db().select({ n: count() }).from(cities))[0]!.n,
      profiles: (await db().select({ n: count() }).from(profiles))[0]!.n,
      auditions: (await db().select({ n: count() }).from(auditions))[0]!.n,
      subscribers: (await db().select({ n: count() }).from(newsletterSubscriptions))[0]!.n,
    });
    const before = await counts();
    expect(await seedDatabase(db())).toBe("already-seeded");
    expect(await counts()).toEqual(before);
    expect(before.cities).toBe(CITIES.length);
    expect(before.profiles).toBe(12);
  });
});
