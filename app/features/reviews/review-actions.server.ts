import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { ProfileIntentArgs } from "~/features/profiles/profile-intent-action.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { REVIEW_MESSAGES, reviewSchema } from "./review-schema";
import { deleteReview, getRatingSummary, type RatingSummary, upsertReview } from "./reviews.server";

export const REVIEW_INTENTS = ["review", "delete-review"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export function isReviewIntent(intent: unknown): intent is ReviewIntent {
  return REVIEW_INTENTS.includes(intent as ReviewIntent);
}

/** What the review form and delete buttons get back (the failure comes with its status). */
export type ReviewActionResult = {
  ok: boolean;
  message: string;
  /** For the review form (Conform): field errors after a failed submit. */
  result?: SubmissionResult<string[]>;
  summary?: RatingSummary;
};

/** Review ids are serial integers; anything else names no review. */
function parseId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function fail(status: number, message: string, result?: SubmissionResult<string[]>) {
  const reply: ReviewActionResult = { ok: false, message, result };
  return data(reply, { status });
}

/**
 * Answers the review intents of a profile page's forms (`review` to post or
 * update the viewer's review, `delete-review` with `reviewId`) for the signed-in
 * `user` on `profile`. Returns null for any other intent. Replies as the follow
 * action does: `{ ok: true, message, summary }`, or `data({ ok: false, message }, { status })`.
 */
export async function handleReviewIntent({ intent, formData, user, profile }: ProfileIntentArgs) {
  if (!isReviewIntent(intent)) return null;
  if (intent === "delete-review") {
    const reviewId = parseId(formData.get("reviewId"));
    if (reviewId === null) return fail(400, REVIEW_MESSAGES.reviewMissing);
    const deleted = await deleteReview(user.id, reviewId);
    if (!deleted.ok) return fail(deleted.status, deleted.message);
    const reply: ReviewActionResult = {
      ok: true,
      message: REVIEW_MESSAGES.deleted,
      summary: await getRatingSummary(profile.id),
    };
    return reply;
  }
  const submission = parseForm(formData, reviewSchema);
  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
    return fail(400, firstError ?? REVIEW_MESSAGES.rating, boundedReply(submission, reviewSchema));
  }
  const saved = await upsertReview(profile.id, user.id, submission.value);
  if (!saved.ok)
    return fail(
      saved.status,
      saved.message,
      boundedReply(submission, reviewSchema, { formErrors: [saved.message] }),
    );
  const reply: ReviewActionResult = {
    ok: true,
    message: saved.created ? REVIEW_MESSAGES.posted : REVIEW_MESSAGES.updated,
    result: boundedReply(submission, reviewSchema),
    summary: await getRatingSummary(profile.id),
  };
  return reply;
}
