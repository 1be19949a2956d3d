import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { safeRedirectPath } from "~/features/accounts/safe-redirect";
import { memberOf } from "~/features/accounts/viewer.server";
import { type FavoriteReply, favoriteButtonFields } from "~/features/favorites/favorite-item";
import { FAVORITE_MESSAGES, FAVORITE_TOASTS } from "~/features/favorites/favorite-messages";
import { favoriteActionSchema, parseEntriesJson } from "~/features/favorites/favorite-schemas";
import { mergeFavorites, removeFavorite, saveFavorite } from "~/features/favorites/favorites.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { messageReply, serviceErrorOf } from "~/lib/service-error-reply.server";
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
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const answer = replier(form.get("_json") === "1", safeRedirectPath(form.get("redirectTo"), "/"));

  // Signed-out visitors keep favourites in the browser and never post here;
  // anyone who does is sent to sign in and back to the page they came from.
  const user = memberOf(context);

  const fields = Object.fromEntries(form);
  // A Save button pressed before the page's scripts ran says what it saves in its own value.
  const pressed = typeof fields.favorite === "string" ? favoriteButtonFields(fields.favorite) : null;
  const parsed = favoriteActionSchema.safeParse(pressed ? { ...fields, ...pressed } : fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? FAVORITE_MESSAGES.unknownIntent;
    return data<FavoriteReply>({ ok: false, message }, 400);
  }
  const input = parsed.data;
  const entries = input.intent === "merge" ? parseEntriesJson(input.entries) : null;
  if (input.intent === "merge" && !entries) {
    return data<FavoriteReply>({ ok: false, message: FAVORITE_MESSAGES.badEntries }, 400);
  }

  const db = getDb();
  try {
    if (input.intent === "merge") {
      const { added, skipped } = await mergeFavorites(db, user.id, entries ?? []);
      return await answer.done({
        ok: true,
        intent: "merge",
        added,
        skipped,
        message: added > 0 ? FAVORITE_MESSAGES.merged : "",
      });
    }
    const { intent, kind, itemId } = input;
    if (intent === "save") await saveFavorite(db, user.id, kind, itemId);
    else await removeFavorite(db, user.id, kind, itemId);
    const message = intent === "save" ? FAVORITE_TOASTS[kind].saved : FAVORITE_TOASTS[kind].removed;
    return await answer.done({ ok: true, intent, kind, itemId, saved: intent === "save", message });
  } catch (thrown) {
    return answer.refuse(thrown);
  }
}

/** Answers in JSON for fetchers, or with a redirect and a flash toast for plain form posts. */
function replier(asJson: boolean, back: string) {
  return {
    async done(reply: FavoriteReply & { ok: true }) {
      if (asJson) return data<FavoriteReply>(reply);
      const cookie = reply.message ? await setFlashToast({ type: "success", title: reply.message }) : null;
      return redirect(back, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
    },
    /** A service's refusal (anything else is thrown on, to the error boundary). */
    async refuse(thrown: unknown) {
      if (asJson) return messageReply(thrown);
      const { message } = serviceErrorOf(thrown);
      return redirect(back, {
        headers: { "Set-Cookie": await setFlashToast({ type: "error", title: message }) },
      });
    },
  };
}
