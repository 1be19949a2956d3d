import type { CategoryDefinition } from "~/constants/categories";
import type { Database } from "~/db/client.server";
import { type CategoryEvent, categoryEvents } from "~/features/categories/category-events";
import {
  type CategoryTab,
  parseCategoryTab,
  parseTalentPage,
  resolveCategoryPath,
} from "~/features/categories/category-path";
import { countCategoryProfessionals } from "~/features/categories/count-category-professionals.server";
import { searchTalent, type TalentSearchResult } from "~/features/talent/search-talent.server";

export type CategoryPageData =
  | { kind: "redirect"; to: string }
  | { kind: "not-found" }
  | {
      kind: "category";
      category: CategoryDefinition;
      /** The path being read (/acting, /category/acting...): the tabs stay on it. */
      pathname: string;
      tab: CategoryTab;
      professionals: number;
      /** Only read for the Talent tab. */
      talent: TalentSearchResult | null;
      events: CategoryEvent[];
    };

/**
 * What a category page shows for a URL: which category (or not-found, or a
 * redirect, by resolveCategoryPath), its professional count, and the open
 * tab's data. Composes categories (the path, the count, the events) and talent
 * (the Talent tab's page of cards, 8 a page) for the two category routes.
 */
export async function loadCategoryPage(db: Database, url: URL): Promise<CategoryPageData> {
  const resolved = resolveCategoryPath(url.pathname);
  if (resolved.kind !== "category") return resolved;
  const { category } = resolved;
  const tab = parseCategoryTab(url.searchParams.get("tab"));
  const [professionals, talent] = await Promise.all([
    countCategoryProfessionals(db, category.slug),
    tab === "talent"
      ? searchTalent(db, {
          q: "",
          categorySlug: category.slug,
          cities: [],
          roles: [],
          experience: [],
          availability: [],
          page: parseTalentPage(url.searchParams.get("page")),
        })
      : null,
  ]);
  return {
    kind: "category",
    category,
    pathname: url.pathname,
    tab,
    professionals,
    talent,
    events: tab === "events" ? categoryEvents(category) : [],
  };
}
