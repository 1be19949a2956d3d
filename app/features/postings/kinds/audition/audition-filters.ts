import { PAY_FILTER_OPTIONS } from "~/constants/pay";
import { asSearch, type FilterChip, type FilterCodec, oneOf } from "~/features/postings/filter-codec";
import { BACKER_FILTER_OPTIONS, parseBackerFilter } from "~/features/productions/backer-filter";
import { cleanQuery } from "~/lib/search-text";

/**
 * The audition list's filters (spec part 1, section 9) and tabs; every one
 * lives in the URL. Anything unknown reads as "all", so an old or edited link
 * still opens a sensible page.
 */
export const AUDITION_FILTERS = {
  location: [
    { value: "all", label: "All locations" },
    { value: "mumbai", label: "Mumbai" },
    { value: "delhi", label: "Delhi" },
    { value: "bangalore", label: "Bangalore" },
    // The spec lists three cities; the city pages link here for all six.
    { value: "chennai", label: "Chennai" },
    { value: "hyderabad", label: "Hyderabad" },
    { value: "kolkata", label: "Kolkata" },
    { value: "remote", label: "Remote (online)" },
  ],
  type: [
    { value: "all", label: "All types" },
    { value: "online", label: "Online" },
    { value: "in-person", label: "In-person" },
  ],
  // What it pays; the old ?compensation=paid|unpaid links read the same.
  pay: PAY_FILTER_OPTIONS,
  experience: [
    { value: "all", label: "Any experience" },
    { value: "beginner", label: "Beginner" },
    { value: "intermediate", label: "Intermediate" },
    { value: "advanced", label: "Advanced" },
    { value: "professional", label: "Professional" },
  ],
  gender: [
    { value: "all", label: "Any gender" },
    { value: "male", label: "Male" },
    { value: "female", label: "Female" },
    { value: "non-binary", label: "Non-binary" },
    { value: "any", label: "Open to all" },
  ],
  // Postings for a verified production only (decision 059).
  by: BACKER_FILTER_OPTIONS,
} as const;

export type AuditionFilterName = keyof typeof AUDITION_FILTERS;
type FilterValue<Name extends AuditionFilterName> = (typeof AUDITION_FILTERS)[Name][number]["value"];

/** The most cards one list shows; a narrower search finds the rest. */
export const AUDITION_LIST_LIMIT = 60;

export const AUDITION_TABS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "mine", label: "My Auditions" },
  { value: "completed", label: "Completed" },
] as const;
export type AuditionTab = (typeof AUDITION_TABS)[number]["value"];

export type AuditionQuery = {
  q: string;
  location: FilterValue<"location">;
  type: FilterValue<"type">;
  pay: FilterValue<"pay">;
  experience: FilterValue<"experience">;
  gender: FilterValue<"gender">;
  by: FilterValue<"by">;
  tab: AuditionTab;
};

export const FILTER_NAMES = Object.keys(AUDITION_FILTERS) as AuditionFilterName[];

export const DEFAULT_AUDITION_QUERY: AuditionQuery = {
  q: "",
  location: "all",
  type: "all",
  pay: "all",
  experience: "all",
  gender: "all",
  by: "all",
  tab: "upcoming",
};

export function parseAuditionQuery(params: URLSearchParams): AuditionQuery {
  return {
    q: cleanQuery(params.get("q")),
    // ?city= is the city pages' View All link (spec part 1); ?location= the filter's own name.
    location: oneOf(params.get("location") ?? params.get("city"), AUDITION_FILTERS.location, "all"),
    type: oneOf(params.get("type"), AUDITION_FILTERS.type, "all"),
    pay: oneOf(params.get("pay") ?? params.get("compensation"), AUDITION_FILTERS.pay, "all"),
    experience: oneOf(params.get("experience"), AUDITION_FILTERS.experience, "all"),
    gender: oneOf(params.get("gender"), AUDITION_FILTERS.gender, "all"),
    by: parseBackerFilter(params),
    tab: oneOf(params.get("tab"), AUDITION_TABS, "upcoming"),
  };
}

/** The query string for a query: only what differs from the defaults, so a plain list is plain /auditions. */
export function auditionSearch(query: AuditionQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const name of FILTER_NAMES) if (query[name] !== "all") params.set(name, query[name]);
  if (query.tab !== "upcoming") params.set("tab", query.tab);
  return asSearch(params);
}

/** The filters in force, as chips: each with its label and the query without it. */
export function activeFilterChips(query: AuditionQuery): FilterChip<AuditionQuery>[] {
  return FILTER_NAMES.filter((name) => query[name] !== "all").map((name) => ({
    key: name,
    label: AUDITION_FILTERS[name].find((option) => option.value === query[name])?.label ?? query[name],
    without: { ...query, [name]: "all" } as AuditionQuery,
  }));
}

/** The address's search and filters for the audition list (filter-codec.ts). */
export const AUDITION_FILTER_CODEC: FilterCodec<AuditionQuery> = {
  defaults: DEFAULT_AUDITION_QUERY,
  parse: parseAuditionQuery,
  search: auditionSearch,
  chips: activeFilterChips,
  // Every filter back to all; the words searched and the tab stay.
  cleared: (query) => ({ ...DEFAULT_AUDITION_QUERY, q: query.q, tab: query.tab }),
};
