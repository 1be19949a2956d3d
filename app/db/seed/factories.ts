import type { Database } from "../client.server";
import { auditions, type categories, type cities, profiles } from "../schema";

/**
 * Builders for rows, shared by the seed and the tests so that both make data
 * the same way. Each takes the fields that matter and fills the rest.
 */

export type NewCity = typeof cities.$inferInsert;
export type NewCategory = typeof categories.$inferInsert;
export type NewProfile = Omit<typeof profiles.$inferInsert, "id" | "createdAt">;
export type NewAudition = typeof auditions.$inferInsert;
/** Seed auditions give their date relative to the day the seed runs, so they stay upcoming. */
export type NewAuditionSeed = Omit<NewAudition, "date" | "id" | "createdAt"> & { daysFromNow: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildAudition(seed: NewAuditionSeed, now = new Date()): NewAudition {
  const { daysFromNow, ...rest } = seed;
  const date = new Date(now.getTime() + daysFromNow * DAY_MS);
  date.setUTCHours(5, 30, 0, 0); // 11:00 in India
  return { ...rest, date };
}

let uniqueCounter = 0;
/** A unique suffix for test data that must not collide across runs on a shared PostgreSQL. */
export function uniqueSuffix() {
  uniqueCounter += 1;
  return `${Date.now().toString(36)}${uniqueCounter}${Math.random().toString(36).slice(2, 6)}`;
}

export async function createProfile(db: Database, overrides: Partial<NewProfile> = {}) {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(profiles)
    .values({
      username: `test-person-${suffix}`,
      name: "Test Person",
      role: "Actor",
      location: "Mumbai, Maharashtra",
      cityId: "mumbai",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createAudition(db: Database, seed: Partial<NewAuditionSeed> = {}, now = new Date()) {
  const [row] = await db
    .insert(auditions)
    .values(
      buildAudition(
        {
          title: "Lead role audition",
          project: "Untitled feature",
          company: "Test Films",
          daysFromNow: 10,
          location: "Andheri West, Mumbai",
          cityId: "mumbai",
          type: "In-person",
          description: "",
          roles: ["Lead"],
          ...seed,
        },
        now,
      ),
    )
    .returning();
  return row!;
}
