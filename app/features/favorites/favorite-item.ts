import type { FavoriteKind as StoredFavoriteKind } from "~/db/schema/social";

/**
 * The kinds of thing a person can save. A copy of the schema's list, because
 * this module is shipped to the browser and the schema module (drizzle) is not;
 * the check below fails the typecheck if the two ever drift apart.
 */
export const FAVORITE_KINDS = ["profile", "job", "audition", "collaboration"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatchSchema: Same<FavoriteKind, StoredFavoriteKind> = true;
void kindsMatchSchema;

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return typeof value === "string" && (FAVORITE_KINDS as readonly string[]).includes(value);
}

/**
 * A saved item as "My Favorites" shows it: the favourite item of spec part 1,
 * section 3 (its `type` is the kind), plus the page it links to and when it
 * was saved.
 */
export type FavoriteItem = {
  type: FavoriteKind;
  id: string;
  name: string;
  role: string | null;
  location: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  company: string | null;
  skills: string[];
  availability: string | null;
  href: string;
  /** ISO time; a string so it crosses the loader boundary unchanged. */
  savedAt: string;
};

/** What each kind is called on a favourite's card. */
export const FAVORITE_KIND_LABELS: Record<FavoriteKind, string> = {
  profile: "Talent",
  job: "Job",
  audition: "Audition",
  collaboration: "Project",
};

/** One string per saved item, for "is this saved?" lookups while rendering Save / Saved. */
export function favoriteKey(kind: FavoriteKind, itemId: string): string {
  return `${kind}:${itemId}`;
}

/** Ids are numbers today and may be slugs or uuids for later kinds; never anything that needs escaping. */
/** How many saved items one merge (and this browser's list) may hold; past this, the oldest go. */
export const LOCAL_FAVORITES_MAX = 200;

export const ITEM_ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A Save button's own value ("save job 8"): before the page's scripts run,
 * the buttons submit the page's one favourites form (`FavoritesForm`), each
 * saying in its value what it saves, instead of each card carrying a form of
 * hidden fields. /api/favorites reads it back (`favoriteButtonFields`).
 */
export function favoriteButtonValue(intent: "save" | "remove", kind: FavoriteKind, itemId: string): string {
  return `${intent} ${kind} ${itemId}`;
}

/** The fields a Save button's value stands for; anything else is left for the form's own check to refuse. */
export function favoriteButtonFields(value: string): { intent: string; kind: string; itemId: string } | null {
  const [intent, kind, itemId, ...rest] = value.split(" ");
  if (!intent || !kind || !itemId || rest.length > 0) return null;
  return { intent, kind, itemId };
}

/** What /api/favorites answers a Save button or the merge (the `_json` callers). */
export type FavoriteReply =
  | {
      ok: true;
      intent: "save" | "remove";
      kind: FavoriteKind;
      itemId: string;
      saved: boolean;
      message: string;
    }
  | { ok: true; intent: "merge"; added: number; skipped: number; message: string }
  | { ok: false; message: string };
