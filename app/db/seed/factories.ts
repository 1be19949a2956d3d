import type { auditions, profiles } from "../schema";

/**
 * Row shapes for the seed's sample data, and the builder that dates its
 * auditions. Tests insert their own rows with tests/factories, which builds
 * auditions with this same builder.
 */

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
