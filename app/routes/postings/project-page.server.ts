import { getDb } from "~/db/client.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { hasFavorite } from "~/features/favorites/favorites.server";
import { listAttachablePortfolio } from "~/features/postings/attachable-portfolio.server";
import { getProject, listCollaborators } from "~/features/postings/kinds/project/list-projects.server";
import { PROJECT_MESSAGES } from "~/features/postings/kinds/project/project-messages";
import { myApplicationTo } from "~/features/postings/my-application.server";
import { countApplicants } from "~/features/postings/posting-applications.server";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { notFound } from "~/routes/errors/not-found-reply.server";

/**
 * One project for its page, at /collaboration/{id} and at
 * /collaboration?id={id} (the address of spec part 1, section 2; the first is
 * canonical). An id that names no project is a 404. Route code, not a route:
 * app/routes.ts does not list it.
 */
export async function projectPageData({ request, context }: RequestArgs, idText: string | null | undefined) {
  const id = serialId(idText);
  const db = getDb();
  const viewer = viewerOf(context);
  const found = id === null ? null : await getProject(db, id, viewer?.id ?? null);
  if (!found) throw await notFound(request, PROJECT_MESSAGES.notFound);
  const { posterId, ...project } = found;
  const mine = viewer !== null && posterId === viewer.id;
  const posting = { kind: "project" as const, id: project.id };
  const { origin } = requestUrls(request);
  const [collaborators, myApplication, applicantCount, saved, portfolio] = await Promise.all([
    listCollaborators(db, project.id, viewer?.id ?? null),
    myApplicationTo(db, viewer?.id ?? null, posting),
    mine ? countApplicants(db, posting) : null,
    viewer
      ? hasFavorite(db, viewer.id, POSTING_KIND_DEFINITIONS.project.favoriteType, String(project.id))
      : false,
    // What the Request to Join form offers to attach.
    viewer && !mine ? listAttachablePortfolio(db, viewer.id) : [],
  ]);
  return {
    kind: "project" as const,
    urls: { origin, canonical: `${origin}/collaboration/${project.id}` },
    project: { ...project, mine, applicantCount },
    collaborators,
    myApplication,
    signedIn: viewer !== null,
    saved,
    portfolio,
  };
}
