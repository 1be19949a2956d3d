import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { CommentBox } from "~/components/comment-box";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmbeddedVideo } from "~/components/ui/embedded-video";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { formatCount } from "~/lib/format-count";
import { timeAgo } from "~/lib/time-ago";
import { useReplyToast } from "~/lib/use-reply-toast";
import { cn } from "~/lib/utils";
import type { NewsItem } from "../list-news.server";
import { isTrendingNews, NEWS_CATEGORY_LABELS } from "../news-rules";
import { NewsReactions } from "./news-reactions";

/** Long stories show this much until Read more. */
const BODY_PREVIEW_CHARS = 600;

/**
 * One news item: title, source and time, its image with caption or its
 * video, the story, Like and Dislike (news-reactions.tsx), Share
 * and comments. `featured` marks the item a shared link (?id=) points at.
 */
export function NewsCard({
  item,
  now,
  signedIn,
  featured,
  share,
}: {
  item: NewsItem;
  now: Date;
  signedIn: boolean;
  featured: boolean;
  share: ReactNode;
}) {
  const shareToggle = useFetcher<{ ok: boolean; message: string }>();
  const pendingShare = shareToggle.formData?.get("intent");
  const shared = pendingShare ? pendingShare === "share" : item.shared;
  const shares = item.shares + (shared ? 1 : 0) - (item.shared ? 1 : 0);
  const [expanded, setExpanded] = useState(featured);
  const long = item.body.length > BODY_PREVIEW_CHARS;
  return (
    <article
      id={`news-${item.id}`}
      aria-labelledby={`news-${item.id}-title`}
      className={cn("grid gap-3 rounded-xl border bg-card p-5 shadow-sm", featured && "ring-2 ring-primary")}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant="outline">{NEWS_CATEGORY_LABELS[item.category]}</Badge>
        {isTrendingNews(item.likes) ? (
          <Badge variant="secondary">
            <Icon name="flame" className="size-3" /> Trending
          </Badge>
        ) : null}
        <span className="text-muted-foreground">
          {item.source} · <time dateTime={item.createdAt}>{timeAgo(new Date(item.createdAt), now)}</time>
        </span>
      </div>
      <h2 id={`news-${item.id}-title`} className="text-xl font-semibold leading-snug">
        <Link to={`/news?id=${item.id}`} className="hover:underline">
          {item.title}
        </Link>
      </h2>
      {item.imageUrl ? (
        <figure className="grid gap-1">
          <FallbackImage
            src={item.imageUrl}
            alt={item.imageCaption ?? item.title}
            onFailure="message"
            className="max-h-96 w-full rounded-lg object-cover"
          />
          {item.imageCaption ? (
            <figcaption className="text-xs text-muted-foreground">{item.imageCaption}</figcaption>
          ) : null}
        </figure>
      ) : null}
      {item.videoUrl ? <EmbeddedVideo src={item.videoUrl} title={`Video: ${item.title}`} lazy /> : null}
      <p className="whitespace-pre-wrap break-words leading-relaxed">
        {long && !expanded ? `${item.body.slice(0, BODY_PREVIEW_CHARS)}…` : item.body}
      </p>
      {long ? (
        <Button
          type="button"
          variant="link"
          className="justify-self-start px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show less" : "Read more"}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-1 border-t pt-2 text-sm">
        <NewsReactions item={item} signedIn={signedIn} />
        <shareToggle.Form method="post" action="/news">
          <input type="hidden" name="intent" value={shared ? "unshare" : "share"} />
          <input type="hidden" name="newsId" value={item.id} />
          <Button type="submit" variant="ghost" size="sm" aria-pressed={shared} disabled={!signedIn}>
            <Icon name="repeat-2" className={cn("size-4", shared && "text-primary")} />
            <span className="sr-only">Share to your followers, </span>
            {formatCount(shares)}
          </Button>
        </shareToggle.Form>
        <span className="px-2 text-muted-foreground">
          {formatCount(item.commentCount)} {item.commentCount === 1 ? "comment" : "comments"}
        </span>
        <div className="ml-auto">{share}</div>
      </div>
      <NewsComments item={item} now={now} signedIn={signedIn} />
    </article>
  );
}

function NewsComments({ item, now, signedIn }: { item: NewsItem; now: Date; signedIn: boolean }) {
  const remove = useFetcher<{ ok: boolean; message: string }>();
  useReplyToast(remove);
  return (
    <section aria-label={`Comments on ${item.title}`} className="grid gap-3">
      {item.comments.length > 0 ? (
        <ul className="grid gap-2">
          {item.comments.map((comment) => (
            <li key={comment.id} className="flex gap-2">
              <FallbackImage
                src={comment.author.imageUrl}
                fallback="/images/default-avatar.svg"
                alt=""
                width={32}
                height={32}
                className="size-8 shrink-0 rounded-full object-cover"
              />
              <div className="grid flex-1 gap-0.5 rounded-lg bg-muted/60 px-3 py-2 text-sm">
                <p>
                  <Link to={`/profile/${comment.author.profileId}`} className="font-semibold hover:underline">
                    {comment.author.name}
                  </Link>{" "}
                  <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                    {timeAgo(new Date(comment.createdAt), now)}
                  </time>
                </p>
                <p className="whitespace-pre-wrap break-words">{comment.body}</p>
                {comment.mine ? (
                  <remove.Form method="post" action="/news">
                    <input type="hidden" name="intent" value="delete-comment" />
                    <input type="hidden" name="commentId" value={comment.id} />
                    <Button type="submit" variant="ghost" size="sm" className="h-7 px-2">
                      <Icon name="trash" className="size-3.5" /> Delete
                      <span className="sr-only"> comment</span>
                    </Button>
                  </remove.Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {signedIn ? (
        <CommentBox
          action="/news"
          fields={{ intent: "comment", newsId: String(item.id) }}
          label="Comment on this story"
          placeholder="Add a comment…"
          maxLength={1000}
        />
      ) : null}
    </section>
  );
}
