import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { getFeedPost } from "~/features/feed/list-feed.server";
import { serialId } from "~/lib/serial-ids";
import type { Route } from "./+types/feed-posts";

/**
 * GET /api/feed-posts/{id}: one post as the feed draws it, for the viewer
 * (their like, their own buttons), so the feed refreshes a post in place
 * after a like or a comment. 404 when it is gone or hidden from them.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const id = serialId(params.id);
  const post = id === null ? null : await getFeedPost(getDb(), viewer?.id ?? null, id);
  if (!post)
    return Response.json(
      { error: "Post not found" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(post, { headers: { "Cache-Control": "no-store" } });
}
