import { ApplicantsPage } from "~/features/applications/components/applicants-page";
import { pageMeta } from "~/lib/seo";
import { applicantsPageData, setApplicantsStatus } from "~/routes/postings/applicants-page.server";
import type { Route } from "./+types/audition-applicants";

/** An audition's applicants, for its poster only (app/routes/applicants-page.server.ts). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  applicantsPageData({ request, context }, "audition", params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  setApplicantsStatus({ request, context }, "audition", params.id);

// Private to the poster: never indexed.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Applicants${loaderData ? `: ${loaderData.posting.title}` : ""} | Rangmanch`,
    description: "The people who applied to your audition.",
  }),
  { name: "robots", content: "noindex" },
];

export default function AuditionApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantsPage {...loaderData} />;
}
