import { and, count, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions, jobs, profiles, projects } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { listedPostings } from "~/features/postings/posting-tables.server";
import { ReadCache } from "~/lib/read-cache.server";

/**
 * A city's figures, counted from the data (decision 026: the home page once
 * said 1,250 talent for Mumbai, the sample figure of spec part 1, section 9,
 * while Mumbai's page counted 5). Every page that shows a city's figures
 * reads them here, so they agree everywhere:
 * - talent: profiles that name the city (every profile Discover shows counts);
 * - productions: its collaboration projects still under way (not closed);
 * - opportunities: its open jobs (not closed, deadline's day not passed in
 *   India, as the job list) and upcoming auditions (not closed, date's day
 *   not passed, as the city's auditions page).
 * A suspended member's profile and postings count nowhere, as they
 * are shown nowhere.
 */
export type CityFigures = { talent: number; productions: number; opportunities: number };

export const NO_FIGURES: CityFigures = { talent: 0, productions: 0, opportunities: 0 };

/** Read by the home page and every city page; kept for a few seconds and emptied by every write (decision 025). Callers must not change it. */
const figuresByCity = new ReadCache<ReadonlyMap<string, CityFigures>>("city-figures", 1);

/** Every city's figures by city id; a city with nothing in it is absent (read it with `figuresOf`). */
export function countCityFigures(db: Database, now = new Date()): Promise<ReadonlyMap<string, CityFigures>> {
  return figuresByCity.read("all", () => countAll(db, now));
}

export function figuresOf(figures: ReadonlyMap<string, CityFigures>, cityId: string): CityFigures {
  return figures.get(cityId) ?? NO_FIGURES;
}

async function countAll(db: Database, now: Date) {
  // One grouped count per table (each served by its city index), not one query per city.
  const [talent, productions, openJobs, upcomingAuditions] = await Promise.all([
    db
      .select({ cityId: profiles.cityId, n: count() })
      .from(profiles)
      .where(and(isNotNull(profiles.cityId), notSuspended(profiles.userId)))
      .groupBy(profiles.cityId),
    db
      .select({ cityId: projects.cityId, n: count() })
      .from(projects)
      .where(and(isNotNull(projects.cityId), listedPostings("project", now)))
      .groupBy(projects.cityId),
    db
      .select({ cityId: jobs.cityId, n: count() })
      .from(jobs)
      .where(and(isNotNull(jobs.cityId), listedPostings("job", now)))
      .groupBy(jobs.cityId),
    db
      .select({ cityId: auditions.cityId, n: count() })
      .from(auditions)
      .where(and(isNotNull(auditions.cityId), listedPostings("audition", now)))
      .groupBy(auditions.cityId),
  ]);
  const figures = new Map<string, CityFigures>();
  const add = (rows: { cityId: string | null; n: number }[], field: keyof CityFigures) => {
    for (const { cityId, n } of rows) {
      if (cityId === null) continue;
      const entry = figures.get(cityId) ?? { ...NO_FIGURES };
      entry[field] += Number(n);
      figures.set(cityId, entry);
    }
  };
  add(talent, "talent");
  add(productions, "productions");
  add(openJobs, "opportunities");
  add(upcomingAuditions, "opportunities");
  return figures;
}
