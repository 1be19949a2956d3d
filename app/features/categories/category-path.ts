import { CATEGORIES, type CategoryDefinition, getCategory } from "~/constants/categories";

/**
 * Which category a path shows (spec part 2, "Category landing pages";
 * docs/decisions/028-category-paths.md). The pages answer /category,
 * /category/{slug} and every category's own prefix, /{slug} and /{slug}/{x}:
 *
 * - /category, /category/ and a slug of "category" show the first category;
 * - /category/{slug} and /{prefix}/{slug} show that slug (the last segment),
 *   /{prefix} its own category;
 * - a slug we do not know is "Category Not Found" (a 404);
 * - anything deeper (three segments or more) goes to /discover.
 *
 * Slugs are read case-insensitively (/category/Acting is Acting: React
 * Router matches the prefixes that way too), and only a plain slug is ever
 * looked up: [a-z0-9-], at most SLUG_MAX characters. Anything else (%00,
 * "..", unicode, a 10,000-character segment) is simply not a category.
 */
export type CategoryPath =
  | { kind: "category"; category: CategoryDefinition }
  | { kind: "not-found" }
  | { kind: "redirect"; to: string };

/** Longer than any slug we have (the longest, "production-design", has 17). */
export const SLUG_MAX = 40;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DISCOVER_PATH = "/discover";

export function resolveCategoryPath(pathname: string): CategoryPath {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  if (segments.length === 0 || segments.length > 2) return { kind: "redirect", to: DISCOVER_PATH };
  const slug = segments.length === 2 ? segments[1]! : segments[0]!;
  const category = categoryForSlug(slug);
  return category ? { kind: "category", category } : { kind: "not-found" };
}

/** The category a raw path segment names, if it is one of ours ("category" names the first). */
export function categoryForSlug(segment: string): CategoryDefinition | undefined {
  if (segment.length > SLUG_MAX * 3) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(segment).toLowerCase();
  } catch {
    return undefined;
  }
  if (slug.length > SLUG_MAX || !SLUG.test(slug)) return undefined;
  if (slug === "category") return CATEGORIES[0];
  return getCategory(slug);
}

/** Every category's one address, which every path that shows it names as canonical. */
export function categoryPath(slug: string) {
  return `/category/${slug}`;
}

export const CATEGORY_TABS = ["overview", "talent", "join", "events"] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** ?tab=…: one of the four, anything else (or nothing) is the Overview. */
export function parseCategoryTab(value: string | null): CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value ?? "") ? (value as CategoryTab) : "overview";
}

/** ?page=…: a whole number from 1, anything else is page 1 (the talent service keeps it in range). */
export function parseTalentPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A tab's address on the page being read (the path stays: /acting?tab=join is still /acting). */
export function categoryTabHref(pathname: string, tab: CategoryTab, page = 1) {
  const params = new URLSearchParams();
  if (tab !== "overview") params.set("tab", tab);
  if (tab === "talent" && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
