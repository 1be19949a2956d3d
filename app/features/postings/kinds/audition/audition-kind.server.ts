import { APPLICATION_MESSAGES } from "../../application-messages";
import type { PostingKindServer } from "../../posting-kind-definition.server";
import { applyToAudition, withdrawAuditionApplication } from "./audition-applications.server";
import { AUDITION_MESSAGES } from "./audition-messages";
import { auditionSchema } from "./audition-schema";
import { auditionFormValues, postAudition, updateAudition } from "./post-audition.server";

/** An audition on the server: its casting call form, and applying for its roles. */
export const auditionServer = {
  kind: "audition",
  form: {
    kind: "audition",
    schema: auditionSchema,
    create: postAudition,
    values: auditionFormValues,
    update: updateAudition,
    messages: AUDITION_MESSAGES,
  },
  page: {
    apply: applyToAudition,
    withdraw: withdrawAuditionApplication,
    messages: {
      ...AUDITION_MESSAGES,
      closed: APPLICATION_MESSAGES.closed,
      filled: APPLICATION_MESSAGES.filled,
    },
  },
} satisfies PostingKindServer<typeof auditionSchema, Awaited<ReturnType<typeof auditionFormValues>>>;
