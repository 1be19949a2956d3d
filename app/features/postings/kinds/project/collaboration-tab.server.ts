import type { Database } from "~/db/client.server";
import {
  listFollowedProfessionals,
  listRecommendedProfessionals,
  type ProfessionalCard,
} from "./list-professionals.server";
import { listMyProjects, listProjects, type ProjectCard } from "./list-projects.server";
import type { ProjectQuery } from "./project-filters";

/** What the tab in force lists: projects (Projects, My Projects) or people (Recommended, Following). */
export type CollaborationTabContent =
  | { kind: "projects"; projects: ProjectCard[]; total: number; correctedQuery?: string | null }
  | { kind: "people"; people: ProfessionalCard[] };

/** The tab in force's content; My Projects and Following are empty for a visitor, who is offered sign-in. */
export async function collaborationTabContent(
  db: Database,
  query: ProjectQuery,
  viewerId: string | null,
  shown: number,
): Promise<CollaborationTabContent> {
  switch (query.tab) {
    case "projects":
      return { kind: "projects", ...(await listProjects(db, query, { limit: shown, viewerId })) };
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
