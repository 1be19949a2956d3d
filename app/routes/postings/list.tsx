import { data } from "react-router";
import { auditionMeta, auditionsListMeta } from "~/features/postings/kinds/audition/audition-meta";
import { jobMeta, jobsListMeta } from "~/features/postings/kinds/job/job-meta";
import { collaborationListMeta, projectMeta } from "~/features/postings/kinds/project/project-meta";
import type { Route } from "./+types/list";
import { auditionsListData } from "./auditions-list.server";
import { collaborationListData } from "./collaboration-list.server";
import { jobAlertAction, jobsListData } from "./jobs-list.server";
import { POSTING_LISTS } from "./list-views";
import { byKind, routeKind } from "./route-kind";

/**
 * Every kind's list page: /auditions, /jobs, /collaboration (app/routes.ts
 * declares one route per kind), each with its search and filters in the
 * URL; the ?id= address of spec part 1, section 2 draws one posting.
 */
const LIST_DATA = { audition: auditionsListData, job: jobsListData, project: collaborationListData };

export const loader = ({ request, url, context }: Route.LoaderArgs) =>
  LIST_DATA[routeKind(url.pathname)]({ request, context }, url);

/** Only the jobs list takes a form (its alerts toggle); posting to the others is refused as before. */
export const action = Object.assign(
  (args: Route.ActionArgs) => {
    if (routeKind(args.url.pathname) === "job") return jobAlertAction(args);
    throw data({ error: "Method Not Allowed" }, { status: 405 });
  },
  { intents: jobAlertAction.intents },
);

const LIST_META = {
  audition: (loaderData: Awaited<ReturnType<typeof auditionsListData>>) =>
    loaderData.view === "one" ? auditionMeta(loaderData) : auditionsListMeta(loaderData),
  job: (loaderData: Awaited<ReturnType<typeof jobsListData>>) =>
    loaderData.view === "one" ? jobMeta(loaderData) : jobsListMeta(loaderData),
  project: (loaderData: Awaited<ReturnType<typeof collaborationListData>>) =>
    loaderData.view === "one" ? projectMeta(loaderData) : collaborationListMeta(loaderData),
};
const LIST_META_WITHOUT_DATA = {
  audition: auditionsListMeta,
  job: jobsListMeta,
  project: collaborationListMeta,
};

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? byKind(loaderData, LIST_META)
    : LIST_META_WITHOUT_DATA[routeKind(location.pathname)](undefined);

export default function PostingList({ loaderData }: Route.ComponentProps) {
  return byKind(loaderData, POSTING_LISTS);
}
