import type { z } from "zod";
import type { RequestArgs } from "~/features/accounts/viewer.server";
import { AUDITION_MESSAGES } from "~/features/postings/kinds/audition/audition-messages";
import { auditionSchema } from "~/features/postings/kinds/audition/audition-schema";
import {
  auditionFormValues,
  postAudition,
  updateAudition,
} from "~/features/postings/kinds/audition/post-audition.server";
import { JOB_MESSAGES } from "~/features/postings/kinds/job/job-messages";
import { jobSchema } from "~/features/postings/kinds/job/job-schema";
import { jobFormValues, postJob, updateJob } from "~/features/postings/kinds/job/post-job.server";
import {
  createProject,
  projectFormValues,
  updateProject,
} from "~/features/postings/kinds/project/create-project.server";
import { PROJECT_MESSAGES } from "~/features/postings/kinds/project/project-messages";
import { projectSchema } from "~/features/postings/kinds/project/project-schema";
import type { PostingKind } from "~/features/postings/posting-kinds";
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
