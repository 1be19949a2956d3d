import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useViewer } from "~/features/accounts/use-viewer";
import { type FavoriteReply, favoriteKey } from "../favorite-item";
import { browserStorage, type LocalFavorite, readLocalFavorites } from "../local-favorites";
import { updateLocalFavorites } from "../use-local-favorites";

/**
 * Once someone is signed in, moves what they saved in this browser while
 * signed out into their account, then forgets it here. Mounted once, in the
 * root layout, so it runs after any kind of sign-in (form, social, reload).
 * Renders nothing.
 */
export function MergeLocalFavorites() {
  const signedIn = useViewer() !== null;
  const fetcher = useFetcher<FavoriteReply>();
  const { submit } = fetcher;
  // What was sent, so only those entries are cleared; null until an attempt this session.
  const sent = useRef<LocalFavorite[] | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    // One attempt per sign-in: a failure (offline, rate limit) is retried on the next page load,
    // not in a loop on every reload of the root's data.
    if (!signedIn) {
      sent.current = null;
      return;
    }
    if (sent.current) return;
    const entries = readLocalFavorites(browserStorage());
    if (entries.length === 0) return;
    sent.current = entries;
    submit(
      { intent: "merge", entries: JSON.stringify(entries), _json: "1" },
      { method: "post", action: "/api/favorites" },
    );
  }, [signedIn, submit]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok || result.intent !== "merge") return;
    // Skipped entries (deleted items, junk) go too: sending them again would never succeed.
    const done = new Set((sent.current ?? []).map((entry) => favoriteKey(entry.kind, entry.id)));
    updateLocalFavorites((list) => list.filter((entry) => !done.has(favoriteKey(entry.kind, entry.id))));
    if (result.message) toast.success(result.message);
  }, [fetcher.state, fetcher.data]);

  return null;
}
