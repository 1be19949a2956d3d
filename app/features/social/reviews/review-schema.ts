import { z } from "zod";
import { withoutNul } from "~/lib/validation";
import { REVIEW_LIMITS } from "./review-limits";

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars.",
  tooShort: "Please write at least 10 characters.",
  tooLong: "Reviews must be 1000 characters or less.",
  posted: "Review posted",
  updated: "Review updated",
  deleted: "Review deleted",
  self: "You cannot review your own profile.",
  missing: "That profile no longer exists.",
  reviewMissing: "That review no longer exists.",
} as const;

/** One review: used by the form in the browser and by the action on the server. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(REVIEW_LIMITS.maxRating, { error: REVIEW_MESSAGES.rating }),
  content: z.preprocess(
    (value) => (typeof value === "string" ? withoutNul(value).trim() : value),
    z
      .string({ error: REVIEW_MESSAGES.tooShort })
      .min(REVIEW_LIMITS.minLength, { error: REVIEW_MESSAGES.tooShort })
      .max(REVIEW_LIMITS.maxLength, { error: REVIEW_MESSAGES.tooLong }),
  ),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
