import type { z } from "zod";
import type { RequestArgs } from "~/features/accounts/viewer.server";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionSchema } from "~/features/auditions/audition-schema";
import { auditionFormValues, postAudition, updateAudition } from "~/features/auditions/post-audition.server";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobSchema } from "~/features/jobs/job-schema";
import { jobFormValues, postJob, updateJob } from "~/features/jobs/post-job.server";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { createProject, projectFormValues, updateProject } from "~/features/projects/create-project.server";
import { PROJECT_MESSAGES } from "~/features/projects/project-messages";
import { projectSchema } from "~/features/projects/project-schema";
import {
  type PostingForm,
  postingCreateAction,
  postingEditAction,
  postingEditData,
} from "./posting-form.server";

/** A kind's create and edit handlers, each typed by its own form's schema. */
function formHandlers<Schema extends z.ZodType, Values>(form: PostingForm<Schema, Values>) {
  return {
    create: (args: RequestArgs) => postingCreateAction(args, form),
    editData: (args: RequestArgs, idText: string | undefined) => postingEditData(args, idText, form),
    edit: (args: RequestArgs, idText: string | undefined) => postingEditAction(args, idText, form),
  };
}

/** Each kind's form on the server: what its create and edit pages check, save and say (posting-form.server.ts). */
export const POSTING_FORMS = {
  audition: formHandlers({
    kind: "audition",
    schema: auditionSchema,
    create: postAudition,
    values: auditionFormValues,
    update: updateAudition,
    messages: AUDITION_MESSAGES,
  }),
  job: formHandlers({
    kind: "job",
    schema: jobSchema,
    create: postJob,
    values: jobFormValues,
    update: updateJob,
    messages: JOB_MESSAGES,
  }),
  project: formHandlers({
    kind: "project",
    schema: projectSchema,
    create: createProject,
    values: projectFormValues,
    update: updateProject,
    messages: { ...PROJECT_MESSAGES, posted: PROJECT_MESSAGES.created },
  }),
} satisfies Record<PostingKind, unknown>;
