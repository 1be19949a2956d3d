import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { EmbeddedVideo } from "~/components/ui/embedded-video";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Label } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { formatCount } from "~/lib/format-count";
import { timeAgo } from "~/lib/time-ago";
import { useReplyToast } from "~/lib/use-reply-toast";
import { isTrendingPost, POST_MAX_CHARS } from "../feed-rules";
import type { FeedPost } from "../list-feed.server";
import { CommentList } from "./comment-list";
import { AuthorAvatar, DeleteButton, useChangedAfter } from "./post-parts";

type Reply = { ok: boolean; message: string; likes?: number; shares?: number };

export type PostSlots = {
  /** Share and Report, composed by the route (they belong to other features). */
  actions?: (post: FeedPost) => ReactNode;
  /** Report on each comment, with the post it is under. */
  commentActions?: (comment: FeedPost["recentComments"][number], post: FeedPost) => ReactNode;
};

/**
 * A post in the feed or on its own page: author, time, words, image or video,
 * then Like, Comment and Share with their counts (1.0k past a thousand), and
 * the newest comments. Its author edits or deletes it here. `onChanged` asks
 * the page for the post afresh after this member changed it.
 */
export function PostCard({
  post,
  now,
  signedIn,
  onChanged,
  allComments = false,
  slots = {},
}: {
  post: FeedPost;
  now: Date;
  signedIn: boolean;
  onChanged: (postId: number) => void;
  allComments?: boolean;
  slots?: PostSlots;
}) {
  const like = useFetcher<Reply>();
  const share = useFetcher<Reply>();
  const [editing, setEditing] = useState(false);
  // While a click is on its way, show what it will make; then the server's figures.
  const pendingLike = like.formData?.get("intent");
  const liked = pendingLike ? pendingLike === "like" : post.liked;
  const likes = pendingLike ? post.likes + (liked === post.liked ? 0 : liked ? 1 : -1) : post.likes;
  const pendingShare = share.formData?.get("intent");
  const shared = pendingShare ? pendingShare === "share" : post.shared;
  const shares = pendingShare ? post.shares + (shared === post.shared ? 0 : shared ? 1 : -1) : post.shares;
  useChangedAfter(like, () => onChanged(post.id));
  useChangedAfter(share, () => onChanged(post.id));

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <AuthorAvatar author={post.author} size="size-11" />
        <div className="grid min-w-0 flex-1">
          <Link
            id={`post-${post.id}-author`}
            to={`/profile/${post.author.profileId}`}
            className="truncate font-semibold hover:underline"
          >
            {post.author.name}
          </Link>
          <p className="truncate text-sm text-muted-foreground">
            {post.author.role} ·{" "}
            <Link to={`/feed/${post.id}`} className="hover:underline">
              <time dateTime={post.createdAt}>{timeAgo(new Date(post.createdAt), now)}</time>
            </Link>
            {post.edited ? " · edited" : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-1">
          {isTrendingPost(post.likes) ? (
            <Badge variant="secondary">
              <Icon name="flame" className="size-3" /> Trending
            </Badge>
          ) : null}
          <Badge variant="outline">{post.category}</Badge>
        </div>
      </header>
      {editing ? (
        <EditPostForm post={post} onDone={() => setEditing(false)} onChanged={onChanged} />
      ) : post.body ? (
        <p className="whitespace-pre-wrap break-words">{post.body}</p>
      ) : null}
      {post.image ? (
        <FallbackImage
          src={post.image.url}
          alt={`Posted by ${post.author.name}`}
          onFailure="message"
          width={post.image.width}
          height={post.image.height}
          className="h-auto max-h-[36rem] w-full rounded-lg bg-muted object-contain"
        />
      ) : null}
      {post.videoUrl ? (
        <EmbeddedVideo src={post.videoUrl} title={`Video posted by ${post.author.name}`} lazy />
      ) : null}
      <div className="flex flex-wrap items-center gap-1 border-t pt-2 text-sm">
        <like.Form method="post" action="/feed">
          <input type="hidden" name="intent" value={liked ? "unlike" : "like"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant="ghost" size="sm" aria-pressed={liked} disabled={!signedIn}>
            <Icon name="heart" className={liked ? "size-4 fill-rose-500 text-rose-500" : "size-4"} />
            <span className="sr-only">Like, </span>
            {formatCount(likes)}
            <span className="sr-only"> {likes === 1 ? "like" : "likes"}</span>
          </Button>
        </like.Form>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/feed/${post.id}#comments`}>
            <Icon name="message-circle" className="size-4" />
            {formatCount(post.comments)}
            <span className="sr-only"> {post.comments === 1 ? "comment" : "comments"}</span>
          </Link>
        </Button>
        <share.Form method="post" action="/feed">
          <input type="hidden" name="intent" value={shared ? "unshare" : "share"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant="ghost" size="sm" aria-pressed={shared} disabled={!signedIn}>
            <Icon name="repeat-2" className={shared ? "size-4 text-primary" : "size-4"} />
            <span className="sr-only">Share to your followers, </span>
            {formatCount(shares)}
            <span className="sr-only"> {shares === 1 ? "share" : "shares"}</span>
          </Button>
        </share.Form>
        <div className="ml-auto flex flex-wrap items-center gap-1">
          {slots.actions?.(post)}
          {post.mine && !editing ? (
            <>
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Icon name="pencil" className="size-4" /> Edit
              </Button>
              <DeleteButton
                intent="delete-post"
                field="postId"
                id={post.id}
                what="post"
                onChanged={onChanged}
                postId={post.id}
              />
            </>
          ) : null}
        </div>
      </div>
      <CommentList
        post={post}
        now={now}
        signedIn={signedIn}
        onChanged={onChanged}
        allComments={allComments}
        commentActions={slots.commentActions && ((comment) => slots.commentActions?.(comment, post))}
      />
    </article>
  );
}

function EditPostForm({
  post,
  onDone,
  onChanged,
}: {
  post: FeedPost;
  onDone: () => void;
  onChanged: (postId: number) => void;
}) {
  const fetcher = useFetcher<Reply>();
  const id = useId();
  useReplyToast(fetcher);
  useChangedAfter(fetcher, () => {
    onChanged(post.id);
    onDone();
  });
  return (
    <fetcher.Form method="post" action="/feed" className="grid gap-2">
      <input type="hidden" name="intent" value="edit-post" />
      <input type="hidden" name="postId" value={post.id} />
      <Label htmlFor={`${id}-edit`} className="sr-only">
        Edit your post
      </Label>
      <CountedTextarea id={`${id}-edit`} name="body" rows={4} max={POST_MAX_CHARS} defaultValue={post.body} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
