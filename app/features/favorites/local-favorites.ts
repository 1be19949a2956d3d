import {
  type FavoriteKind,
  favoriteKey,
  ITEM_ID_SHAPE,
  isFavoriteKind,
  LOCAL_FAVORITES_MAX,
} from "./favorite-item";

/**
 * Favourites of a signed-out visitor, kept in this browser (the localStorage
 * key of spec part 1, section 4) until they sign in and the list is merged
 * into the account. Storage may be missing, full, blocked or hold anything at
 * all, so every function here copes and none throws.
 */
export const LOCAL_FAVORITES_KEY = "favorites";

export type LocalFavorite = { kind: FavoriteKind; id: string; savedAt: string };
type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

/** The valid entries of a stored value, newest first as stored, without repeats; junk gives []. */
export function parseLocalFavorites(raw: string | null | undefined): LocalFavorite[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: LocalFavorite[] = [];
  for (const entry of value) {
    const parsed = readEntry(entry);
    if (!parsed) continue;
    const key = favoriteKey(parsed.kind, parsed.id);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(parsed);
    if (list.length === LOCAL_FAVORITES_MAX) break;
  }
  return list;
}

export function hasLocalFavorite(list: readonly LocalFavorite[], kind: FavoriteKind, id: string): boolean {
  return list.some((entry) => entry.kind === kind && entry.id === id);
}

/** Adds to the front (newest first); an item already there is not added twice. */
export function addLocalFavorite(
  list: readonly LocalFavorite[],
  kind: FavoriteKind,
  id: string,
  now = new Date(),
): LocalFavorite[] {
  if (hasLocalFavorite(list, kind, id)) return [...list];
  return [{ kind, id, savedAt: now.toISOString() }, ...list].slice(0, LOCAL_FAVORITES_MAX);
}

export function removeLocalFavorite(list: readonly LocalFavorite[], kind: FavoriteKind, id: string) {
  return list.filter((entry) => entry.kind !== kind || entry.id !== id);
}

/** The browser's localStorage, or null where it is missing or blocked (merely touching it can throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw stored value, or null when there is none or it cannot be read. */
export function readLocalFavoritesRaw(storage: ReadableStorage | null): string | null {
  try {
    return storage?.getItem(LOCAL_FAVORITES_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readLocalFavorites(storage: ReadableStorage | null): LocalFavorite[] {
  return parseLocalFavorites(readLocalFavoritesRaw(storage));
}

/** Stores the list (an empty one removes the key); false when the browser would not let us. */
export function writeLocalFavorites(
  storage: WritableStorage | null,
  list: readonly LocalFavorite[],
): boolean {
  if (!storage) return false;
  try {
    if (list.length === 0) storage.removeItem(LOCAL_FAVORITES_KEY);
    else storage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/**
 * One stored entry, the same rules as the server's `favoriteEntrySchema`
 * (kind or the `type` of spec part 1, section 3, an id of the item-id shape,
 * numbers allowed), written by hand because this runs on every page and zod
 * would add ~28 KB of JavaScript to each. The server checks merged entries with the schema.
 */
function readEntry(value: unknown): LocalFavorite | null {
  if (!value || typeof value !== "object") return null;
  const entry = value as { kind?: unknown; type?: unknown; id?: unknown; savedAt?: unknown };
  const kind = entry.kind ?? entry.type;
  const id =
    typeof entry.id === "number" && Number.isSafeInteger(entry.id)
      ? String(entry.id)
      : typeof entry.id === "string"
        ? entry.id.trim()
        : null;
  if (!isFavoriteKind(kind) || id === null || !ITEM_ID_SHAPE.test(id)) return null;
  const savedAt = typeof entry.savedAt === "string" && entry.savedAt.length <= 40 ? entry.savedAt : "";
  return { kind, id, savedAt };
}
