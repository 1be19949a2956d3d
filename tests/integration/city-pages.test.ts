import { beforeEach, describe, expect, it } from "vitest";
import { auditions, jobs } from "~/db/schema";
import { parseAuditionQuery } from "~/features/postings/kinds/audition/audition-filters";
import { loader as cityAuditionsLoader } from "~/routes/city-auditions";
import { loader as cityLoader } from "~/routes/city-opportunities";
import { createAudition, createJob, createMember, createProfile } from "../factories";
import { get } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

// The seeded auditions and jobs would be counted too: each test starts with none.
beforeEach(async () => {
  await db().delete(jobs);
  await db().delete(auditions);
});

type CityPage = {
  city: { id: string; name: string };
  tab: string;
  jobs: { title: string }[];
  jobCount: number;
  auditions: { title: string }[];
  auditionCount: number;
  figures: { talent: number; productions: number; opportunities: number };
};

describe("/city-opportunities", () => {
  it("counts the city's open jobs, upcoming auditions and professionals from the database, and lists the spec's first few", async () => {
    for (const title of ["Job A", "Job B", "Job C", "Job D"])
      await createJob({ title, cityId: "delhi", location: "Saket, Delhi" });
    await createJob({ title: "Mumbai job", cityId: "mumbai" });
    await createJob({ title: "Closed Delhi job", cityId: "delhi", deadlineInDays: -1, postedDaysAgo: 10 });
    for (const title of ["Audition A", "Audition B", "Audition C"])
      await createAudition({ title, cityId: "delhi" });
    await createAudition({ title: "Past Delhi audition", cityId: "delhi", daysFromNow: -3 });
    await createProfile(await createMember(), { cityId: "delhi", location: "Delhi" });

    const reply = await callRoute(cityLoader, get("/city-opportunities?city=delhi"));
    expect(reply.status).toBe(200);
    const page = reply.body as CityPage;
    expect(page.city.name).toBe("Delhi");
    expect(page.jobCount).toBe(4);
    expect(page.jobs).toHaveLength(3);
    expect(page.auditionCount).toBe(3);
    expect(page.auditions).toHaveLength(2);
    // Open jobs and upcoming auditions; the closed job and the past audition are not opportunities.
    expect(page.figures.opportunities).toBe(7);
    expect(page.figures.talent).toBeGreaterThanOrEqual(1);

    const jobsTab = (await callRoute(cityLoader, get("/city-opportunities?city=delhi&tab=jobs")))
      .body as CityPage;
    expect(jobsTab.tab).toBe("jobs");
    expect(jobsTab.jobs.map((job) => job.title).sort()).toEqual(["Job A", "Job B", "Job C", "Job D"]);
  });

  it("shows Mumbai without a city, and for an unknown one; an unknown tab is All", async () => {
    expect(((await callRoute(cityLoader, get("/city-opportunities"))).body as CityPage).city.id).toBe(
      "mumbai",
    );
    const odd = (await callRoute(cityLoader, get("/city-opportunities?city=atlantis&tab=<script>")))
      .body as CityPage;
    expect(odd.city.id).toBe("mumbai");
    expect(odd.tab).toBe("all");
  });
});

describe("/city-auditions/{cityId}", () => {
  it("lists upcoming and past auditions apart, with the upcoming count", async () => {
    await createAudition({ title: "Soon", cityId: "chennai", daysFromNow: 2 });
    await createAudition({ title: "Later", cityId: "chennai", daysFromNow: 20 });
    await createAudition({ title: "Done", cityId: "chennai", daysFromNow: -4 });
    await createAudition({ title: "Elsewhere", cityId: "kolkata" });
    const reply = await callRoute(cityAuditionsLoader, get("/city-auditions/chennai"), { cityId: "chennai" });
    expect(reply.status).toBe(200);
    const page = reply.body as {
      upcoming: { title: string }[];
      past: { title: string }[];
      upcomingCount: number;
    };
    expect(page.upcoming.map((audition) => audition.title)).toEqual(["Soon", "Later"]);
    expect(page.past.map((audition) => audition.title)).toEqual(["Done"]);
    expect(page.upcomingCount).toBe(2);
  });

  it("draws Unknown City for a slug that names no city, answered 404", async () => {
    const reply = await callRoute(cityAuditionsLoader, get("/city-auditions/atlantis"), {
      cityId: "atlantis",
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ city: null, upcoming: [], past: [] });
  });
});

describe("View All links", () => {
  it("/auditions?city= reads as the location filter for each of the six cities", () => {
    for (const city of ["mumbai", "delhi", "chennai", "hyderabad", "kolkata", "bangalore"]) {
      expect(parseAuditionQuery(new URLSearchParams({ city })).location).toBe(city);
    }
  });
});
