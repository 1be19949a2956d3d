import { ApplicantsPage } from "~/features/applications/components/applicants-page";
import { pageMeta } from "~/lib/seo";
import { applicantsPageData, setApplicantsStatus } from "~/routes/postings/applicants-page.server";
import type { Route } from "./+types/collaboration-applicants";

/** A project's requests to join, for its creator only (app/routes/applicants-page.server.ts). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  applicantsPageData({ request, context }, "project", params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  setApplicantsStatus({ request, context }, "project", params.id);

// Private to the creator: never indexed.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Requests to join${loaderData ? `: ${loaderData.posting.title}` : ""} | Rangmanch`,
    description: "The people who asked to join your project.",
  }),
  { name: "robots", content: "noindex" },
];

export default function CollaborationApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantsPage {...loaderData} />;
}
