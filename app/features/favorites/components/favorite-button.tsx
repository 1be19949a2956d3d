import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { useViewer } from "~/features/accounts/use-viewer";
import { cn } from "~/lib/utils";
import type { FavoriteKind, FavoriteReply } from "../favorite-item";
import { FAVORITE_MESSAGES, FAVORITE_TOASTS } from "../favorite-messages";
import { addLocalFavorite, hasLocalFavorite, removeLocalFavorite } from "../local-favorites";
import { updateLocalFavorites, useLocalFavorites } from "../use-local-favorites";

export type FavoriteButtonProps = {
  kind: FavoriteKind;
  itemId: string;
  /** Whether the signed-in viewer has it saved, from the page's loader (`favoriteKeysFor`). */
  initialSaved?: boolean;
  /** The item's name, read by screen readers after Save / Saved ("Save Priya Sharma"). */
  label?: string;
  className?: string;
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

function AccountFavoriteButton({
  kind,
  itemId,
  initialSaved = false,
  label,
  className,
}: FavoriteButtonProps) {
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
    toast.success(result.message, { duration: TIMING.pageToastMs });
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    fetcher.submit(
      { intent: shownSaved ? "remove" : "save", kind, itemId, _json: "1" },
      { method: "post", action: "/api/favorites" },
    );
  }

  return (
    <SaveForm kind={kind} itemId={itemId} saved={shownSaved} onSubmit={onSubmit}>
      <SaveButtonFace kind={kind} saved={shownSaved} label={label} className={className} />
    </SaveForm>
  );
}

function DeviceFavoriteButton({ kind, itemId, label, className }: FavoriteButtonProps) {
  const saved = hasLocalFavorite(useLocalFavorites(), kind, itemId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stored = updateLocalFavorites((list) =>
      saved ? removeLocalFavorite(list, kind, itemId) : addLocalFavorite(list, kind, itemId),
    );
    if (!stored) toast.error(FAVORITE_MESSAGES.deviceUnavailable);
    else if (saved) toast.success(FAVORITE_TOASTS[kind].removed, { duration: TIMING.pageToastMs });
    else toast.success(FAVORITE_TOASTS[kind].saved, { description: FAVORITE_MESSAGES.savedOnDevice });
  }

  return (
    <SaveForm kind={kind} itemId={itemId} saved={saved} onSubmit={onSubmit}>
      <SaveButtonFace kind={kind} saved={saved} label={label} className={className} />
    </SaveForm>
  );
}

/**
 * A real form, so the button works before hydration (a signed-out visitor is
 * then asked to sign in). Hydrated, `onSubmit` takes over and adds `_json`.
 */
function SaveForm({
  kind,
  itemId,
  saved,
  onSubmit,
  children,
}: {
  kind: FavoriteKind;
  itemId: string;
  saved: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <Form method="post" action="/api/favorites" onSubmit={onSubmit} className="contents">
      <input type="hidden" name="intent" value={saved ? "remove" : "save"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </Form>
  );
}

function SaveButtonFace({
  kind,
  saved,
  label,
  className,
}: {
  kind: FavoriteKind;
  saved: boolean;
  label?: string;
  className?: string;
}) {
  // Talent is favourited (a heart); jobs, auditions and projects are bookmarked, as the spec words them.
  const icon = kind === "profile" ? "heart" : "bookmark";
  return (
    <Button
      type="submit"
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
