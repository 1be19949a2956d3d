import { CITIES, INDIAN_CITIES } from "~/constants/cities";
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, type JobCategory, type JobType } from "~/constants/jobs";
import { PAY_FILTER_OPTIONS } from "~/constants/pay";
import { asSearch, type FilterChip, type FilterCodec, oneOf } from "~/features/postings/filter-codec";
import {
  BACKER_FILTER_OPTIONS,
  BACKER_FILTER_PARAM,
  type BackerFilter,
  parseBackerFilter,
} from "~/features/productions/backer-filter";
import { cleanQuery } from "~/lib/search-text";
import { urlSlug } from "~/lib/url-slug";

/**
 * The job list's filters (spec part 1, section 9), every one kept in the URL.
 * Anything unknown reads as its default, so an old or edited link still opens
 * a sensible page.
 */

export const JOB_TYPE_OPTIONS = [
  { value: "all", label: "All types" },
  ...(["Full-time", "Part-time", "Contract", "Project-based", "Temporary"] as const satisfies JobType[]).map(
    (type) => ({ value: urlSlug(type), label: type, type }),
  ),
] as const;

/**
 * Places: Remote and India's cities (the one list, app/constants/cities.ts),
 * matched by a job's city or the words of its location. The spec's Chicago,
 * Miami and Toronto (spec part 1, section 9) are gone: we are India's network.
 */
export const JOB_LOCATION_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "all", label: "All locations" },
  { value: "remote", label: "Remote" },
  ...INDIAN_CITIES.map((city) => ({ value: city.id, label: city.name })),
];

export const POSTED_WITHIN_OPTIONS = [
  { value: "any", label: "Any time", hours: null },
  { value: "24h", label: "Last 24 hours", hours: 24 },
  { value: "3d", label: "Last 3 days", hours: 72 },
  { value: "7d", label: "Last 7 days", hours: 168 },
  { value: "14d", label: "Last 14 days", hours: 336 },
  { value: "30d", label: "Last 30 days", hours: 720 },
] as const;

export const JOB_EXPERIENCE_OPTIONS = [
  { value: "any", label: "Any level" },
  ...JOB_EXPERIENCE_LEVELS.map((level) => ({ value: urlSlug(level), label: level })),
] as const;

export const JOB_CATEGORY_TABS = [
  { value: "all", label: "All" },
  // Every category but directing, which has a featured card that searches instead (below).
  ...JOB_CATEGORIES.filter((category) => category !== "Directing").map((category) => ({
    value: urlSlug(category),
    label: category,
  })),
] as const;

/** The featured category cards, each a link to its tab (directing has no tab, so it searches). */
export const FEATURED_JOB_CATEGORIES = ["Acting", "Directing", "Cinematography", "Production"] as const;

/** Salary slider (spec part 1, section 9): 0 to 1,00,000 in steps of 5,000; at the top it means "and above". */
export const SALARY_SLIDER = { min: 0, max: 100_000, step: 5_000 } as const;

export const JOB_QUICK_SEARCHES = ["Cinematographer", "Director", "Actor"] as const;

/** The most cards one page shows; a narrower search finds the rest. */
export const JOB_LIST_LIMIT = 60;

export type JobQuery = {
  q: string;
  type: string;
  location: string;
  posted: (typeof POSTED_WITHIN_OPTIONS)[number]["value"];
  experience: string;
  category: string;
  /** Salary range in rupees; the defaults (0 and the slider's top) filter nothing. */
  salaryMin: number;
  salaryMax: number;
  /** What it pays (paid, expenses only, unpaid; decision 061). */
  pay: (typeof PAY_FILTER_OPTIONS)[number]["value"];
  /** Postings for a verified production only (decision 059). */
  by: BackerFilter;
};

export const DEFAULT_JOB_QUERY: JobQuery = {
  q: "",
  type: "all",
  location: "all",
  posted: "any",
  experience: "any",
  category: "all",
  salaryMin: SALARY_SLIDER.min,
  salaryMax: SALARY_SLIDER.max,
  pay: "all",
  by: "all",
};

/** A slider figure from the URL: a whole step within the slider, else the fallback. */
function sliderValue(value: string | null, fallback: number) {
  if (value === null || !/^\d{1,7}$/.test(value)) return fallback;
  const figure = Number(value);
  if (figure > SALARY_SLIDER.max) return SALARY_SLIDER.max;
  return Math.round(figure / SALARY_SLIDER.step) * SALARY_SLIDER.step;
}

/** A city's id from `?city=` or its name from `?location=` (the city page's links), else null. */
function cityFrom(params: URLSearchParams) {
  const byName = params.get("location")?.trim().toLowerCase();
  const city = CITIES.find((known) => known.name.toLowerCase() === byName);
  if (city) return city.id;
  return params.get("city");
}

export function parseJobQuery(params: URLSearchParams): JobQuery {
  const location = params.get("where") ?? cityFrom(params);
  let salaryMin = sliderValue(params.get("min"), SALARY_SLIDER.min);
  let salaryMax = sliderValue(params.get("max"), SALARY_SLIDER.max);
  if (salaryMin > salaryMax) [salaryMin, salaryMax] = [salaryMax, salaryMin];
  return {
    q: cleanQuery(params.get("q")),
    type: oneOf(params.get("type"), JOB_TYPE_OPTIONS, "all"),
    location: oneOf(location, JOB_LOCATION_OPTIONS, "all"),
    posted: oneOf(params.get("posted"), POSTED_WITHIN_OPTIONS, "any"),
    experience: oneOf(params.get("experience"), JOB_EXPERIENCE_OPTIONS, "any"),
    category: oneOf(params.get("category"), JOB_CATEGORY_TABS, "all"),
    salaryMin,
    salaryMax,
    pay: oneOf(params.get("pay"), PAY_FILTER_OPTIONS, "all"),
    by: parseBackerFilter(params),
  };
}

/** The query string for a query: only what differs from the defaults, so a plain list is plain /jobs. */
export function jobSearch(query: JobQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("category", query.category);
  if (query.type !== "all") params.set("type", query.type);
  if (query.location !== "all") params.set("where", query.location);
  if (query.posted !== "any") params.set("posted", query.posted);
  if (query.experience !== "any") params.set("experience", query.experience);
  if (query.salaryMin !== SALARY_SLIDER.min) params.set("min", String(query.salaryMin));
  if (query.salaryMax !== SALARY_SLIDER.max) params.set("max", String(query.salaryMax));
  if (query.pay !== "all") params.set("pay", query.pay);
  if (query.by !== "all") params.set(BACKER_FILTER_PARAM, query.by);
  return asSearch(params);
}

export const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** The slider's range in words: "₹20,000 to ₹60,000", "₹1,00,000 and above" at its top. */
export function salaryRangeWords(min: number, max: number) {
  const top = max >= SALARY_SLIDER.max ? `${rupees.format(SALARY_SLIDER.max)} and above` : rupees.format(max);
  return `${rupees.format(min)} to ${top}`;
}

/** The filters chosen from a list of options, each with the value that means "no filter". */
const CHOSEN_FILTERS = [
  { key: "type", options: JOB_TYPE_OPTIONS, none: "all" },
  { key: "location", options: JOB_LOCATION_OPTIONS, none: "all" },
  { key: "posted", options: POSTED_WITHIN_OPTIONS, none: "any" },
  { key: "experience", options: JOB_EXPERIENCE_OPTIONS, none: "any" },
  { key: "pay", options: PAY_FILTER_OPTIONS, none: "all" },
  { key: "by", options: BACKER_FILTER_OPTIONS, none: "all" },
] as const;

/**
 * The filters in force, as chips, each with the query without it; the
 * category is the list's tab and the words are its search box, so neither is
 * a chip. Where the job alert is on for other filters, they name them.
 */
export function activeJobChips(query: JobQuery): FilterChip<JobQuery>[] {
  const chips: FilterChip<JobQuery>[] = CHOSEN_FILTERS.filter(({ key, none }) => query[key] !== none).map(
    ({ key, options, none }) => ({
      key,
      label: (options as readonly { value: string; label: string }[]).find(
        (option) => option.value === query[key],
      )!.label,
      without: { ...query, [key]: none },
    }),
  );
  if (query.salaryMin !== SALARY_SLIDER.min || query.salaryMax !== SALARY_SLIDER.max)
    chips.push({
      key: "salary",
      label: salaryRangeWords(query.salaryMin, query.salaryMax),
      without: { ...query, salaryMin: SALARY_SLIDER.min, salaryMax: SALARY_SLIDER.max },
    });
  return chips;
}

/** The address's search and filters for the job list (filter-codec.ts). */
export const JOB_FILTER_CODEC: FilterCodec<JobQuery> = {
  defaults: DEFAULT_JOB_QUERY,
  parse: parseJobQuery,
  search: jobSearch,
  chips: activeJobChips,
  // Every filter back to its default; the words searched and the category tab stay.
  cleared: (query) => ({ ...DEFAULT_JOB_QUERY, q: query.q, category: query.category }),
};

export function isFiltered(query: JobQuery) {
  return jobSearch({ ...query, category: "all" }) !== "";
}

/** What the database filters on, in its own terms. */
export function jobConditions(query: JobQuery, now: Date) {
  const type = JOB_TYPE_OPTIONS.find((option) => option.value === query.type);
  const hours = POSTED_WITHIN_OPTIONS.find((option) => option.value === query.posted)?.hours ?? null;
  const category = JOB_CATEGORY_TABS.find((tab) => tab.value === query.category);
  const location = JOB_LOCATION_OPTIONS.find((option) => option.value === query.location);
  return {
    text: query.q || null,
    type: type && "type" in type ? type.type : null,
    remote: query.location === "remote",
    /** A known city by id, or any other place by the words of the job's location. */
    city: location && query.location !== "all" && query.location !== "remote" ? location : null,
    postedSince: hours === null ? null : new Date(now.getTime() - hours * 3_600_000),
    experience:
      JOB_EXPERIENCE_OPTIONS.find((o) => o.value === query.experience && o.value !== "any")?.label ?? null,
    category: category && category.value !== "all" ? (category.label as JobCategory) : null,
    salaryMin: query.salaryMin > SALARY_SLIDER.min ? query.salaryMin : null,
    salaryMax: query.salaryMax < SALARY_SLIDER.max ? query.salaryMax : null,
    pay: query.pay === "all" ? null : query.pay,
    verifiedOnly: query.by === "verified",
  };
}
