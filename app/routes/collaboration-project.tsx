import { data } from "react-router";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ProjectDetail } from "~/features/projects/components/project-detail";
import { setProjectStage } from "~/features/projects/create-project.server";
import { requestToJoin, withdrawJoinRequest } from "~/features/projects/project-applications.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectMeta } from "~/features/projects/project-meta";
import { projectStageSchema } from "~/features/projects/project-schema";
import { ReportButton } from "~/features/reports/components/report-button";
import { SHARE_PAYLOADS } from "~/lib/share";
import { postingAction } from "~/routes/postings/posting-action.server";
import { projectPageData } from "~/routes/postings/project-page.server";
import type { Route } from "./+types/collaboration-project";

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  projectPageData({ request, context }, params.id);

/**
 * Ask to join, withdraw, report, or mark completed (app/routes/posting-action.server.ts);
 * its creator also moves it between stages.
 */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  postingAction({ request, context }, params.id, {
    kind: "project",
    apply: requestToJoin,
    withdraw: withdrawJoinRequest,
    messages: {
      applied: PROJECT_MESSAGES.requested,
      withdrawn: PROJECT_MESSAGES.withdrawn,
      closed: PROJECT_MESSAGES.completed,
    },
    async more(intent, form, userId, id) {
      if (intent !== "stage") return null;
      const parsed = projectStageSchema.safeParse({ stage: form.get("stage") });
      if (!parsed.success) return data({ ok: false, message: PROJECT_MESSAGES.choose }, 400);
      await setProjectStage(getDb(), userId, id, parsed.data.stage);
      return { ok: true, message: PROJECT_MESSAGES.stageChanged };
    },
  });

export const meta: Route.MetaFunction = ({ loaderData }) => projectMeta(loaderData);

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
