import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { FeedView } from "~/features/feed/components/feed-page";
import { feedMeta } from "~/features/feed/feed-meta";
import { decodeCursor, parseFeedFilter } from "~/features/feed/feed-rules";
import { listFeed } from "~/features/feed/list-feed.server";
import { requestUrls } from "~/lib/request-urls.server";
import { feedAction } from "~/routes/feed/feed-action.server";
import type { Route } from "./+types/feed";
import { feedSlots } from "./feed-slots";

/** One page of the feed: the first, or the one after ?cursor= (the list asks for it as the member scrolls). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const params = url.searchParams;
  const filter = parseFeedFilter(params);
  const page = await listFeed(getDb(), viewer?.id ?? null, filter, decodeCursor(params.get("cursor")));
  const { origin } = requestUrls(request);
  return {
    urls: { origin, canonical: `${origin}/feed` },
    filter,
    page,
    signedIn: viewer !== null,
    canPost: viewer?.emailVerified === true,
  };
}

export const action = feedAction;

export const meta: Route.MetaFunction = ({ loaderData }) => feedMeta(loaderData);

export default function Feed({ loaderData }: Route.ComponentProps) {
  const { filter, page, signedIn, canPost } = loaderData;
  return (
    <FeedView
      filter={filter}
      page={page}
      signedIn={signedIn}
      canPost={canPost}
      slots={feedSlots(signedIn, { list: true })}
    />
  );
}
