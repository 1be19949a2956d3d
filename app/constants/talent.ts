/**
 * Words about a professional that profiles, talent search and category pages
 * share (spec part 1 section 6, part 2 sections 3 and 5).
 */

/** A profile's availability (spec part 2, section 3). */
export const AVAILABILITY_OPTIONS = [
  "Available for Projects",
  "Limited Availability",
  "Not Available",
  "Available for Meetings Only",
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

/**
 * How a member works when they take work: a profile's optional work schedule
 * (blank is "not said"), which Discover's Part-time Only, Full-time Only and
 * Weekends Only filters read (decision 041). `phrase` is the profile page's sentence.
 */
export const WORK_SCHEDULES = [
  { value: "full-time", label: "Full-time", phrase: "Works full-time" },
  { value: "part-time", label: "Part-time", phrase: "Works part-time" },
  { value: "weekends", label: "Weekends only", phrase: "Works weekends only" },
] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number]["value"];
export const WORK_SCHEDULE_VALUES = WORK_SCHEDULES.map((schedule) => schedule.value) as [
  WorkSchedule,
  ...WorkSchedule[],
];

/**
 * Discover's availability filter in the words of spec part 2, section 9
 * ("Discover filter lists"), each with the short value its address carries.
 * What each one finds is decision 041: the first two read a profile's
 * availability and its "Free from" date, the other three its work schedule.
 */
export const DISCOVER_AVAILABILITY_FILTERS = [
  { value: "now", label: "Available Now" },
  { value: "next-month", label: "Available Next Month" },
  { value: "part-time", label: "Part-time Only" },
  { value: "full-time", label: "Full-time Only" },
  { value: "weekends", label: "Weekends Only" },
] as const;
export type DiscoverAvailability = (typeof DISCOVER_AVAILABILITY_FILTERS)[number]["value"];
export const DISCOVER_AVAILABILITY_VALUES = DISCOVER_AVAILABILITY_FILTERS.map((filter) => filter.value);

/** Availabilities under which someone can take work today (Discover's Available Now). */
export const TAKING_WORK: readonly Availability[] = ["Available for Projects", "Limited Availability"];

/** The professional role labels used as filters (spec part 1, section 6). */
export const ROLE_FILTERS = [
  "Director",
  "Writer",
  "Producer",
  "Cinematographer",
  "Editor",
  "Actor",
  "Composer",
  "Sound Designer",
  "VFX Artist",
  "Animator",
] as const;

/**
 * Discover's role filter, as spec part 2 lists it ("Discover filter lists");
 * a profile matches when its role contains the word ("Film Director" is a Director).
 */
export const DISCOVER_ROLE_FILTERS = [
  "Actor",
  "Director",
  "Writer",
  "Cinematographer",
  "Editor",
  "Musician",
  "Producer",
  "Photographer",
  "Sound Engineer",
] as const;

/**
 * Experience levels, in Discover's words (spec part 2, "Discover filter
 * lists": Entry Level 0-2, Mid Level 3-5, Senior 6-10, Expert 10+ years): the
 * category registration form's four values, which talent search also filters
 * by, counting whole years from a profile's earliest dated credit. `minYears`
 * is inclusive, `maxYears` exclusive; ten years is Expert, as "10+" says. The
 * values stay as they were, so saved addresses keep working.
 */
export const EXPERIENCE_LEVELS = [
  { value: "beginner", label: "Entry Level (0-2 years)", minYears: 0, maxYears: 3 },
  { value: "intermediate", label: "Mid Level (3-5 years)", minYears: 3, maxYears: 6 },
  { value: "experienced", label: "Senior (6-10 years)", minYears: 6, maxYears: 10 },
  { value: "expert", label: "Expert (10+ years)", minYears: 10, maxYears: null },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]["value"];
export const EXPERIENCE_VALUES = EXPERIENCE_LEVELS.map((level) => level.value) as [
  ExperienceLevel,
  ...ExperienceLevel[],
];

/**
 * /discover's category tabs: the query values the footer links to (spec part 2,
 * "Discovery"), each naming one category slug.
 */
export const DISCOVER_CATEGORY_TABS = [
  { value: "actors", label: "Actors", categorySlug: "acting" },
  { value: "directors", label: "Directors", categorySlug: "directing" },
  { value: "writers", label: "Writers", categorySlug: "writing" },
  { value: "musicians", label: "Musicians", categorySlug: "music" },
  { value: "cinematographers", label: "Cinematographers", categorySlug: "cinematography" },
  { value: "editors", label: "Editors", categorySlug: "editing" },
  { value: "producers", label: "Producers", categorySlug: "producing" },
] as const;
export type DiscoverCategory = (typeof DISCOVER_CATEGORY_TABS)[number]["value"];

/** The year of the earliest dated credit, from which experience is counted; null when none has a year. */
export function careerStartYear(
  experience: readonly { kind: string; year?: number | null }[],
): number | null {
  const years = experience.flatMap((entry) =>
    entry.kind === "credit" && typeof entry.year === "number" ? [entry.year] : [],
  );
  return years.length > 0 ? Math.min(...years) : null;
}
