import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/features/accounts/safe-redirect";
import { requireUser } from "~/features/accounts/session.server";
import type { FavoriteReply } from "~/features/favorites/favorite-item";
import { FAVORITE_MESSAGES, FAVORITE_TOASTS } from "~/features/favorites/favorite-messages";
import { favoriteActionSchema, parseEntriesJson } from "~/features/favorites/favorite-schemas";
import {
  isOverFavoriteWriteLimit,
  mergeFavorites,
  removeFavorite,
  saveFavorite,
} from "~/features/favorites/favorites.server";
import { setFlashToast } from "~/features/toast/flash-toast.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/favorites";

export const loader = () => methodNotAllowed();

/**
 * Saves, removes and merges the signed-in account's favourites.
 *
 * Two kinds of caller, told apart by one field: the app's own buttons (fetchers)
 * add `_json=1` once hydrated and get JSON back, because a redirect would move a
 * fetcher's whole page. A plain form post (no JavaScript yet) has no such field
 * and is sent back to its same-site `redirectTo` with a flash toast.
 * Malformed input is a 400 either way; only a person tampering gets one.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const answer = replier(form.get("_json") === "1", safeRedirectPath(form.get("redirectTo"), "/"));

  // Signed-out visitors keep favourites in the browser and never post here;
  // anyone who does is sent to sign in and back to the page they came from.
  const user = await requireUser(request);

  const parsed = favoriteActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? FAVORITE_MESSAGES.unknownIntent;
    return data<FavoriteReply>({ ok: false, message }, 400);
  }
  const input = parsed.data;
  const entries = input.intent === "merge" ? parseEntriesJson(input.entries) : null;
  if (input.intent === "merge" && !entries) {
    return data<FavoriteReply>({ ok: false, message: FAVORITE_MESSAGES.badEntries }, 400);
  }

  if (await isOverFavoriteWriteLimit(user.id)) return answer.refuse(429, FAVORITE_MESSAGES.slowDown);

  if (input.intent === "merge") {
    const { added, skipped } = await mergeFavorites(user.id, entries ?? []);
    return answer.done({
      ok: true,
      intent: "merge",
      added,
      skipped,
      message: added > 0 ? FAVORITE_MESSAGES.merged : "",
    });
  }

  const { intent, kind, itemId } = input;
  if (intent === "save") {
    const saved = await saveFavorite(user.id, kind, itemId);
    if (!saved.ok) return answer.refuse(saved.status, saved.message);
  } else {
    await removeFavorite(user.id, kind, itemId);
  }
  const message = intent === "save" ? FAVORITE_TOASTS[kind].saved : FAVORITE_TOASTS[kind].removed;
  return answer.done({ ok: true, intent, kind, itemId, saved: intent === "save", message });
}

/** Answers in JSON for fetchers, or with a redirect and a flash toast for plain form posts. */
function replier(asJson: boolean, back: string) {
  return {
    async done(reply: FavoriteReply & { ok: true }) {
      if (asJson) return data<FavoriteReply>(reply);
      const cookie = reply.message ? await setFlashToast({ type: "success", title: reply.message }) : null;
      return redirect(back, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
    },
    async refuse(status: number, message: string) {
      if (asJson) return data<FavoriteReply>({ ok: false, message }, status);
      return redirect(back, {
        headers: { "Set-Cookie": await setFlashToast({ type: "error", title: message }) },
      });
    },
  };
}
