import { Card, CardContent } from "~/components/ui/card";
import { ProjectForm } from "~/features/projects/components/project-form";
import { projectFormValues, updateProject } from "~/features/projects/create-project.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectSchema } from "~/features/projects/project-schema";
import { pageMeta } from "~/lib/seo";
import { type PostingEdit, postingEditAction, postingEditData } from "~/routes/postings/posting-edit.server";
import type { Route } from "./+types/collaboration-edit";

/** Edit a project: its poster only, while it is open; anyone else gets the 404 page (posting-edit.server.ts). */
const PROJECT_EDIT: PostingEdit<
  typeof projectSchema,
  NonNullable<Awaited<ReturnType<typeof projectFormValues>>>
> = {
  kind: "project",
  schema: projectSchema,
  values: projectFormValues,
  update: updateProject,
  messages: PROJECT_MESSAGES,
};

export const loader = (args: Route.LoaderArgs) => postingEditData(args, args.params.id, PROJECT_EDIT);

export const action = (args: Route.ActionArgs) => postingEditAction(args, args.params.id, PROJECT_EDIT);

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
