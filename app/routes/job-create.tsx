import { data, redirect } from "react-router";
import { FormWithDraft } from "~/components/ui/form-draft";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { useDraftOwner } from "~/features/accounts/use-viewer";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { JobForm } from "~/features/jobs/components/job-form";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobSchema } from "~/features/jobs/job-schema";
import { postJob } from "~/features/jobs/post-job.server";
import { PostingFormPage } from "~/features/postings/components/posting-form-page";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/job-create";

/** Post a Job: for signed-in members; posting needs a verified email (the layout's guard and the action). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  return {
    urls: requestUrls(request),
    verified: viewer.emailVerified,
    today: dayInIndia(new Date()),
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const submission = parseForm(await readFormData(request), jobSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, jobSchema, { formErrors: [JOB_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let posted: { id: number };
  try {
    posted = await postJob(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, jobSchema);
  }
  const toast = await setFlashToast({ type: "success", title: JOB_MESSAGES.posted });
  return redirect(`/jobs/${posted.id}`, { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Post a Job | Rangmanch",
    description: "Hire actors, crew and creative professionals across India, with the pay shown up front.",
    url: loaderData?.urls.canonical,
  });

export default function JobCreate({ loaderData, actionData }: Route.ComponentProps) {
  const draftOwner = useDraftOwner();
  return (
    <PostingFormPage
      title="Post a Job"
      intro="Members apply with their Rangmanch profile and a note; you answer each on the job's applicants page."
      verified={loaderData.verified}
    >
      <FormWithDraft formId="job-form" scope={draftOwner}>
        {(restored) => (
          <JobForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            restored={restored}
            submitLabel="Post Job"
            cancelTo="/jobs"
          />
        )}
      </FormWithDraft>
    </PostingFormPage>
  );
}
