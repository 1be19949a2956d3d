import { runProfileIntent } from "~/features/profiles/profile-intent-action.server";
import { handleReviewIntent } from "~/features/reviews/review-actions.server";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/reviews";

export const loader = () => methodNotAllowed();

/** Post, update and delete reviews of a profile, from the profile page's fetchers. */
export const action = ({ request, params }: Route.ActionArgs) =>
  runProfileIntent(request, params.username, handleReviewIntent);
