/** The city opportunities page's tabs and counts (spec part 1), shared by its loader and its page. */

/** The spec's default city for /city-opportunities (part 1, section 9). */
export const DEFAULT_CITY_ID = "mumbai";

/** How many of each the All tab shows (spec part 1, section 9); each kind's own tab shows more. */
export const CITY_PAGE_COUNTS = { jobs: 3, auditions: 2, collaborations: 2 } as const;

/** The most a kind's own tab lists; its View All link leads to the rest. */
export const CITY_TAB_LIMIT = 24;

export const CITY_TABS = [
  { value: "all", label: "All" },
  { value: "jobs", label: "Jobs" },
  { value: "auditions", label: "Auditions" },
  { value: "collaborations", label: "Collaborations" },
] as const;
export type CityTab = (typeof CITY_TABS)[number]["value"];

export function parseCityTab(value: string | null): CityTab {
  return CITY_TABS.find((tab) => tab.value === value)?.value ?? "all";
}
