import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { searchTerms } from "~/db/schema";
import { type ClientFacts, limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { ReadCache } from "~/lib/read-cache.server";
import { TRENDING_SEARCHES_SHOWN } from "./search-suggestions";
import { searchWords } from "./search-words";

/** A search counts toward trending only if this many were made in the window. */
export const TRENDING_MIN_SEARCHES = 3;
const TRENDING_WINDOW_DAYS = 7;
const TERM_MAX_CHARS = 60;

/**
 * The form a search is counted under: its words, lower-cased, single-spaced.
 * Null when it has none or is too long to be a search anyone else repeats.
 */
export function searchTermOf(text: string): string | null {
  const term = searchWords(text).join(" ");
  return term.length >= 2 && term.length <= TERM_MAX_CHARS ? term : null;
}

/**
 * Counts a search someone made (they submitted it; typing is not counted) for
 * today's trending list. Only the words and a count are stored, never who
 * searched; one address counts a limited number of searches, so nobody can
 * push a term up alone. Being over that limit never stops the search itself.
 */
export async function recordSearch(db: Database, sender: ClientFacts, text: string): Promise<void> {
  const term = searchTermOf(text);
  if (!term) return;
  const { limited } = await hitLimit(
    db,
    `search-terms:ip:${limitAddress(sender.ipAddress)}`,
    LIMITS.searchTermsPerAddress,
  );
  if (limited) return;
  await db
    .insert(searchTerms)
    .values({ day: sql`current_date`, term })
    .onConflictDoUpdate({
      target: [searchTerms.day, searchTerms.term],
      set: { searches: sql`${searchTerms.searches} + 1` },
    });
}

/** Read on every /discover page; kept for a few seconds (decision 025). */
const trendingCache = new ReadCache<string[]>("trending searches", 1);

/** The most searched terms of the last 7 days that at least 3 searches share. */
export function listTrendingSearches(db: Database): Promise<string[]> {
  return trendingCache.read("all", async () => {
    const rows = await db
      .select({ term: searchTerms.term, searches: sql<number>`sum(${searchTerms.searches})::int` })
      .from(searchTerms)
      .where(gte(searchTerms.day, sql`current_date - ${TRENDING_WINDOW_DAYS - 1}::int`))
      .groupBy(searchTerms.term)
      .having(sql`sum(${searchTerms.searches}) >= ${TRENDING_MIN_SEARCHES}`)
      .orderBy(desc(sql`sum(${searchTerms.searches})`), searchTerms.term)
      .limit(TRENDING_SEARCHES_SHOWN * 2);
    return rows.map((row) => row.term);
  });
}
