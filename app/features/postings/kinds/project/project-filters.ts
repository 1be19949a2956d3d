import { CITIES } from "~/constants/cities";
import {
  PROJECT_CATEGORIES,
  PROJECT_ROLES,
  PROJECT_STAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_TEAM_SIZES,
  type ProjectCategory,
  type ProjectStatus,
} from "~/constants/collaboration";
import { PAY_KIND_LABELS, PAY_KINDS, type PayKind } from "~/constants/pay";
import { asSearch, type FilterChip, type FilterCodec } from "~/features/postings/filter-codec";
import {
  BACKER_FILTER_PARAM,
  type BackerFilter,
  parseBackerFilter,
} from "~/features/productions/backer-filter";
import { cleanQuery } from "~/lib/search-text";
import { urlSlug } from "~/lib/url-slug";

/**
 * The collaboration hub's search, filters and tabs (spec part 1, section 9),
 * every one kept in the URL. Anything unknown reads as its default, so an old
 * or edited link still opens a sensible page.
 */

export const PROJECT_TABS = [
  { value: "projects", label: "Projects" },
  { value: "mine", label: "My Projects" },
  { value: "recommended", label: "Recommended" },
  { value: "following", label: "Following" },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number]["value"];

export const PROJECT_STATUS_OPTIONS = [
  { value: "all", label: "Any status" },
  ...([...PROJECT_STAGES, "completed"] as const).map((status) => ({
    value: status,
    label: PROJECT_STATUS_LABELS[status],
  })),
] as const;

export const TEAM_SIZE_OPTIONS = [
  { value: 0, label: "Any size" },
  ...PROJECT_TEAM_SIZES.map((size) => ({ value: size, label: `${size}+ people` })),
] as const;

export const ROLE_OPTIONS = PROJECT_ROLES.map((role) => ({ value: urlSlug(role), label: role }));

/** The most cards one list shows; a narrower search finds the rest. */
export const PROJECT_LIST_LIMIT = 60;

export type ProjectQuery = {
  /** Words in the title, description or creator's name; on the people tabs, in a name, role or place. */
  q: string;
  category: ProjectCategory | "all";
  status: ProjectStatus | "all";
  /** At least this many people on the project; 0 for any size. */
  team: number;
  /** Role slugs: a project matches when it looks for any of them. */
  roles: string[];
  /** A city's id, from the city pages' View All link. */
  city: string;
  /** Projects for a verified production only (decision 059). */
  by: BackerFilter;
  /** What it pays (decision 061). */
  pay: PayKind | "all";
  tab: ProjectTab;
};

export const DEFAULT_PROJECT_QUERY: ProjectQuery = {
  q: "",
  category: "all",
  status: "all",
  team: 0,
  roles: [],
  city: "all",
  by: "all",
  pay: "all",
  tab: "projects",
};

export function parseProjectQuery(params: URLSearchParams): ProjectQuery {
  const category = PROJECT_CATEGORIES.find((name) => urlSlug(name) === params.get("category"));
  const status = PROJECT_STATUS_OPTIONS.find((option) => option.value === params.get("status"));
  const team = TEAM_SIZE_OPTIONS.find((option) => String(option.value) === params.get("team"));
  const wantedRoles = new Set(params.getAll("role"));
  const city = CITIES.find((known) => known.id === params.get("city"));
  const tab = PROJECT_TABS.find((option) => option.value === params.get("tab"));
  return {
    q: cleanQuery(params.get("q")),
    category: category ?? "all",
    status: status?.value ?? "all",
    team: team?.value ?? 0,
    // In the list's own order, each once, only the ones offered.
    roles: ROLE_OPTIONS.filter((role) => wantedRoles.has(role.value)).map((role) => role.value),
    city: city?.id ?? "all",
    by: parseBackerFilter(params),
    pay: PAY_KINDS.find((kind) => kind === params.get("pay")) ?? "all",
    tab: tab?.value ?? "projects",
  };
}

/** The query string for a query: only what differs from the defaults, so the plain hub is plain /collaboration. */
export function projectSearch(query: ProjectQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("category", urlSlug(query.category));
  if (query.status !== "all") params.set("status", query.status);
  if (query.team > 0) params.set("team", String(query.team));
  for (const role of query.roles) params.append("role", role);
  if (query.city !== "all") params.set("city", query.city);
  if (query.by !== "all") params.set(BACKER_FILTER_PARAM, query.by);
  if (query.pay !== "all") params.set("pay", query.pay);
  if (query.tab !== "projects") params.set("tab", query.tab);
  return asSearch(params);
}

/** The same search with every filter cleared (the tab and the city it came from are kept). */
export function withoutFilters(query: ProjectQuery): ProjectQuery {
  return { ...DEFAULT_PROJECT_QUERY, tab: query.tab, city: query.city };
}

/** The roles a query asks for, in the words a project's "looking for" list is compared with (lower case). */
export function wantedRoles(query: ProjectQuery): string[] {
  return ROLE_OPTIONS.filter((role) => query.roles.includes(role.value)).map((role) =>
    role.label.toLowerCase(),
  );
}

/**
 * Whether a project looks for any of the wanted roles (spec part 1, section 9):
 * a role matches a "looking for" entry that contains it, case-insensitively,
 * so "Actor" finds "Lead Actor". The database runs the same rule
 * (list-projects.server.ts); this copy is what the unit tests pin down.
 */
export function looksForAny(lookingFor: readonly string[], roles: readonly string[]): boolean {
  if (roles.length === 0) return true;
  return lookingFor.some((entry) => roles.some((role) => entry.toLowerCase().includes(role)));
}

/** The filters in force, as chips: each with its label and the query without it. */
export function activeProjectChips(query: ProjectQuery): FilterChip<ProjectQuery>[] {
  const chips: FilterChip<ProjectQuery>[] = [];
  if (query.category !== "all")
    chips.push({ key: "category", label: query.category, without: { ...query, category: "all" } });
  if (query.status !== "all")
    chips.push({
      key: "status",
      label: PROJECT_STATUS_LABELS[query.status],
      without: { ...query, status: "all" },
    });
  if (query.team > 0)
    chips.push({ key: "team", label: `${query.team}+ people`, without: { ...query, team: 0 } });
  if (query.by !== "all")
    chips.push({ key: "by", label: "Verified productions only", without: { ...query, by: "all" } });
  if (query.pay !== "all")
    chips.push({ key: "pay", label: PAY_KIND_LABELS[query.pay], without: { ...query, pay: "all" } });
  for (const role of ROLE_OPTIONS.filter((option) => query.roles.includes(option.value)))
    chips.push({
      key: `role-${role.value}`,
      label: role.label,
      without: { ...query, roles: query.roles.filter((value) => value !== role.value) },
    });
  const city = CITIES.find((known) => known.id === query.city);
  if (city) chips.push({ key: "city", label: city.name, without: { ...query, city: "all" } });
  return chips;
}

/** The address's search and filters for the collaboration hub (filter-codec.ts). */
export const PROJECT_FILTER_CODEC: FilterCodec<ProjectQuery> = {
  defaults: DEFAULT_PROJECT_QUERY,
  parse: parseProjectQuery,
  search: projectSearch,
  chips: activeProjectChips,
  // The city is a chip here, so Clear Filters lets it go too; the words searched and the tab stay.
  cleared: (query) => ({ ...DEFAULT_PROJECT_QUERY, q: query.q, tab: query.tab }),
};
