import { eq } from "drizzle-orm";
import { CATEGORIES } from "~/constants/categories";
import { CITIES } from "~/constants/cities";
import type { Database } from "../client.server";
import { appMeta, auditions, categories, cities, profiles } from "../schema";
import { SAMPLE_AUDITIONS } from "./data/auditions";
import { SAMPLE_PROFILES } from "./data/profiles";
import { buildAudition } from "./factories";

/** Bump when the seed gains data that existing databases should receive. */
export const SEED_VERSION = "1";
const SEED_KEY = "seed_version";

/**
 * Loads the spec's sample data once. Reference data (cities, categories) is
 * upserted by key so a re-run never duplicates it; sample rows are written
 * only the first time, so a restart keeps everything users wrote.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<"seeded" | "already-seeded"> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (marker?.value === SEED_VERSION) return "already-seeded";

  await db.transaction(async (tx) => {
    await tx
      .insert(cities)
      .values(CITIES.map((city, index) => ({ ...city, sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(CATEGORIES.map((category, index) => ({ ...category, sortOrder: index })))
      .onConflictDoNothing();
    if (!marker) {
      await tx.insert(profiles).values(SAMPLE_PROFILES).onConflictDoNothing();
      await tx.insert(auditions).values(SAMPLE_AUDITIONS.map((seed) => buildAudition(seed, now)));
    }
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: now } });
  });
  return "seeded";
}
