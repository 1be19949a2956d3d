import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { FeedAuthor } from "../list-feed.server";

type Reply = { ok: boolean; message: string };

export function AuthorAvatar({ author, size }: { author: FeedAuthor; size: string }) {
  return (
    <FallbackImage
      src={author.imageUrl}
      fallback="/images/default-avatar.svg"
      alt=""
      width={44}
      height={44}
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  );
}

/** Calls `then` once each time the fetcher's write has come back successfully. */
export function useChangedAfter(fetcher: { state: string; data?: Reply }, then: () => void) {
  const seen = useRef<Reply | undefined>(undefined);
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    if (fetcher.data.ok) latest.current();
  }, [fetcher.state, fetcher.data]);
}

export function DeleteButton({
  intent,
  field,
  id,
  what,
  postId,
  onChanged,
}: {
  intent: string;
  field: string;
  id: number;
  what: string;
  postId: number;
  onChanged: (postId: number) => void;
}) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  useChangedAfter(fetcher, () => onChanged(postId));
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, () => ({
    title: `Delete this ${what}?`,
    description: "This cannot be undone.",
    confirmLabel: "Delete",
  }));
  return (
    <fetcher.Form method="post" action="/feed" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
        <Icon name="trash" className="size-4" /> Delete<span className="sr-only"> {what}</span>
      </Button>
      {dialog}
    </fetcher.Form>
  );
}
