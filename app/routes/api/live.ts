import { memberOf } from "~/features/accounts/viewer.server";
import { getLiveHub } from "~/features/live/live-hub.server";
import { liveStreamResponse } from "~/features/live/live-stream.server";
import type { Route } from "./+types/live";

/** The signed-in member's live events (decision 035): new messages, read receipts and notifications, as Server-Sent Events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  return liveStreamResponse(getLiveHub(), user.id, request);
}
