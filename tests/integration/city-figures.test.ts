import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects } from "~/db/schema";
import { countCityFigures, figuresOf } from "~/features/cities/count-city-figures.server";
import { loader as cityAuditionsLoader } from "~/routes/city-auditions";
import { loader as cityLoader } from "~/routes/city-opportunities";
import { loader as homeLoader } from "~/routes/home";
import { createAudition, createJob, createMember, createProfile, createProject } from "../factories";
import { get } from "./account-helpers";
import { callRoute, getRequest } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type Figures = { talent: number; productions: number; opportunities: number };

async function cityPageFigures(cityId: string) {
  const reply = await callRoute(cityLoader, get(`/city-opportunities?city=${cityId}`));
  return (reply.body as { city: { id: string }; figures: Figures }).figures;
}

async function cityAuditionsTalent(cityId: string) {
  const reply = await callRoute(cityAuditionsLoader, get(`/city-auditions/${cityId}`), { cityId });
  return (reply.body as { talent: number }).talent;
}

describe("a city's figures (issue 23: the home page said 1,250 for Mumbai, its page 5)", () => {
  it("count members, productions under way and open opportunities, and only those", async () => {
    // Pune has no sample data: everything in it is made here.
    await createProfile(await createMember(), { cityId: "pune", location: "Pune, Maharashtra" });
    await createProfile(await createMember(), { cityId: "pune", location: "Kothrud, Pune" });
    await createJob({ title: "Open", cityId: "pune", location: "Pune" });
    await createJob({ title: "Lapsed", cityId: "pune", deadlineInDays: -2, postedDaysAgo: 20 });
    await createAudition({ title: "Upcoming", cityId: "pune", daysFromNow: 3 });
    await createAudition({ title: "Past", cityId: "pune", daysFromNow: -3 });
    await createProject({ title: "Play under way", cityId: "pune", location: "Pune" });
    const finished = await createProject({ title: "Finished film", cityId: "pune", location: "Pune" });
    await db().update(projects).set({ closedAt: new Date() }).where(eq(projects.id, finished.id));

    const figures = figuresOf(await countCityFigures(db()), "pune");
    expect(figures).toEqual({ talent: 2, productions: 1, opportunities: 2 });
    // A city with nothing in it counts zeros, not the spec's sample figures.
    expect(figuresOf(await countCityFigures(db()), "kavaratti")).toEqual({
      talent: 0,
      productions: 0,
      opportunities: 0,
    });
  });

  it("are the same on the home page, the city's page and its auditions page", async () => {
    await createProfile(await createMember(), { cityId: "mumbai", location: "Mumbai" });
    await createJob({ title: "Another Mumbai job", cityId: "mumbai" });
    const home = (await callRoute(homeLoader, getRequest("/"))).body as {
      spotlightCities: { id: string; figures: Figures }[];
    };
    expect(home.spotlightCities.map((city) => city.id)).toEqual(["mumbai", "delhi", "chennai"]);
    for (const city of home.spotlightCities) {
      expect(city.figures).toEqual(figuresOf(await countCityFigures(db()), city.id));
      expect(await cityPageFigures(city.id)).toEqual(city.figures);
      expect(await cityAuditionsTalent(city.id)).toBe(city.figures.talent);
    }
    expect(home.spotlightCities[0]!.figures.talent).not.toBe(1250);
    expect(home.spotlightCities[0]!.figures.talent).toBeGreaterThan(0);
  });
});
