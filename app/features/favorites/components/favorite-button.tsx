import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { useViewer } from "~/features/accounts/use-viewer";
import { cn } from "~/lib/utils";
import { type FavoriteKind, type FavoriteReply, favoriteButtonValue } from "../favorite-item";
import { FAVORITE_MESSAGES, FAVORITE_TOASTS } from "../favorite-messages";
import { addLocalFavorite, hasLocalFavorite, removeLocalFavorite } from "../local-favorites";
import { updateLocalFavorites, useLocalFavorites } from "../use-local-favorites";
import { FAVORITES_FORM_ID } from "./favorites-form";

export type FavoriteButtonProps = {
  kind: FavoriteKind;
  itemId: string;
  /** Whether the signed-in viewer has it saved, from the page's loader (`favoriteKeysFor`). */
  initialSaved?: boolean;
  /** The item's name, read by screen readers after Save / Saved ("Save Priya Sharma"). */
  label?: string;
  className?: string;
  /** What a save says here instead of the kind's own words (the city page's job cards: CITY_JOB_SAVED). */
  savedWords?: { title: string; description: string };
};

/**
 * Save / Saved for a profile, job, audition or project. Signed in, it is
 * stored in the account; signed out, in this browser until sign-in merges it.
 * Without JavaScript the form posts to /api/favorites and comes back here.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const viewer = useViewer();
  return viewer ? <AccountFavoriteButton {...props} /> : <DeviceFavoriteButton {...props} />;
}

function AccountFavoriteButton({ initialSaved = false, savedWords, ...item }: FavoriteButtonProps) {
  const { kind, itemId } = item;
  const fetcher = useFetcher<FavoriteReply>();
  const [saved, setSaved] = useState(initialSaved);
  const handled = useRef<unknown>(null);
  // A page reload of the loader (after any save on the page) is the truth again.
  useEffect(() => setSaved(initialSaved), [initialSaved]);
  // While the request is out, show the state it asks for.
  const pending = fetcher.formData?.get("intent");
  const shownSaved = pending ? pending === "save" : saved;

  useEffect(() => {
    const result = fetcher.data;
    // The reply arrives before the page's loaders reload; toast it at once, as this button may then unmount.
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if (result.intent !== "merge") setSaved(result.saved);
    if (result.intent === "save" && savedWords) {
      toast.success(savedWords.title, { description: savedWords.description, duration: TIMING.pageToastMs });
    } else toast.success(result.message, { duration: TIMING.pageToastMs });
  }, [fetcher.state, fetcher.data, savedWords]);

  function onActivate(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    fetcher.submit(
      { intent: shownSaved ? "remove" : "save", kind, itemId, _json: "1" },
      { method: "post", action: "/api/favorites" },
    );
  }

  return <SaveButton {...item} saved={shownSaved} onActivate={onActivate} />;
}

function DeviceFavoriteButton({ initialSaved: _fromTheAccount, savedWords, ...item }: FavoriteButtonProps) {
  const { kind, itemId } = item;
  const saved = hasLocalFavorite(useLocalFavorites(), kind, itemId);

  function onActivate(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const stored = updateLocalFavorites((list) =>
      saved ? removeLocalFavorite(list, kind, itemId) : addLocalFavorite(list, kind, itemId),
    );
    if (!stored) toast.error(FAVORITE_MESSAGES.deviceUnavailable);
    else if (saved) toast.success(FAVORITE_TOASTS[kind].removed, { duration: TIMING.pageToastMs });
    else {
      toast.success(savedWords?.title ?? FAVORITE_TOASTS[kind].saved, {
        description: FAVORITE_MESSAGES.savedOnDevice,
      });
    }
  }

  return <SaveButton {...item} saved={saved} onActivate={onActivate} />;
}

function SaveButton({
  kind,
  itemId,
  saved,
  label,
  className,
  onActivate,
}: Omit<FavoriteButtonProps, "initialSaved"> & {
  saved: boolean;
  onActivate: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  // Talent is favourited (a heart); jobs, auditions and projects are bookmarked, as spec part 1, section 8
  // words them.
  const icon = kind === "profile" ? "heart" : "bookmark";
  return (
    <Button
      type="submit"
      form={FAVORITES_FORM_ID}
      name="favorite"
      value={favoriteButtonValue(saved ? "remove" : "save", kind, itemId)}
      onClick={onActivate}
      variant={saved ? "secondary" : "outline"}
      size="sm"
      aria-pressed={saved}
      className={cn(className)}
    >
      <Icon name={icon} className={cn("size-4", saved && "fill-current")} />
      {saved ? "Saved" : "Save"}
      {label ? <span className="sr-only"> {label}</span> : null}
    </Button>
  );
}
