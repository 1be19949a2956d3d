import { data, redirect } from "react-router";
import { Card, CardContent } from "~/components/ui/card";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { ProjectForm } from "~/features/projects/components/project-form";
import { projectFormValues, updateProject } from "~/features/projects/create-project.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectSchema } from "~/features/projects/project-schema";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { serialId } from "~/lib/serial-ids";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/collaboration-edit";
import { notFound } from "./not-found-reply.server";

/** Edit a project: its creator only, while it is open; anyone else gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  const id = serialId(params.id);
  const values = id === null ? null : await projectFormValues(getDb(), viewer.id, id);
  if (id === null || !values) throw await notFound(request, PROJECT_MESSAGES.notFound);
  return {
    urls: requestUrls(request),
    id,
    values,
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, PROJECT_MESSAGES.notFound);
  const submission = parseForm(await readFormData(request), projectSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, projectSchema, { formErrors: [PROJECT_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let told: number;
  try {
    ({ told } = await updateProject(getDb(), user.id, id, submission.value));
  } catch (thrown) {
    return formReply(thrown, submission, projectSchema);
  }
  const toast = await setFlashToast({ type: "success", title: PROJECT_MESSAGES.updated(told) });
  return redirect(`/collaboration/${id}`, { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Edit Project | Rangmanch",
    description: "Edit your collaboration project.",
    url: loaderData?.urls.canonical,
  });

export default function CollaborationEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Edit Project</h1>
      <Card>
        <CardContent className="pt-6">
          <ProjectForm
            lastResult={actionData?.result}
            cities={loaderData.cities}
            defaultValue={loaderData.values}
            submitLabel="Save Changes"
            cancelTo={`/collaboration/${loaderData.id}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}
