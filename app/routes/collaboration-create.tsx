import { data, redirect } from "react-router";
import { FormWithDraft } from "~/components/ui/form-draft";
import { INDIAN_CITIES } from "~/constants/cities";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { useDraftOwner } from "~/features/accounts/use-viewer";
import { memberOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { postingPath } from "~/features/applications/posting-path";
import { PostingFormPage } from "~/features/postings/components/posting-form-page";
import { ProjectForm } from "~/features/projects/components/project-form";
import { createProject } from "~/features/projects/create-project.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectSchema } from "~/features/projects/project-schema";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/collaboration-create";

/** Create a Project: for signed-in members; creating needs a verified email (the layout's guard and the action). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = memberOf(context);
  return {
    urls: requestUrls(request),
    verified: viewer.emailVerified,
    cities: INDIAN_CITIES.map(({ id, name }) => ({ id, name })),
  };
}

/** Success goes to the new project's own page, as for every kind of posting (issue 25), with the spec's toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const submission = parseForm(await readFormData(request), projectSchema);
  if (submission.status !== "success") {
    return data(
      { result: boundedReply(submission, projectSchema, { formErrors: [PROJECT_MESSAGES.required] }) },
      { status: 400 },
    );
  }
  let created: { id: number };
  try {
    created = await createProject(getDb(), user.id, submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, projectSchema);
  }
  const toast = await setFlashToast({ type: "success", title: PROJECT_MESSAGES.created });
  return redirect(postingPath({ kind: "project", id: created.id }), { headers: { "Set-Cookie": toast } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Create a Project | Collaboration Hub | Rangmanch",
    description:
      "Start a film, music video, web series or theatre project and find the people to make it with.",
    url: loaderData?.urls.canonical,
  });

export default function CollaborationCreate({ loaderData, actionData }: Route.ComponentProps) {
  const draftOwner = useDraftOwner();
  return (
    <PostingFormPage
      title="Create a Project"
      intro="Members ask to join with their Rangmanch profile and a note; you accept or decline each, and everyone you accept is listed on the project as a collaborator."
      verified={loaderData.verified}
    >
      <FormWithDraft formId="project-form" scope={draftOwner}>
        {(restored) => (
          <ProjectForm lastResult={actionData?.result} cities={loaderData.cities} restored={restored} />
        )}
      </FormWithDraft>
    </PostingFormPage>
  );
}
