import { data } from "react-router";
import { type Database, getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import {
  findProfileToActOn,
  PROFILE_INTENT_MESSAGES,
  refuseUnlessReachable,
} from "~/features/social/profile-intent-action.server";
import type { ReviewActionResult } from "~/features/social/reviews/review-actions";
import { REVIEW_MESSAGES, reviewSchema } from "~/features/social/reviews/review-schema";
import { deleteReview, getRatingSummary, upsertReview } from "~/features/social/reviews/reviews.server";
import { parseSerialId } from "~/features/social/serial-id";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { formResult, messageReply, replyToError } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/reviews";

export const loader = () => methodNotAllowed();

const refuse = (status: number, reply: Omit<ReviewActionResult, "ok">) =>
  data<ReviewActionResult>({ ok: false, ...reply }, { status });

/**
 * Post, update and delete reviews of a profile, from the profile page's
 * fetchers: `review` posts or updates the viewer's review, `delete-review`
 * deletes the one `reviewId` names. Replies `{ ok, message, summary }`, the
 * review form's Conform result beside it; a refusal comes with its status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // Signed-out visitors go to sign in and come back to the page they posted from.
  const user = memberOf(context);
  const db = getDb();
  try {
    const profile = await findProfileToActOn(db, params.username);
    await refuseUnlessReachable(db, profile, user.id);
    const formData = await readFormData(request);
    const intent = formData.get("intent");
    if (intent === "review") return await postReview(db, user.id, profile.id, formData);
    if (intent === "delete-review") return await removeReview(db, user.id, profile.id, formData);
    return refuse(400, { message: PROFILE_INTENT_MESSAGES.unknownAction });
  } catch (thrown) {
    return messageReply(thrown);
  }
}

async function postReview(db: Database, userId: string, profileId: number, formData: FormData) {
  const submission = parseForm(formData, reviewSchema);
  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
    return refuse(400, {
      message: firstError ?? REVIEW_MESSAGES.rating,
      result: boundedReply(submission, reviewSchema),
    });
  }
  try {
    const saved = await upsertReview(db, userId, profileId, submission.value);
    const reply: ReviewActionResult = {
      ok: true,
      message: saved.created ? REVIEW_MESSAGES.posted : REVIEW_MESSAGES.updated,
      result: boundedReply(submission, reviewSchema),
      summary: await getRatingSummary(db, profileId),
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

async function removeReview(db: Database, userId: string, profileId: number, formData: FormData) {
  const reviewId = parseSerialId(formData.get("reviewId"));
  if (reviewId === null) return refuse(400, { message: REVIEW_MESSAGES.reviewMissing });
  await deleteReview(db, userId, reviewId);
  const reply: ReviewActionResult = {
    ok: true,
    message: REVIEW_MESSAGES.deleted,
    summary: await getRatingSummary(db, profileId),
  };
  return reply;
}
