import type { Database } from "~/db/client.server";
import { countCityFigures, figuresOf } from "~/features/cities/count-city-figures.server";
import { type City, listCities } from "~/features/cities/list-cities.server";
import { listCityAuditions } from "~/features/postings/kinds/audition/list-city-auditions.server";
import { DEFAULT_JOB_QUERY } from "~/features/postings/kinds/job/job-filters";
import { listJobs } from "~/features/postings/kinds/job/list-jobs.server";
import { listCityProjects } from "~/features/postings/kinds/project/list-projects.server";
import { ReadCache } from "~/lib/read-cache.server";
import { CITY_PAGE_COUNTS, CITY_TAB_LIMIT, type CityTab } from "./city-tabs";

/**
 * Everything /city-opportunities shows for one city: its open jobs and
 * upcoming auditions (counted, and the newest and soonest listed), its open
 * collaboration projects (the newest), its figures (counted the same way as
 * on the home page). `null` for an unknown city. The cities to choose from are
 * the page's own list (app/constants/cities.ts, which the table follows), not data.
 */
export async function cityOpportunities(db: Database, cityId: string, tab: CityTab, now = new Date()) {
  const cities = await listCities(db);
  const city = cities.find((candidate) => candidate.id === cityId);
  if (!city) return null;
  const [jobs, auditions, projects, figures] = await Promise.all([
    // Only as many as the tab shows: the count comes with them either way.
    listJobs(
      db,
      { ...DEFAULT_JOB_QUERY, location: city.id },
      now,
      tab === "jobs" ? CITY_TAB_LIMIT : CITY_PAGE_COUNTS.jobs,
    ),
    listCityAuditions(
      db,
      city.id,
      { limit: tab === "auditions" ? CITY_TAB_LIMIT : CITY_PAGE_COUNTS.auditions, past: false },
      now,
    ),
    listCityProjects(
      db,
      city.id,
      tab === "collaborations" ? CITY_TAB_LIMIT : CITY_PAGE_COUNTS.collaborations,
    ),
    countCityFigures(db, now),
  ]);
  return {
    city: cityFacts(city),
    figures: figuresOf(figures, city.id),
    projects,
    jobs: jobs.jobs,
    jobCount: jobs.matching,
    moreJobs: jobs.more,
    auditions: auditions.upcoming,
    auditionCount: auditions.upcomingCount,
  };
}

type CityOpportunities = NonNullable<Awaited<ReturnType<typeof cityOpportunities>>>;

/** The same for every reader of a city and tab (app/lib/read-cache.server.ts). Callers must not change what it gives. */
const sharedCityPages = new ReadCache<CityOpportunities | null>("city opportunities", 100);

/**
 * `cityOpportunities` for the page, kept for the read caches' lifetime (issue
 * 24): nothing in it depends on the reader, every write empties it, and a
 * request then asks the database nothing for it (five questions before).
 */
export function cityOpportunitiesForPage(db: Database, cityId: string, tab: CityTab) {
  return sharedCityPages.read(`${cityId}#${tab}`, () => cityOpportunities(db, cityId, tab));
}

/** A city's auditions page: upcoming and past, and the counts its header shows. */
export async function cityAuditions(db: Database, cityId: string, now = new Date()) {
  const city = (await listCities(db)).find((candidate) => candidate.id === cityId);
  if (!city) return null;
  const [auditions, figures] = await Promise.all([
    listCityAuditions(db, city.id, {}, now),
    countCityFigures(db, now),
  ]);
  return { city: cityFacts(city), ...auditions, talent: figuresOf(figures, city.id).talent };
}

function cityFacts(city: City) {
  return {
    id: city.id,
    name: city.name,
    state: city.state,
    country: city.country,
    description: city.description,
    imageUrl: city.imageUrl,
  };
}
