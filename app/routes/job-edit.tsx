import { data, redirect } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { JobForm } from "~/features/jobs/components/job-form";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobSchema } from "~/features/jobs/job-schema";
import { jobFormValues, updateJob } from "~/features/jobs/post-job.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { dayInIndia } from "~/lib/india-days";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/job-edit";
import { notFound } from "./not-found-reply.server";

/** Edit a job: its poster only, while it is open; anyone else gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  const id = serialId(params.id);
  const values = id === null ? null : await jobFormValues(getDb(), viewer.id, id);
  if (id === null || !values) throw await notFound(request, JOB_MESSAGES.notFound);
  return {
    urls: requestUrls(request),
    id,
    values,
    today: dayInIndia(new Date()),
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, JOB_MESSAGES.notFound);
  const submission = parseForm(await readFormData(request), jobSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, jobSchema, { formErrors: [JOB_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let told: number;
  try {
    ({ told } = await updateJob(getDb(), user.id, id, submission.value));
  } catch (thrown) {
    return formReply(thrown, submission, jobSchema);
  }
  const toast = await setFlashToast({ type: "success", title: JOB_MESSAGES.updated(told) });
  return redirect(`/jobs/${id}`, { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Edit Job | Rangmanch",
    description: "Edit your job posting.",
    url: loaderData?.urls.canonical,
  });

export default function JobEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Edit Job</h1>
      <Card>
        <CardContent className="pt-6">
          <JobForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            today={loaderData.today}
            defaultValue={loaderData.values}
            submitLabel="Save Changes"
            cancelTo={`/jobs/${loaderData.id}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}
