import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { type FavoriteReply, favoriteKey } from "../favorite-item";
import { browserStorage, type LocalFavorite, readLocalFavorites } from "../local-favorites";
import { updateLocalFavorites } from "../use-local-favorites";

/**
 * Moves what someone saved in this browser while signed out into their
 * account, then forgets it here. Mounted by MergeLocalFavorites
 * (merge-local-favorites.tsx) only while someone is signed in.
 * Renders nothing.
 */
export function LocalFavoritesMerge() {
  const fetcher = useFetcher<FavoriteReply>();
  const { submit } = fetcher;
  // What was sent, so only those entries are cleared; null until an attempt this sign-in
  // (signing out unmounts this component, so the next sign-in starts afresh).
  const sent = useRef<LocalFavorite[] | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    // One attempt per sign-in: a failure (offline, rate limit) is retried on the next page load,
    // not in a loop on every reload of the root's data.
    if (sent.current) return;
    const entries = readLocalFavorites(browserStorage());
    if (entries.length === 0) return;
    sent.current = entries;
    submit(
      { intent: "merge", entries: JSON.stringify(entries), _json: "1" },
      { method: "post", action: "/api/favorites" },
    );
  }, [submit]);

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
