import { SITE } from "~/constants/site";
import { DISCOVER_CATEGORY_TABS } from "~/constants/talent";
import type { DiscoverQuery } from "~/features/talent/discover-params";
import { pageMeta } from "~/lib/seo";

type MetaData = { urls: { canonical: string; origin?: string }; query: DiscoverQuery } | undefined;

/**
 * Search and share metadata for /discover, rendered on the server. A category
 * tab has its own title and address; a page of typed or filtered results is
 * left out of search engines (noindex), which index the tabs instead.
 */
export function discoverMeta(data: MetaData) {
  const tab = DISCOVER_CATEGORY_TABS.find((candidate) => candidate.value === data?.query.category);
  // The talent pages carry the spec's second brand (spec part 1, section 1; decision 068).
  const title = `${tab ? `Discover ${tab.label}` : "Discover Talent"} | ${SITE.hubName}`;
  const description = tab
    ? `Find ${tab.label.toLowerCase()} across India on Rangmanch: search by name, city, skills and availability.`
    : "Search India's actors, directors, writers, musicians and crew by name, role, city and skills.";
  const canonical = data ? canonicalOf(data.urls.canonical, tab?.value) : undefined;
  const tags = pageMeta({ title, description, url: canonical });
  const q = data?.query;
  const narrowed =
    q &&
    (q.q || q.cities.length || q.roles.length || q.experience.length || q.availability.length || q.page > 1);
  return narrowed ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

/** /discover, or /discover?category=… for a tab: one address per indexable page. */
function canonicalOf(canonical: string, category: string | undefined) {
  const url = new URL(canonical);
  url.search = category ? `?category=${category}` : "";
  return url.toString();
}
