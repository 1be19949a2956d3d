import type { SubmissionResult } from "@conform-to/react";
import type { RatingSummary } from "./reviews.server";

/** What a profile page posts to its reviews' endpoint: post or update the viewer's review, or delete one. */
export const REVIEW_INTENTS = ["review", "delete-review"] as const;

/** What the review form and delete buttons get back (a refusal comes with its status). */
export type ReviewActionResult = {
  ok: boolean;
  message: string;
  /** For the review form (Conform): field errors after a failed submit. */
  result?: SubmissionResult<string[]>;
  summary?: RatingSummary;
};
