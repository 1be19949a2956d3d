import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { ChipLinks } from "~/components/ui/chip-links";
import { EmptyState } from "~/components/ui/empty-state";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { TabLinks } from "~/components/ui/tab-links";
import { useLiveEvent } from "~/features/live/live-updates";
import {
  FEED_CATEGORIES,
  FEED_MESSAGES,
  FEED_SHOW_OPTIONS,
  type FeedFilter,
  feedFilterQuery,
} from "../feed-rules";
import type { FeedPost } from "../list-feed.server";
import { PostCard, type PostSlots } from "./post-card";
import { PostComposer } from "./post-composer";

type FeedPage = { posts: FeedPost[]; nextCursor: string | null; now: string };

/**
 * /feed (spec part 2): the composer, the filters, and posts newest first. The
 * next page loads as the member scrolls near the end (by cursor, so nothing
 * repeats or goes missing while others post); new posts by people they follow
 * are announced live ("3 new posts") and shown at a click, and a post someone
 * likes or comments on is refreshed in place.
 */
export function FeedView({
  filter,
  page,
  signedIn,
  canPost,
  slots,
}: {
  filter: FeedFilter;
  page: FeedPage;
  signedIn: boolean;
  canPost: boolean;
  slots: PostSlots;
}) {
  const revalidator = useRevalidator();
  // The next page comes from /feed's own loader, which answers with the page inside its data.
  const more = useFetcher<{ page: FeedPage }>();
  const [older, setOlder] = useState<FeedPost[]>([]);
  const [cursor, setCursor] = useState(page.nextCursor);
  const [fresh, setFresh] = useState<Map<number, FeedPost | null>>(new Map());
  const [newPosts, setNewPosts] = useState(0);
  const filterKey = feedFilterQuery(filter);

  // A new filter, or the first page reloaded from the top: start the list again from it.
  const firstIds = page.posts.map((post) => post.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the first page or filter changes
  useEffect(() => {
    setOlder([]);
    setCursor(page.nextCursor);
    setFresh(new Map());
  }, [filterKey, firstIds]);

  useEffect(() => {
    if (more.state !== "idle" || !more.data) return;
    const next = more.data.page;
    setOlder((shown) => {
      const seen = new Set([...page.posts, ...shown].map((post) => post.id));
      return [...shown, ...next.posts.filter((post) => !seen.has(post.id))];
    });
    setCursor(next.nextCursor);
  }, [more.state, more.data, page.posts]);

  const loadMore = useCallback(() => {
    if (cursor && more.state === "idle") more.load(`/feed${feedFilterQuery(filter, cursor)}`);
  }, [cursor, more, filter]);

  // The next page loads when the end of the list comes near.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !cursor) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: "600px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [cursor, loadMore]);

  /** Fetches one post afresh (after a like, a comment, an edit); null when it is gone. */
  const refresh = useCallback(async (postId: number) => {
    const response = await fetch(`/api/feed-posts/${postId}`, { headers: { Accept: "application/json" } });
    if (response.status === 404) setFresh((map) => new Map(map).set(postId, null));
    else if (response.ok) {
      const post = (await response.json()) as FeedPost;
      setFresh((map) => new Map(map).set(postId, post));
    }
  }, []);

  const shown = [...page.posts, ...older]
    .map((post) => (fresh.has(post.id) ? fresh.get(post.id)! : post))
    .filter((post): post is FeedPost => post !== null);

  useLiveEvent("feed_post", () => setNewPosts((count) => count + 1));
  useLiveEvent("feed_activity", (payload) => {
    const postId = Number(payload.postId);
    if (shown.some((post) => post.id === postId)) void refresh(postId);
  });

  const showNewPosts = () => {
    setNewPosts(0);
    window.scrollTo({ top: 0, behavior: "smooth" });
    void revalidator.revalidate();
  };
  const now = new Date(page.now);

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Feed</h1>
        <p className="text-sm text-muted-foreground">
          Work, news and moments from India's entertainment community.
        </p>
      </div>
      {canPost ? (
        <PostComposer onPosted={() => void revalidator.revalidate()} />
      ) : signedIn ? null : (
        <p className="rounded-xl border bg-card p-4 text-sm">
          <Link to="/login?redirectTo=/feed" className="font-medium text-primary hover:underline">
            Sign in
          </Link>{" "}
          to post, like and comment.
        </p>
      )}
      <TabLinks
        label="Show posts"
        replace
        tabs={FEED_SHOW_OPTIONS.map((option) => ({
          key: option.value,
          label: option.label,
          to: `/feed${feedFilterQuery({ ...filter, show: option.value })}`,
          current: filter.show === option.value,
        }))}
      />
      <ChipLinks
        label="Categories"
        chips={[null, ...FEED_CATEGORIES].map((category) => ({
          key: category ?? "all",
          label: category ?? "All categories",
          to: `/feed${feedFilterQuery({ ...filter, category })}`,
          current: filter.category === category,
        }))}
      />
      {newPosts > 0 ? (
        <Button
          type="button"
          className="sticky top-20 z-10 justify-self-center shadow-lg"
          onClick={showNewPosts}
        >
          <Icon name="arrow-up" className="size-4" />
          {newPosts === 1 ? "1 new post" : `${newPosts} new posts`}
        </Button>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          title={FEED_MESSAGES.noPosts}
          hint={
            filter.show === "following"
              ? signedIn
                ? "Nobody you follow has posted yet. Follow people from their profiles to see their posts here."
                : "Sign in to see posts from people you follow."
              : "Try another filter, or be the first to post."
          }
        />
      ) : (
        <ul className="grid gap-4" aria-label="Posts">
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} now={now} signedIn={signedIn} onChanged={refresh} slots={slots} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden />
      {cursor ? (
        // Without JavaScript, or when the end is never scrolled to: the next page by the same cursor.
        <Button asChild variant="outline" className="justify-self-center">
          <Link
            to={`/feed${feedFilterQuery(filter, cursor)}`}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            {more.state !== "idle" ? "Loading…" : "Load more posts"}
          </Link>
        </Button>
      ) : shown.length > 0 ? (
        <p className="text-center text-sm text-muted-foreground">You are all caught up.</p>
      ) : null}
    </div>
  );
}
