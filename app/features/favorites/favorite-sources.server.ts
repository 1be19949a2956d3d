import type { Database } from "~/db/client.server";
import type { FavoriteKind } from "./favorite-item";
import { auditionSource } from "./sources/audition-source.server";
import type { FavoriteSource, FavoriteSourceItem } from "./sources/favorite-source";
import { jobSource } from "./sources/job-source.server";
import { profileSource } from "./sources/profile-source.server";
import { projectSource } from "./sources/project-source.server";

/** Where each kind's items come from. */
const FAVORITE_SOURCES: Record<FavoriteKind, FavoriteSource> = {
  profile: profileSource,
  audition: auditionSource,
  job: jobSource,
  collaboration: projectSource,
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
