import { asc, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cities } from "~/db/schema";
import { ReadCache } from "~/lib/read-cache.server";

export type City = typeof cities.$inferSelect;

/** Read on every home page; kept for a few seconds (app/lib/read-cache.server.ts). Callers must not change it. */
const allCities = new ReadCache<City[]>("cities", 1);

/**
 * All cities in the order of app/constants/cities.ts (India first, then the other countries), without
 * retired ones (decision 026).
 */
export function listCities(db: Database): Promise<City[]> {
  return allCities.read("all", () =>
    db.select().from(cities).where(isNull(cities.retiredAt)).orderBy(asc(cities.sortOrder)),
  );
}
