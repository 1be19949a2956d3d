import { handleConnectionIntent } from "~/features/connections/connection-actions.server";
import { runProfileIntent } from "~/features/profiles/profile-intent-action.server";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/connections";

export const loader = () => methodNotAllowed();

/** Connect, withdraw, accept and decline, posted by the profile page's fetchers. */
export const action = ({ request, params }: Route.ActionArgs) =>
  runProfileIntent(request, params.username, handleConnectionIntent);
