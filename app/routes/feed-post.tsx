import { ArrowLeft } from "lucide-react";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { PostCard } from "~/features/feed/components/post-card";
import { feedPostMeta } from "~/features/feed/feed-meta";
import { FEED_MESSAGES } from "~/features/feed/feed-rules";
import { getFeedPost } from "~/features/feed/list-feed.server";
import { useLiveEvent } from "~/features/live/live-updates";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { notFound } from "~/routes/errors/not-found-reply.server";
import { feedAction } from "~/routes/feed/feed-action.server";
import type { Route } from "./+types/feed-post";
import { feedSlots } from "./feed-slots";

/** One post with all its comments: the address Share gives, with its own preview. Hidden or missing is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const id = serialId(params.postId);
  const post = id === null ? null : await getFeedPost(getDb(), viewer?.id ?? null, id, true);
  if (!post) throw await notFound(request, FEED_MESSAGES.notFound);
  const { origin } = requestUrls(request);
  return {
    urls: { origin, canonical: `${origin}/feed/${post.id}` },
    post,
    now: new Date().toISOString(),
    signedIn: viewer !== null,
  };
}

export const action = feedAction;

export const meta: Route.MetaFunction = ({ loaderData }) => feedPostMeta(loaderData);

export default function FeedPost({ loaderData }: Route.ComponentProps) {
  const { post, now, signedIn } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  useLiveEvent("feed_activity", (payload) => {
    if (Number(payload.postId) === post.id) refresh();
  });
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
      <Link
        to="/feed"
        className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Feed
      </Link>
      <h1 className="sr-only">Post by {post.author.name}</h1>
      <div id="comments">
        <PostCard
          post={post}
          now={new Date(now)}
          signedIn={signedIn}
          onChanged={refresh}
          allComments
          slots={feedSlots(signedIn)}
        />
      </div>
    </div>
  );
}
