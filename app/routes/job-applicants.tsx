import { ApplicantsPage } from "~/features/applications/components/applicants-page";
import { pageMeta } from "~/lib/seo";
import { applicantsPageData, setApplicantsStatus } from "~/routes/postings/applicants-page.server";
import type { Route } from "./+types/job-applicants";

/** A job's applicants, for its poster only (app/routes/applicants-page.server.ts). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  applicantsPageData({ request, context }, "job", params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  setApplicantsStatus({ request, context }, "job", params.id);

// Private to the poster: never indexed.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Applicants${loaderData ? `: ${loaderData.posting.title}` : ""} | Rangmanch`,
    description: "The people who applied to your job.",
  }),
  { name: "robots", content: "noindex" },
];

export default function JobApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantsPage {...loaderData} />;
}
