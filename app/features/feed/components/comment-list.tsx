import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { CommentBox } from "~/components/comment-box";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Label, Textarea } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { timeAgo } from "~/lib/time-ago";
import { useReplyToast } from "~/lib/use-reply-toast";
import { COMMENT_MAX_CHARS } from "../feed-rules";
import type { FeedComment, FeedPost } from "../list-feed.server";
import { AuthorAvatar, DeleteButton, useChangedAfter } from "./post-parts";

type Reply = { ok: boolean; message: string };

/** A post's comments (its newest few in the feed, all on its page) and the box to add one. */
export function CommentList({
  post,
  now,
  signedIn,
  onChanged,
  allComments,
  commentActions,
}: {
  post: FeedPost;
  now: Date;
  signedIn: boolean;
  onChanged: (postId: number) => void;
  allComments: boolean;
  commentActions?: (comment: FeedComment) => ReactNode;
}) {
  const hidden = post.comments - post.recentComments.length;
  return (
    <section aria-label={`Comments on ${post.author.name}'s post`} className="grid gap-3">
      {!allComments && hidden > 0 ? (
        <Link to={`/feed/${post.id}#comments`} className="text-sm font-medium text-primary hover:underline">
          View all {post.comments} comments
        </Link>
      ) : null}
      {post.recentComments.length > 0 ? (
        <ul className="grid gap-3">
          {post.recentComments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              postId={post.id}
              now={now}
              onChanged={onChanged}
              actions={commentActions?.(comment)}
            />
          ))}
        </ul>
      ) : null}
      {signedIn ? (
        <CommentBox
          action="/feed"
          fields={{ intent: "comment", postId: String(post.id) }}
          label="Write a comment"
          placeholder="Write a comment…"
          maxLength={COMMENT_MAX_CHARS}
          onPosted={() => onChanged(post.id)}
        />
      ) : null}
    </section>
  );
}

function CommentRow({
  comment,
  postId,
  now,
  onChanged,
  actions,
}: {
  comment: FeedComment;
  postId: number;
  now: Date;
  onChanged: (postId: number) => void;
  actions?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<Reply>();
  const id = useId();
  useReplyToast(fetcher);
  useChangedAfter(fetcher, () => {
    setEditing(false);
    onChanged(postId);
  });
  return (
    <li className="flex gap-2">
      <AuthorAvatar author={comment.author} size="size-8" />
      <div className="grid min-w-0 flex-1 gap-1 rounded-lg bg-muted/60 px-3 py-2">
        <p className="text-sm">
          <Link to={`/profile/${comment.author.profileId}`} className="font-semibold hover:underline">
            {comment.author.name}
          </Link>{" "}
          <span className="text-xs text-muted-foreground">
            <time dateTime={comment.createdAt}>{timeAgo(new Date(comment.createdAt), now)}</time>
            {comment.edited ? " · edited" : ""}
          </span>
        </p>
        {editing ? (
          <fetcher.Form method="post" action="/feed" className="grid gap-2">
            <input type="hidden" name="intent" value="edit-comment" />
            <input type="hidden" name="commentId" value={comment.id} />
            <Label htmlFor={`${id}-edit`} className="sr-only">
              Edit your comment
            </Label>
            <Textarea
              id={`${id}-edit`}
              name="body"
              rows={2}
              maxLength={COMMENT_MAX_CHARS}
              defaultValue={comment.body}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
                Save
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </fetcher.Form>
        ) : (
          <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
        )}
        <div className="flex flex-wrap items-center gap-1">
          {comment.mine && !editing ? (
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                onClick={() => setEditing(true)}
              >
                <Icon name="pencil" className="size-3.5" /> Edit<span className="sr-only"> comment</span>
              </Button>
              <DeleteButton
                intent="delete-comment"
                field="commentId"
                id={comment.id}
                what="comment"
                postId={postId}
                onChanged={onChanged}
              />
            </>
          ) : (
            actions
          )}
        </div>
      </div>
    </li>
  );
}
