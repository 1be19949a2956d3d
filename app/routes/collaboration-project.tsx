import { data } from "react-router";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { requireVerifiedUser } from "~/features/accounts/session.server";
import { readApplicationForm } from "~/features/applications/application-form";
import { closePosting } from "~/features/applications/close-posting.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ProjectDetail } from "~/features/projects/components/project-detail";
import { setProjectStage } from "~/features/projects/create-project.server";
import { requestToJoin, withdrawJoinRequest } from "~/features/projects/project-applications.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectMeta } from "~/features/projects/project-meta";
import { projectStageSchema } from "~/features/projects/project-schema";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/collaboration-project";
import { notFound } from "./not-found-reply.server";
import { projectPageData } from "./project-page.server";

export const loader = ({ request, params }: Route.LoaderArgs) => projectPageData(request, params.id);

/**
 * Ask to join with an optional note, or withdraw one's own request; report
 * the project to staff; its creator changes its status or marks it completed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, PROJECT_MESSAGES.notFound);
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "apply") {
      const read = readApplicationForm(form);
      if (!read.ok) return data({ ok: false, message: read.message }, 400);
      await requestToJoin(getDb(), user.id, id, read.input);
      return { ok: true, message: PROJECT_MESSAGES.requested };
    }
    if (intent === "withdraw") {
      await withdrawJoinRequest(getDb(), user.id, id);
      return { ok: true, message: PROJECT_MESSAGES.withdrawn };
    }
    if (intent === "report") {
      await reportFromForm(getDb(), user.id, { kind: "project", id }, form);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "stage") {
      const parsed = projectStageSchema.safeParse({ stage: form.get("stage") });
      if (!parsed.success) return data({ ok: false, message: PROJECT_MESSAGES.choose }, 400);
      await setProjectStage(getDb(), user.id, id, parsed.data.stage);
      return { ok: true, message: PROJECT_MESSAGES.stageChanged };
    }
    if (intent === "close") {
      await closePosting(getDb(), user.id, { kind: "project", id }, "closed");
      return { ok: true, message: PROJECT_MESSAGES.completed };
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export const meta: Route.MetaFunction = ({ data }) => projectMeta(data);

export default function CollaborationProject({ loaderData }: Route.ComponentProps) {
  return <ProjectView {...loaderData} />;
}

/** The project's page; /collaboration?id= draws the same. */
export function ProjectView({
  project,
  collaborators,
  myApplication,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof projectPageData>>) {
  return (
    <ProjectDetail
      project={project}
      collaborators={collaborators}
      myApplication={myApplication}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton
            kind="collaboration"
            itemId={String(project.id)}
            initialSaved={saved}
            label={project.title}
          />
          <ShareButton payload={(origin) => SHARE_PAYLOADS.project(origin, project)} label={project.title} />
        </>
      }
      report={
        signedIn && !project.mine ? (
          <ReportButton action={`/collaboration/${project.id}`} what="this project" />
        ) : null
      }
    />
  );
}
