import { data } from "react-router";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { requireVerifiedUser } from "~/features/accounts/session.server";
import { readApplicationForm } from "~/features/applications/application-form";
import { closePosting } from "~/features/applications/close-posting.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { JobDetail } from "~/features/jobs/components/job-detail";
import { applyToJob, withdrawJobApplication } from "~/features/jobs/job-applications.server";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobMeta } from "~/features/jobs/job-meta";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/job";
import { jobPageData } from "./job-page.server";
import { notFound } from "./not-found-reply.server";

export const loader = ({ request, params }: Route.LoaderArgs) => jobPageData(request, params.id);

/**
 * Apply with an optional note, or withdraw one's own application; report the
 * job to staff; the poster closes it or marks it filled.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, "Job not found");
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "apply") {
      const read = readApplicationForm(form);
      if (!read.ok) return data({ ok: false, message: read.message }, 400);
      await applyToJob(getDb(), user.id, id, read.input);
      return { ok: true, message: JOB_MESSAGES.applied };
    }
    if (intent === "withdraw") {
      await withdrawJobApplication(getDb(), user.id, id);
      return { ok: true, message: JOB_MESSAGES.withdrawn };
    }
    if (intent === "report") {
      await reportFromForm(getDb(), user.id, { kind: "job", id }, form);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "close" || intent === "fill") {
      await closePosting(getDb(), user.id, { kind: "job", id }, intent === "fill" ? "filled" : "closed");
      return { ok: true, message: intent === "fill" ? JOB_MESSAGES.filled : JOB_MESSAGES.closed };
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export const meta: Route.MetaFunction = ({ data }) => jobMeta(data);

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
