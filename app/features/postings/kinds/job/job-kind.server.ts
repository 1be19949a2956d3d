import type { PostingKindServer } from "../../posting-kind-definition.server";
import { applyToJob, withdrawJobApplication } from "./job-applications.server";
import { JOB_MESSAGES } from "./job-messages";
import { jobSchema } from "./job-schema";
import { jobFormValues, postJob, updateJob } from "./post-job.server";

/** A job on the server: its form, and applying to it. */
export const jobServer = {
  kind: "job",
  form: {
    kind: "job",
    schema: jobSchema,
    create: postJob,
    values: jobFormValues,
    update: updateJob,
    messages: JOB_MESSAGES,
  },
  page: { apply: applyToJob, withdraw: withdrawJobApplication, messages: JOB_MESSAGES },
} satisfies PostingKindServer<typeof jobSchema, Awaited<ReturnType<typeof jobFormValues>>>;
