import { CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { savedIdsFor } from "~/features/favorites/favorites.server";
import { collaborationTabContent } from "~/features/postings/kinds/project/collaboration-tab.server";
import { projectStats } from "~/features/postings/kinds/project/list-projects.server";
import { PROJECT_FILTER_CODEC, PROJECT_LIST_LIMIT } from "~/features/postings/kinds/project/project-filters";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { requestUrls } from "~/lib/request-urls.server";
import { shownCards } from "~/lib/shown-cards";
import { projectPageData } from "./project-page.server";

/**
 * The collaboration hub (spec part 1): projects with their search, filters
 * and tabs, every part in the URL (?city= narrows to one city); or, given
 * ?id=, that one project alone. Route code, not a route.
 */
export async function collaborationListData({ request, context }: RequestArgs, url: URL) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await projectPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = PROJECT_FILTER_CODEC.parse(params);
  const viewer = viewerOf(context);
  const [content, stats, savedIds] = await Promise.all([
    collaborationTabContent(db, query, viewer?.id ?? null, shownCards(params, PROJECT_LIST_LIMIT)),
    projectStats(db),
    viewer ? savedIdsFor(db, viewer.id, POSTING_KIND_DEFINITIONS.project.favoriteType) : [],
  ]);
  return {
    kind: "project" as const,
    view: "list" as const,
    urls: requestUrls(request),
    query,
    content,
    stats,
    cityName: CITIES.find((city) => city.id === query.city)?.name ?? null,
    savedIds,
    now: new Date().toISOString(),
    signedIn: viewer !== null,
  };
}
