import { APPLICATION_MESSAGES } from "~/features/postings/application-messages";
import {
  applyToAudition,
  withdrawAuditionApplication,
} from "~/features/postings/kinds/audition/audition-applications.server";
import { AUDITION_MESSAGES } from "~/features/postings/kinds/audition/audition-messages";
import { applyToJob, withdrawJobApplication } from "~/features/postings/kinds/job/job-applications.server";
import { JOB_MESSAGES } from "~/features/postings/kinds/job/job-messages";
import { setProjectStage } from "~/features/postings/kinds/project/create-project.server";
import {
  requestToJoin,
  withdrawJoinRequest,
} from "~/features/postings/kinds/project/project-applications.server";
import { PROJECT_MESSAGES } from "~/features/postings/kinds/project/project-messages";
import { projectStageSchema } from "~/features/postings/kinds/project/project-schema";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { auditionPageData } from "./audition-page.server";
import { jobPageData } from "./job-page.server";
import { kindIntent, type PostingActions, postingAction } from "./posting-action.server";
import { projectPageData } from "./project-page.server";

/** Each kind's page data: at /{kind}/{id}, and at the list's ?id= address. */
export const POSTING_PAGE_DATA = {
  audition: auditionPageData,
  job: jobPageData,
  project: projectPageData,
} satisfies Record<PostingKind, unknown>;

/**
 * Each kind's part in its page's action (posting-action.server.ts): how to
 * apply and withdraw, its words, and what only it has (a project's stage).
 */
export const POSTING_PAGE_ACTIONS: Record<PostingKind, PostingActions> = {
  audition: {
    kind: "audition",
    apply: applyToAudition,
    withdraw: withdrawAuditionApplication,
    messages: {
      ...AUDITION_MESSAGES,
      closed: APPLICATION_MESSAGES.closed,
      filled: APPLICATION_MESSAGES.filled,
    },
  },
  job: {
    kind: "job",
    apply: applyToJob,
    withdraw: withdrawJobApplication,
    messages: JOB_MESSAGES,
  },
  project: {
    kind: "project",
    apply: requestToJoin,
    withdraw: withdrawJoinRequest,
    messages: {
      applied: PROJECT_MESSAGES.requested,
      withdrawn: PROJECT_MESSAGES.withdrawn,
      closed: PROJECT_MESSAGES.completed,
    },
    more: {
      // Its creator also moves it between stages.
      stage: kindIntent("project", projectStageSchema, async (db, userId, id, { stage }) => {
        await setProjectStage(db, userId, id, stage);
        return { message: PROJECT_MESSAGES.stageChanged };
      }),
    },
  },
};

/** Each kind's page action, made once from its part above. */
export const POSTING_PAGE_ACTION = {
  audition: postingAction(POSTING_PAGE_ACTIONS.audition),
  job: postingAction(POSTING_PAGE_ACTIONS.job),
  project: postingAction(POSTING_PAGE_ACTIONS.project),
} satisfies Record<PostingKind, unknown>;
