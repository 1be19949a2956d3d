import type { Database } from "~/db/client.server";
import type { FavoriteKind } from "./favorite-item";
import { auditionSource } from "./sources/audition-source.server";
import type { FavoriteSource, FavoriteSourceItem } from "./sources/favorite-source";
import { profileSource } from "./sources/profile-source.server";

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
  db: Database,
  kind: FavoriteKind,
  ids: readonly string[],
): Promise<Map<string, FavoriteSourceItem>> {
  const source = favoriteSourceFor(kind);
  if (!source || ids.length === 0) return new Map();
  const items = await source.find(db, ids);
  return new Map(items.map((item) => [item.id, item]));
}
