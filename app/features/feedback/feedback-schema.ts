import { z } from "zod";
import { optionalText } from "~/lib/validation";

export const FEEDBACK_TYPES = [
  { value: "suggestion", label: "Suggestion" },
  { value: "issue", label: "Issue" },
  { value: "compliment", label: "Compliment" },
  { value: "other", label: "Other" },
] as const;

export const FEEDBACK_MESSAGES = {
  thanks: "Thank you for feedback!",
  type: "Please choose a kind of feedback.",
  rating: "Rating must be between 1 and 5.",
  tooLong: "Feedback must be 2000 characters or less.",
  failed: "Your feedback could not be sent. Please try again.",
} as const;

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
