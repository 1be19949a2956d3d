import { asc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cities } from "~/db/schema";

export type City = typeof cities.$inferSelect;

/** All cities in the spec's order (India first, then the other countries). */
export async function listCities(): Promise<City[]> {
  return getDb().select().from(cities).orderBy(asc(cities.sortOrder));
}
