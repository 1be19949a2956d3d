import { cleanQuery } from "~/lib/search-text";

/**
 * The media library's tabs, multi-selects and search (spec part 2, "Feed,
 * library, news" and section 9), every one kept in the URL. Anything unknown
 * reads as its default, so an old or edited link still opens the library.
 */

export const LIBRARY_TABS = [
  { value: "all", label: "All" },
  { value: "movie", label: "Movies" },
  { value: "series", label: "Series" },
  { value: "ott", label: "OTT" },
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number]["value"];

/** No language or industry name is longer; a longer value is nobody's choice. */
const CHOICE_MAX_CHARS = 40;
/** More choices than any library has languages; the rest of a crafted URL is ignored. */
const MAX_CHOICES = 12;

/** The most titles one list shows; a narrower search finds the rest. */
export const LIBRARY_LIST_LIMIT = 60;

export type LibraryQuery = {
  tab: LibraryTab;
  /** Words in the title or description, any case. */
  q: string;
  /** Titles in any of these languages; none chosen means every language. */
  languages: string[];
  /** Titles from any of these industries; none chosen means every industry. */
  industries: string[];
};

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = { tab: "all", q: "", languages: [], industries: [] };

function choices(values: string[]): string[] {
  const cleaned = values.map((value) => cleanQuery(value)).filter((value) => value.length > 0);
  return [...new Set(cleaned.filter((value) => value.length <= CHOICE_MAX_CHARS))].slice(0, MAX_CHOICES);
}

export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const tab = LIBRARY_TABS.find((option) => option.value === params.get("type"));
  return {
    tab: tab?.value ?? "all",
    q: cleanQuery(params.get("q")),
    languages: choices(params.getAll("language")),
    industries: choices(params.getAll("industry")),
  };
}

/** The URL's query for `query`: defaults left out, so the plain library is plain /library. */
export function libraryQueryString(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== "all") params.set("type", query.tab);
  if (query.q) params.set("q", query.q);
  for (const language of query.languages) params.append("language", language);
  for (const industry of query.industries) params.append("industry", industry);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export function isFiltered(query: LibraryQuery): boolean {
  return query.q !== "" || query.languages.length > 0 || query.industries.length > 0 || query.tab !== "all";
}

/** A multi-select's choice switched on or off. */
export function toggleChoice(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((chosen) => chosen !== value) : [...values, value];
}
