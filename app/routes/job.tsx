import { ShareButton } from "~/components/share-button";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { JobDetail } from "~/features/jobs/components/job-detail";
import { applyToJob, withdrawJobApplication } from "~/features/jobs/job-applications.server";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobMeta } from "~/features/jobs/job-meta";
import { ReportButton } from "~/features/reports/components/report-button";
import { SHARE_PAYLOADS } from "~/lib/share";
import { jobPageData } from "~/routes/postings/job-page.server";
import { postingAction } from "~/routes/postings/posting-action.server";
import type { Route } from "./+types/job";

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  jobPageData({ request, context }, params.id);

/** Apply, withdraw, report, close or fill (app/routes/posting-action.server.ts). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  postingAction({ request, context }, params.id, {
    kind: "job",
    apply: applyToJob,
    withdraw: withdrawJobApplication,
    messages: JOB_MESSAGES,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => jobMeta(loaderData);

export default function Job({ loaderData }: Route.ComponentProps) {
  return <JobView {...loaderData} />;
}

/** The job's page; /jobs?id= draws the same. */
export function JobView({
  job,
  myApplication,
  now,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof jobPageData>>) {
  return (
    <JobDetail
      job={job}
      myApplication={myApplication}
      now={now}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton kind="job" itemId={String(job.id)} initialSaved={saved} label={job.title} />
          <ShareButton payload={(origin) => SHARE_PAYLOADS.job(origin, job)} label={job.title} />
        </>
      }
      report={signedIn && !job.mine ? <ReportButton action={`/jobs/${job.id}`} what="this job" /> : null}
    />
  );
}
