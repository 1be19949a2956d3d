import { Card, CardContent } from "~/components/ui/card";
import { JobForm } from "~/features/jobs/components/job-form";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobSchema } from "~/features/jobs/job-schema";
import { jobFormValues, updateJob } from "~/features/jobs/post-job.server";
import { dayInIndia } from "~/lib/india-days";
import { pageMeta } from "~/lib/seo";
import { type PostingEdit, postingEditAction, postingEditData } from "~/routes/postings/posting-edit.server";
import type { Route } from "./+types/job-edit";

/** Edit a job: its poster only, while it is open; anyone else gets the 404 page (posting-edit.server.ts). */
const JOB_EDIT: PostingEdit<typeof jobSchema, NonNullable<Awaited<ReturnType<typeof jobFormValues>>>> = {
  kind: "job",
  schema: jobSchema,
  values: jobFormValues,
  update: updateJob,
  messages: JOB_MESSAGES,
};

export const loader = async (args: Route.LoaderArgs) => ({
  ...(await postingEditData(args, args.params.id, JOB_EDIT)),
  today: dayInIndia(new Date()),
});

export const action = (args: Route.ActionArgs) => postingEditAction(args, args.params.id, JOB_EDIT);

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
