import { and, asc, count, desc, eq, not } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions, profiles } from "~/db/schema";
import { openPostings, shownPostings } from "~/features/postings/posting-tables.server";
import { type AuditionCard, auditionCardColumns, toAuditionCard } from "./list-auditions.server";

/** At most this many of each on a city's auditions page; the audition list has the rest. */
export const CITY_AUDITIONS_LIMIT = 24;

/**
 * A city's auditions for its pages: upcoming (soonest first, open ones) and
 * past (latest first, or closed early), each at most `limit`, with how many
 * are upcoming in all. Online auditions count for the city casting them.
 */
export async function listCityAuditions(
  db: Database,
  cityId: string,
  { limit = CITY_AUDITIONS_LIMIT, past = true }: { limit?: number; past?: boolean } = {},
  now = new Date(),
): Promise<{ upcoming: AuditionCard[]; past: AuditionCard[]; upcomingCount: number }> {
  // A city page is the same for everyone: never a suspended member's auditions.
  const inCity = and(eq(auditions.cityId, cityId), shownPostings("audition", null));
  const open = and(inCity, openPostings("audition", now));
  const select = () =>
    db
      .select(auditionCardColumns)
      .from(auditions)
      .leftJoin(profiles, eq(profiles.userId, auditions.posterId));
  const [upcomingRows, pastRows, [counted]] = await Promise.all([
    select().where(open).orderBy(asc(auditions.date), asc(auditions.id)).limit(limit),
    past
      ? select()
          .where(and(inCity, not(openPostings("audition", now))))
          .orderBy(desc(auditions.date), desc(auditions.id))
          .limit(limit)
      : [],
    db.select({ n: count() }).from(auditions).where(open),
  ]);
  return {
    upcoming: upcomingRows.map((row) => toAuditionCard(row, null, null)),
    past: pastRows.map((row) => toAuditionCard(row, null, null)),
    upcomingCount: counted?.n ?? 0,
  };
}
