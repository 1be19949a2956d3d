import { ShareButton } from "~/components/share-button";
import { CITIES } from "~/constants/cities";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteKeysFor } from "~/features/favorites/favorites.server";
import {
  CollaborationPage,
  type CollaborationTabContent,
} from "~/features/projects/components/collaboration-page";
import {
  listFollowedProfessionals,
  listRecommendedProfessionals,
} from "~/features/projects/list-professionals.server";
import { listMyProjects, listProjects, projectStats } from "~/features/projects/list-projects.server";
import {
  PROJECT_LIST_LIMIT,
  type ProjectQuery,
  parseProjectQuery,
} from "~/features/projects/project-filters";
import { collaborationListMeta, projectMeta } from "~/features/projects/project-meta";
import { requestUrls } from "~/lib/request-urls.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { shownCards } from "~/lib/shown-cards";
import { projectPageData } from "~/routes/postings/project-page.server";
import type { Route } from "./+types/collaboration";
import { ProjectView } from "./collaboration-project";

/**
 * The collaboration hub (spec part 1): projects with their search, filters
 * and tabs, every part in the URL (?city= narrows to one city); or, given
 * ?id=, that one project alone.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await projectPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = parseProjectQuery(params);
  const viewer = viewerOf(context);
  const [content, stats, savedKeys] = await Promise.all([
    tabContent(db, query, viewer?.id ?? null, shownCards(params, PROJECT_LIST_LIMIT)),
    projectStats(db),
    viewer ? favoriteKeysFor(db, viewer.id) : [],
  ]);
  return {
    view: "list" as const,
    urls: requestUrls(request),
    query,
    content,
    stats,
    cityName: CITIES.find((city) => city.id === query.city)?.name ?? null,
    savedIds: savedKeys
      .filter((key) => key.startsWith("collaboration:"))
      .map((key) => key.slice("collaboration:".length)),
    now: new Date().toISOString(),
    signedIn: viewer !== null,
  };
}

/** What the tab in force lists; My Projects and Following are empty for a visitor, who is offered sign-in. */
async function tabContent(
  db: Database,
  query: ProjectQuery,
  viewerId: string | null,
  shown: number,
): Promise<CollaborationTabContent> {
  switch (query.tab) {
    case "projects":
      return { kind: "projects", ...(await listProjects(db, query, shown)) };
    case "mine": {
      if (!viewerId) return { kind: "projects", projects: [], total: 0 };
      // A member's own projects are few: read them all, show a screenful at a time like the rest.
      const mine = await listMyProjects(db, viewerId, query);
      return { kind: "projects", projects: mine.projects.slice(0, shown), total: mine.total };
    }
    case "recommended":
      return { kind: "people", people: await listRecommendedProfessionals(db, viewerId, query.q) };
    case "following":
      return {
        kind: "people",
        people: viewerId ? await listFollowedProfessionals(db, viewerId, query.q) : [],
      };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.view === "one" ? projectMeta(loaderData) : collaborationListMeta(loaderData);

export default function Collaboration({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "one") return <ProjectView {...loaderData} />;
  const saved = new Set(loaderData.savedIds);
  return (
    <CollaborationPage
      {...loaderData}
      cardActions={(project) => (
        <>
          <FavoriteButton
            kind="collaboration"
            itemId={String(project.id)}
            initialSaved={saved.has(String(project.id))}
            label={project.title}
          />
          <ShareButton payload={(origin) => SHARE_PAYLOADS.project(origin, project)} label={project.title} />
        </>
      )}
    />
  );
}
