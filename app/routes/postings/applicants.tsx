import { ApplicantsPage } from "~/features/postings/components/applicants-page";
import { forEveryKind, POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { actionByKind } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/applicants";
import { applicantsAction, applicantsPageData } from "./applicants-page.server";
import { routeKind } from "./route-kind";

/**
 * A posting's applicants (a project's requests to join), for its poster only:
 * /auditions/{id}/applicants, /jobs/{id}/applicants,
 * /collaboration/{id}/applicants (applicants-page.server.ts).
 */
export const loader = ({ request, url, params, context }: Route.LoaderArgs) =>
  applicantsPageData({ request, context }, routeKind(url.pathname), params.id);

export const action = actionByKind(forEveryKind(applicantsAction), (args: Route.ActionArgs) =>
  routeKind(args.url.pathname),
);

// Private to the poster: never indexed.
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const kind = routeKind(location.pathname);
  const joinable = POSTING_KIND_DEFINITIONS[kind].capabilities.joinable;
  const heading = joinable ? "Requests to join" : "Applicants";
  return [
    ...pageMeta({
      title: `${heading}${loaderData ? `: ${loaderData.posting.title}` : ""} | Rangmanch`,
      description: joinable
        ? `The people who asked to join your ${POSTING_KIND_DEFINITIONS[kind].noun}.`
        : `The people who applied to your ${POSTING_KIND_DEFINITIONS[kind].noun}.`,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function PostingApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantsPage {...loaderData} />;
}
