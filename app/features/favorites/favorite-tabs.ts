import type { FavoriteItem, FavoriteKind } from "./favorite-item";

/** The My Favorites tabs (spec part 2, public profile), each with the kinds it shows and its empty state. */
export const FAVORITE_TABS = [
  {
    value: "all",
    label: "All",
    kinds: ["profile", "job", "audition", "collaboration"],
    empty: "No favorites yet. Save talent, jobs and auditions to find them here.",
  },
  { value: "talent", label: "Talent", kinds: ["profile"], empty: "No saved talent yet." },
  { value: "jobs", label: "Jobs", kinds: ["job"], empty: "No saved jobs yet." },
  {
    value: "auditions",
    label: "Auditions & Collabs",
    kinds: ["audition", "collaboration"],
    empty: "No saved auditions or collaborations yet.",
  },
] as const satisfies readonly {
  value: string;
  label: string;
  kinds: readonly FavoriteKind[];
  empty: string;
}[];
export type FavoriteTab = (typeof FAVORITE_TABS)[number];

/** The items a tab shows, in the order given (newest first). */
export function itemsForTab(items: readonly FavoriteItem[], tab: FavoriteTab): FavoriteItem[] {
  const kinds: readonly FavoriteKind[] = tab.kinds;
  return items.filter((item) => kinds.includes(item.type));
}
