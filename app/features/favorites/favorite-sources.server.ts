import type { FavoriteItem, FavoriteKind } from "./favorite-item";
import { auditionSource } from "./sources/audition-source.server";
import { profileSource } from "./sources/profile-source.server";

/** An item as its source knows it; when it was saved comes from the favourites row. */
export type FavoriteSourceItem = Omit<FavoriteItem, "savedAt">;

export type FavoriteSource = {
  /**
   * The items among `ids` that exist now, in any order. An unknown or
   * malformed id is simply not returned: never an error, never a made-up item.
   */
  find(ids: readonly string[]): Promise<FavoriteSourceItem[]>;
};

/**
 * Where each kind's items come from. Jobs and collaboration projects have no
 * tables yet: the issue that adds them registers their sources here (and adds
 * Save buttons); until then, saving one is refused like any unknown item.
 */
const FAVORITE_SOURCES: Partial<Record<FavoriteKind, FavoriteSource>> = {
  profile: profileSource,
  audition: auditionSource,
};

export function favoriteSourceFor(kind: FavoriteKind): FavoriteSource | null {
  return FAVORITE_SOURCES[kind] ?? null;
}

/** The existing items of one kind among `ids`, by id. */
export async function findFavoriteItems(
  kind: FavoriteKind,
  ids: readonly string[],
): Promise<Map<string, FavoriteSourceItem>> {
  const source = favoriteSourceFor(kind);
  if (!source || ids.length === 0) return new Map();
  const items = await source.find(ids);
  return new Map(items.map((item) => [item.id, item]));
}
