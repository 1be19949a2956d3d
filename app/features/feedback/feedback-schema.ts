import { z } from "zod";
import { optionalText } from "~/lib/validation";

import { FEEDBACK_MESSAGES } from "./feedback-options";

export { FEEDBACK_MESSAGES } from "./feedback-options";

/** No field is required (spec): an empty form is still feedback worth recording. */
export const feedbackSchema = z.object({
  feedbackType: z
    .enum(["suggestion", "issue", "compliment", "other"], { error: FEEDBACK_MESSAGES.type })
    .default("suggestion"),
  rating: z.coerce
    .number({ error: FEEDBACK_MESSAGES.rating })
    .int({ error: FEEDBACK_MESSAGES.rating })
    .min(1, { error: FEEDBACK_MESSAGES.rating })
    .max(5, { error: FEEDBACK_MESSAGES.rating })
    .optional(),
  feedback: optionalText(2000, FEEDBACK_MESSAGES.tooLong),
  pagePath: optionalText(500, "Page path is too long."),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;
