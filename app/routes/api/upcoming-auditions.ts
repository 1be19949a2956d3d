import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { listCities } from "~/features/cities/list-cities.server";
import type { HeroAudition } from "~/features/home/hero-auditions";
import { listUpcomingAuditionsByCity } from "~/features/postings/kinds/audition/list-upcoming-auditions-by-city.server";
import type { Route } from "./+types/upcoming-auditions";

/** The home page's results panel shows this many per city. */
const AUDITIONS_PER_CITY = 3;

/**
 * GET /api/upcoming-auditions?city={cityId}: a city's next auditions for the
 * home page's results panel, fetched when the visitor picks the city rather
 * than sent for every city with the page.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const cityId = url.searchParams.get("city") ?? "";
  const db = getDb();
  const [cities, byCity] = await Promise.all([
    listCities(db),
    listUpcomingAuditionsByCity(db, AUDITIONS_PER_CITY),
  ]);
  if (!cities.some((city) => city.id === cityId)) {
    throw data({ error: "Unknown city." }, { status: 404 });
  }
  const auditions: HeroAudition[] = (byCity[cityId] ?? []).map(({ id, title, date, role }) => ({
    id,
    title,
    date,
    role,
  }));
  return { city: cityId, auditions };
}
