import crypto from "node:crypto";
import { desc, gte, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { searchTermSearchers, searchTerms } from "~/db/schema";
import { authSecret } from "~/features/accounts/auth-secret.server";
import { type ClientFacts, limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { ReadCache } from "~/lib/read-cache.server";
import { TRENDING_SEARCHES_SHOWN } from "./search-suggestions";
import { searchWords } from "./search-words";

/** A search trends only when this many different people (members or visitors' addresses) made it in the window. */
export const TRENDING_MIN_SEARCHERS = 3;
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
 * Who searched, as trending counts them: the member, or a visitor's address,
 * as a keyed hash (the secret that signs sessions), so the stored value names
 * nobody and cannot be matched to an account or address without the secret.
 */
function searcherKey(sender: ClientFacts, memberId: string | null) {
  const address = `address:${limitAddress(sender.ipAddress)}`;
  return { searcher: keyed(memberId ? `member:${memberId}` : address), address: keyed(address) };
}

function keyed(who: string) {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`search-terms:${who}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Counts a search someone made (they submitted it; typing is not counted) for
 * today's trending list: the words, a count, and who searched as a keyed hash
 * (searcherKey), so a term trends only when different people search it and
 * nobody can push one up alone. One address counts a limited
 * number of searches; being over that limit never stops the search itself.
 */
export async function recordSearch(
  db: Database,
  sender: ClientFacts,
  text: string,
  memberId: string | null,
): Promise<void> {
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
  await db
    .insert(searchTermSearchers)
    .values({ day: sql`current_date`, term, ...searcherKey(sender, memberId) })
    .onConflictDoNothing();
}

/** Housekeeping: who searched what, past the trending window (the counts per day stay). */
export async function removeOldSearchers(db: Database): Promise<number> {
  const removed = await db
    .delete(searchTermSearchers)
    .where(lt(searchTermSearchers.day, sql`current_date - ${TRENDING_WINDOW_DAYS - 1}::int`))
    .returning({ day: searchTermSearchers.day });
  return removed.length;
}

/** Read on every /discover page; kept for a few seconds (decision 025). */
const trendingCache = new ReadCache<string[]>("trending searches", 1);

/**
 * The terms of the last 7 days that the most different people searched: at
 * least 3 of them, from at least 3 addresses (three accounts on one address
 * are one voice).
 */
export function listTrendingSearches(db: Database): Promise<string[]> {
  return trendingCache.read("all", async () => {
    const searchers = sql<number>`count(distinct ${searchTermSearchers.searcher})`;
    const addresses = sql<number>`count(distinct ${searchTermSearchers.address})`;
    const rows = await db
      .select({ term: searchTermSearchers.term })
      .from(searchTermSearchers)
      .where(gte(searchTermSearchers.day, sql`current_date - ${TRENDING_WINDOW_DAYS - 1}::int`))
      .groupBy(searchTermSearchers.term)
      .having(sql`${searchers} >= ${TRENDING_MIN_SEARCHERS} and ${addresses} >= ${TRENDING_MIN_SEARCHERS}`)
      .orderBy(desc(searchers), searchTermSearchers.term)
      .limit(TRENDING_SEARCHES_SHOWN * 2);
    return rows.map((row) => row.term);
  });
}
