import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { findProfileToActOn, refuseUnlessReachable } from "~/features/social/profile-intent-action.server";
import type { ReviewActionResult } from "~/features/social/reviews/review-actions";
import { REVIEW_MESSAGES, reviewSchema } from "~/features/social/reviews/review-schema";
import { deleteReview, getRatingSummary, upsertReview } from "~/features/social/reviews/reviews.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { intent, intentAction, serialIdField } from "~/lib/form-intents.server";
import { methodNotAllowed } from "~/lib/http.server";
import { formResult, replyToError } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/reviews";

export const loader = () => methodNotAllowed();

/** The profile the address names, if the viewer may reach its owner (else the 404 a gone profile gets). */
async function reviewedProfile(userId: string, { params }: Route.ActionArgs) {
  const profile = await findProfileToActOn(getDb(), params.username);
  await refuseUnlessReachable(getDb(), profile, userId);
  return profile;
}

/**
 * Post, update and delete reviews of a profile, from the profile page's
 * fetchers: `review` posts or updates the viewer's review (the review form's
 * own Conform form, answered with its result beside the message and the new
 * summary), `delete-review` deletes the one `reviewId` names. A refusal comes
 * with its status; the form keeps what was typed.
 */
export const action = intentAction(
  {
    "delete-review": intent({
      guard: guards.verifiedMember,
      schema: z.object({ reviewId: serialIdField(REVIEW_MESSAGES.reviewMissing) }),
      run: async ({ reviewId }, user, args: Route.ActionArgs) => {
        const profile = await reviewedProfile(user.id, args);
        await deleteReview(getDb(), user.id, reviewId);
        return { message: REVIEW_MESSAGES.deleted, summary: await getRatingSummary(getDb(), profile.id) };
      },
    }),
  },
  { pageForms: { review: { guard: guards.verifiedMember, answer: postReview } } },
);

async function postReview(form: FormData, user: { id: string }, args: Route.ActionArgs) {
  const submission = parseForm(form, reviewSchema);
  try {
    const profile = await reviewedProfile(user.id, args);
    if (submission.status !== "success") {
      const firstError = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
      return data<ReviewActionResult>(
        {
          ok: false,
          message: firstError ?? REVIEW_MESSAGES.rating,
          result: boundedReply(submission, reviewSchema),
        },
        { status: 400 },
      );
    }
    const saved = await upsertReview(getDb(), user.id, profile.id, submission.value);
    const reply: ReviewActionResult = {
      ok: true,
      message: saved.created ? REVIEW_MESSAGES.posted : REVIEW_MESSAGES.updated,
      result: boundedReply(submission, reviewSchema),
      summary: await getRatingSummary(getDb(), profile.id),
    };
    return reply;
  } catch (thrown) {
    // Shown in the form, which keeps what was typed.
    return replyToError(
      thrown,
      (error): ReviewActionResult => ({
        ok: false,
        message: error.message,
        result: formResult(error, submission, reviewSchema),
      }),
    );
  }
}
