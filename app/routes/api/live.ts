import { memberSessionOf } from "~/features/accounts/viewer.server";
import { getLiveHub } from "~/features/live/live-hub.server";
import { liveStreamResponse } from "~/features/live/live-stream.server";
import type { Route } from "./+types/live";

/**
 * The signed-in member's live events (decision 035): new messages, read
 * receipts and notifications, as Server-Sent Events, for as long as the
 * session that asked lasts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = memberSessionOf(context);
  return liveStreamResponse(getLiveHub(), { userId: user.id, sessionId }, request);
}
