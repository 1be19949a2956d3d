import { X } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { FavoriteItem, FavoriteReply } from "../favorite-item";

/** Unsaves one item from My Favorites; the list hides it at once (see useRemovingFavorites). */
export function RemoveFavoriteButton({ item }: { item: FavoriteItem }) {
  const fetcher = useFetcher<FavoriteReply>();
  const location = useLocation();
  // Toasted as soon as the reply is in: once the page's data reloads, this card is gone.
  useReplyToast(fetcher);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fetcher.submit(
      { intent: "remove", kind: item.type, itemId: item.id, _json: "1" },
      { method: "post", action: "/api/favorites" },
    );
  }

  return (
    <Form method="post" action="/api/favorites" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="kind" value={item.type} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={fetcher.state !== "idle"}
      >
        <X className="size-4" aria-hidden />
        <span className="sr-only">{`Remove ${item.name} from favorites`}</span>
      </Button>
    </Form>
  );
}
