import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatCount } from "~/lib/format-count";
import { cn } from "~/lib/utils";
import type { NewsItem } from "../list-news.server";
import { nextReaction, type Reaction } from "../news-rules";

/**
 * Like and Dislike of one news item (one or the other, spec part 2). A click
 * shows what it will make at once; the server's figures follow. One reaction
 * is on its way at a time: a click while one is (Like, then Dislike, on a slow
 * phone) waits for it and goes next, so the server stores the last click. Sent
 * together, the second could be stored first, and the first would win.
 */
export function NewsReactions({ item, signedIn }: { item: NewsItem; signedIn: boolean }) {
  const react = useFetcher<{ ok: boolean; message: string }>();
  // The reaction chosen while another was on its way; undefined when none waits.
  const [waiting, setWaiting] = useState<Reaction | undefined>(undefined);
  const sending = react.formData?.get("reaction");
  const shown: Reaction =
    waiting !== undefined
      ? waiting
      : sending === undefined || sending === null
        ? item.myReaction
        : sending === "none"
          ? null
          : (sending as Reaction);

  const { state, submit } = react;
  useEffect(() => {
    if (state !== "idle" || waiting === undefined) return;
    setWaiting(undefined);
    if (waiting === item.myReaction) return;
    submit(
      { intent: "react", newsId: String(item.id), reaction: waiting ?? "none" },
      { method: "post", action: "/news" },
    );
  }, [state, submit, waiting, item.id, item.myReaction]);

  const onSubmit = (event: FormEvent<HTMLFormElement>, button: "like" | "dislike") => {
    if (state === "idle") return;
    event.preventDefault();
    setWaiting(nextReaction(shown, button));
  };

  const likes = item.likes + (shown === "like" ? 1 : 0) - (item.myReaction === "like" ? 1 : 0);
  const dislikes = item.dislikes + (shown === "dislike" ? 1 : 0) - (item.myReaction === "dislike" ? 1 : 0);
  return (["like", "dislike"] as const).map((button) => (
    <react.Form key={button} method="post" action="/news" onSubmit={(event) => onSubmit(event, button)}>
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="newsId" value={item.id} />
      <input type="hidden" name="reaction" value={nextReaction(shown, button) ?? "none"} />
      <Button type="submit" variant="ghost" size="sm" aria-pressed={shown === button} disabled={!signedIn}>
        {button === "like" ? (
          <Icon name="thumbs-up" className={cn("size-4", shown === "like" && "fill-primary text-primary")} />
        ) : (
          <Icon name="thumbs-down" className={cn("size-4", shown === "dislike" && "fill-foreground")} />
        )}
        <span className="sr-only">{button === "like" ? "Like" : "Dislike"}, </span>
        {formatCount(button === "like" ? likes : dislikes)}
      </Button>
    </react.Form>
  ));
}
