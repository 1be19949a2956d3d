import { auditionMeta } from "~/features/postings/kinds/audition/audition-meta";
import { jobMeta } from "~/features/postings/kinds/job/job-meta";
import { projectMeta } from "~/features/postings/kinds/project/project-meta";
import { actionByKind } from "~/lib/form-intents.server";
import type { Route } from "./+types/page";
import { POSTING_PAGE_ACTION, POSTING_PAGE_DATA } from "./posting-pages.server";
import { POSTING_VIEWS } from "./posting-views";
import { byKind, routeKind } from "./route-kind";

/**
 * A posting's own page, for every kind: /auditions/{id}, /jobs/{id},
 * /collaboration/{id} (app/routes.ts declares one route per kind).
 */
export const loader = ({ request, url, params, context }: Route.LoaderArgs) =>
  POSTING_PAGE_DATA[routeKind(url.pathname)]({ request, context }, params.id);

/** Apply, withdraw, change the note, report, close or fill (posting-action.server.ts). */
export const action = actionByKind(POSTING_PAGE_ACTION, (args: Route.ActionArgs) =>
  routeKind(args.url.pathname),
);

const PAGE_META = { audition: auditionMeta, job: jobMeta, project: projectMeta };

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? byKind(loaderData, PAGE_META) : PAGE_META[routeKind(location.pathname)](undefined);

export default function PostingPage({ loaderData }: Route.ComponentProps) {
  return byKind(loaderData, POSTING_VIEWS);
}
