import { CITIES } from "~/constants/cities";
import {
  DISCOVER_AVAILABILITY_VALUES,
  DISCOVER_CATEGORY_TABS,
  DISCOVER_ROLE_FILTERS,
  type DiscoverAvailability,
  type DiscoverCategory,
  EXPERIENCE_VALUES,
  type ExperienceLevel,
} from "~/constants/talent";
import { cleanQuery } from "~/lib/search-text";

export { cleanQuery, QUERY_MAX_CHARS } from "~/lib/search-text";

/** The talent grid: 8 per page (spec part 2, section 9). */
export const TALENT_PAGE_SIZE = 8;
/**
 * Search ranks at most this many matches, so one common word costs the same
 * as a rare one; the page says "1,000+" and asks for a narrower search.
 */
export const MAX_RANKED_RESULTS = 1000;
export const MAX_PAGE = MAX_RANKED_RESULTS / TALENT_PAGE_SIZE;

/** Everything /discover is asked for; every part lives in the URL. */
export type DiscoverQuery = {
  q: string;
  category: DiscoverCategory | null;
  cities: string[];
  roles: string[];
  experience: ExperienceLevel[];
  /** Discover's availability filter by its short values ("now", "weekends"); decision 041. */
  availability: DiscoverAvailability[];
  page: number;
};

const CITY_IDS = new Set(CITIES.map((city) => city.id));
const CATEGORY_VALUES = new Set<string>(DISCOVER_CATEGORY_TABS.map((tab) => tab.value));

/** Values of a repeatable parameter that are in `allowed`, once each, in the allowed order. */
function pick<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(name));
  return allowed.filter((value) => given.has(value));
}

/**
 * Reads /discover's URL. Anything unknown (a made-up category, a city we do
 * not list, page "abc") is dropped rather than refused: a shared or old link
 * still opens a sensible page.
 */
export function parseDiscoverParams(params: URLSearchParams): DiscoverQuery {
  const category = params.get("category");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: cleanQuery(params.get("q")),
    category: category && CATEGORY_VALUES.has(category) ? (category as DiscoverCategory) : null,
    cities: [...new Set(params.getAll("city"))].filter((id) => CITY_IDS.has(id)).slice(0, CITIES.length),
    roles: pick(params, "role", DISCOVER_ROLE_FILTERS),
    experience: pick(params, "experience", EXPERIENCE_VALUES),
    // Addresses from before decision 041 carry a profile's own availability ("Not Available"): dropped like any unknown value.
    availability: pick(params, "availability", DISCOVER_AVAILABILITY_VALUES),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** The URL for a query: empty parts left out, so links stay short and one search has one address. */
export function discoverSearch(query: Partial<DiscoverQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  for (const city of query.cities ?? []) params.append("city", city);
  for (const role of query.roles ?? []) params.append("role", role);
  for (const level of query.experience ?? []) params.append("experience", level);
  for (const value of query.availability ?? []) params.append("availability", value);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** How many filters from the advanced sheet are on (the button's count). */
export function countSheetFilters(query: DiscoverQuery): number {
  return query.cities.length + query.roles.length + query.experience.length + query.availability.length;
}
