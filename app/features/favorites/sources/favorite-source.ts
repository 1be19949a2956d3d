import type { Database } from "~/db/client.server";
import type { FavoriteItem } from "../favorite-item";

/*
 * The contract every kind's source meets, in a module of its own: the sources
 * and the registry that lists them (favorite-sources.server.ts) both import it,
 * so neither imports the other's file back (no import cycle).
 */

/** An item as its source knows it; when it was saved comes from the favourites row. */
export type FavoriteSourceItem = Omit<FavoriteItem, "savedAt">;

export type FavoriteSource = {
  /**
   * The items among `ids` that exist now, in any order. An unknown or
   * malformed id is simply not returned: never an error, never a made-up item.
   */
  find(db: Database, ids: readonly string[]): Promise<FavoriteSourceItem[]>;
};
