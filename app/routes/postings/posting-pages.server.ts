import { data } from "react-router";
import { getDb } from "~/db/client.server";
import {
  applyToAudition,
  withdrawAuditionApplication,
} from "~/features/auditions/audition-applications.server";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { applyToJob, withdrawJobApplication } from "~/features/jobs/job-applications.server";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { APPLICATION_MESSAGES } from "~/features/postings/application-messages";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { setProjectStage } from "~/features/projects/create-project.server";
import { requestToJoin, withdrawJoinRequest } from "~/features/projects/project-applications.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectStageSchema } from "~/features/projects/project-schema";
import { auditionPageData } from "./audition-page.server";
import { jobPageData } from "./job-page.server";
import type { PostingActions } from "./posting-action.server";
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
    // Its creator also moves it between stages.
    async more(intent, form, userId, id) {
      if (intent !== "stage") return null;
      const parsed = projectStageSchema.safeParse({ stage: form.get("stage") });
      if (!parsed.success) return data({ ok: false, message: PROJECT_MESSAGES.choose }, 400);
      await setProjectStage(getDb(), userId, id, parsed.data.stage);
      return { ok: true, message: PROJECT_MESSAGES.stageChanged };
    },
  },
};
