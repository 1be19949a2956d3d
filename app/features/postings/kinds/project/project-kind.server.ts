import { type PostingKindServer, postingPageIntent } from "../../posting-kind-definition.server";
import { createProject, projectFormValues, setProjectStage, updateProject } from "./create-project.server";
import { requestToJoin, withdrawJoinRequest } from "./project-applications.server";
import { PROJECT_MESSAGES } from "./project-messages";
import { projectSchema, projectStageSchema } from "./project-schema";

/** A project on the server: its form, asking to join it, and its creator moving it between stages. */
export const projectServer = {
  kind: "project",
  form: {
    kind: "project",
    schema: projectSchema,
    create: createProject,
    values: projectFormValues,
    update: updateProject,
    messages: { ...PROJECT_MESSAGES, posted: PROJECT_MESSAGES.created },
  },
  page: {
    apply: requestToJoin,
    withdraw: withdrawJoinRequest,
    messages: {
      applied: PROJECT_MESSAGES.requested,
      withdrawn: PROJECT_MESSAGES.withdrawn,
      closed: PROJECT_MESSAGES.completed,
    },
    more: {
      stage: postingPageIntent(projectStageSchema, async (db, userId, id, { stage }) => {
        await setProjectStage(db, userId, id, stage);
        return { message: PROJECT_MESSAGES.stageChanged };
      }),
    },
  },
} satisfies PostingKindServer<typeof projectSchema, Awaited<ReturnType<typeof projectFormValues>>>;
