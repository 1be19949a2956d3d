import { and, asc, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions } from "~/db/schema";
import { roleNamesOf } from "~/features/postings/posting-roles.server";
import { listedPostings } from "~/features/postings/posting-tables.server";
import { ReadCache } from "~/lib/read-cache.server";

export type UpcomingAudition = { id: number; title: string; date: string; role: string; location: string };

/**
 * Upcoming auditions grouped by city id, at most `perCity` each, soonest
 * first: the home page's results panel for whichever city the visitor picks.
 */
export function listUpcomingAuditionsByCity(
  db: Database,
  perCity: number,
  now?: Date,
): Promise<Record<string, UpcomingAudition[]>> {
  if (now) return readUpcomingByCity(db, perCity, now);
  return upcomingByCity.read(String(perCity), () => readUpcomingByCity(db, perCity, new Date()));
}

/** Read on every home page; kept for a few seconds (app/lib/read-cache.server.ts). Callers must not change it. */
const upcomingByCity = new ReadCache<Record<string, UpcomingAudition[]>>("upcoming auditions", 8);

async function readUpcomingByCity(db: Database, perCity: number, now: Date) {
  // The first `perCity` of each city, numbered in the database: never every upcoming audition.
  const ranked = db
    .select({
      id: auditions.id,
      title: auditions.title,
      date: auditions.date,
      roles: roleNamesOf("audition").as("roles"),
      location: auditions.location,
      cityId: auditions.cityId,
      rank: sql<number>`row_number() over (partition by ${auditions.cityId} order by ${auditions.date}, ${auditions.id})`.as(
        "rank",
      ),
    })
    .from(auditions)
    .where(and(isNotNull(auditions.cityId), listedPostings("audition", now)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCity))
    .orderBy(asc(ranked.date), asc(ranked.id));

  const byCity: Record<string, UpcomingAudition[]> = {};
  for (const row of rows) {
    const list = byCity[row.cityId!] ?? [];
    byCity[row.cityId!] = list;
    list.push({
      id: row.id,
      title: row.title,
      date: row.date.toISOString(),
      role: row.roles[0] ?? "Open role",
      location: row.location,
    });
  }
  return byCity;
}
