import { and, arrayContains, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type Availability,
  DISCOVER_CATEGORY_TABS,
  type DiscoverAvailability,
  EXPERIENCE_LEVELS,
  TAKING_WORK,
} from "~/constants/talent";
import type { Database } from "~/db/client.server";
import { nameWords, profileReviews, profiles } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { notBlockedWith } from "~/features/blocks/member-blocks.server";
import { memberCompanyColumn } from "~/features/productions/member-company.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { correctWords } from "~/lib/correct-words.server";
import { dayInIndia, lastDayOfNextMonthInIndia } from "~/lib/india-days";
import { type DiscoverQuery, MAX_PAGE, MAX_RANKED_RESULTS, TALENT_PAGE_SIZE } from "./discover-params";
import { searchWords } from "./search-words";

/** How the results were found, which the page says in words. */
export type SearchMode = "all" | "words" | "similar-names";

export type TalentSearchResult = {
  talent: TalentCard[];
  /** Matches counted; at MAX_RANKED_RESULTS or more the count is `capped` (the page says "1,000+"). */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  mode: SearchMode;
};

/**
 * Talent search for /discover. With words, it ranks an exact name first, then
 * name and role matches, then matches in skills, city or bio (PostgreSQL
 * full-text search over profiles.search_document, every word as a prefix);
 * when no profile has every word, it falls back to names that look alike
 * (each unknown word corrected to the closest word of a real name through
 * pg_trgm), so "ananya iyr" still finds Ananya Iyer. Paying never changes
 * the order. Each kind of match is read at most MAX_RANKED_RESULTS deep, so a
 * common word costs about what a rare one does.
 */
export async function searchTalent(db: Database, query: TalentSearch): Promise<TalentSearchResult> {
  let page = query.page;
  let found = await findPage(db, query, page);
  if (found.ids.length === 0 && page > 1) {
    // Past the end (an old link, a hand-edited URL): show the last page instead of nothing.
    const { total } = await findPage(db, query, 1);
    page = lastPage(total);
    found = await findPage(db, query, page);
  }
  const pageCount = lastPage(found.total);
  return {
    talent: await readCards(db, found.ids),
    total: found.total,
    capped: found.total >= MAX_RANKED_RESULTS,
    page: Math.min(page, pageCount),
    pageCount,
    mode: found.mode,
  };
}

const lastPage = (total: number) => Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / TALENT_PAGE_SIZE)));

/** One page of ranked ids, the number of matches, and how they were found. */
async function findPage(
  db: Database,
  query: TalentSearch,
  page: number,
): Promise<RankedIds & { mode: SearchMode }> {
  const filters = filterConditions(query);
  const words = searchWords(query.q);
  const offset = (page - 1) * TALENT_PAGE_SIZE;
  if (words.length === 0) return { ...(await readAll(db, filters, offset)), mode: "all" };
  const found = await readWordMatches(db, query.q, words, filters, offset);
  if (found.total > 0 || found.ids.length > 0 || query.q.length < 3) return { ...found, mode: "words" };
  // Nobody has every word: perhaps a name is misspelt. Search again with each
  // unknown word replaced by the closest word of a real name.
  const corrected = await correctNameWords(db, words);
  if (!corrected) return { ids: [], total: 0, mode: "words" };
  const similar = await readWordMatches(db, corrected.join(" "), corrected, filters, offset);
  if (similar.total === 0 && similar.ids.length === 0) return { ...similar, mode: "words" };
  return { ...similar, mode: "similar-names" };
}

/**
 * How alike a word and its correction must be: pg_trgm's similarity (shared
 * trigrams over all trigrams). 0.2 rather than pg_trgm's default 0.3, because
 * names are short: "iyr" and "iyer" share 2 of 7 trigrams (0.29).
 */
const MIN_WORD_SIMILARITY = 0.2;

/**
 * The search's words with each one that starts no word of any name replaced
 * by the closest word that does (name_words, decision 030), or null when there
 * is nothing to correct: every word already starts a name's word, or none has
 * a name word alike. One statement; each lookup is an index probe.
 */
function correctNameWords(db: Database, words: string[]): Promise<string[] | null> {
  return correctWords(db, { table: nameWords, word: nameWords.word }, words, {
    minSimilarity: MIN_WORD_SIMILARITY,
  });
}

/** A search: /discover's query with its category tab read as a category slug (category pages pass theirs). */
export type TalentSearch = Omit<DiscoverQuery, "category"> & {
  categorySlug: string | null;
  /** The signed-in searcher: people who blocked them, or whom they blocked, are not found. */
  viewerId?: string | null;
  /** The instant "today" and "next month" are read from; now unless a test says otherwise. */
  now?: Date;
};

const NOT_AVAILABLE: Availability = "Not Available";

/** /discover's query as a search: the tab value ("actors") names a category slug ("acting"). */
export function talentSearchOf(
  { category, ...rest }: DiscoverQuery,
  viewerId: string | null = null,
): TalentSearch {
  const tab = DISCOVER_CATEGORY_TABS.find((candidate) => candidate.value === category);
  return { ...rest, categorySlug: tab?.categorySlug ?? null, viewerId };
}

type RankedIds = { ids: number[]; total: number };

function filterConditions(query: TalentSearch): SQL {
  const conditions: (SQL | undefined)[] = [
    notBlockedWith(query.viewerId ?? null, profiles.userId),
    // A suspended member's profile is unavailable, so nobody finds it.
    notSuspended(profiles.userId),
  ];
  if (query.categorySlug) conditions.push(arrayContains(profiles.categories, [query.categorySlug]));
  if (query.cities.length > 0) conditions.push(inArray(profiles.cityId, query.cities));
  if (query.roles.length > 0) {
    // The labels are our constants (no % or _ in them): "Director" also finds "Film Director".
    conditions.push(or(...query.roles.map((role) => sql`${profiles.role} ilike ${`%${role}%`}`)));
  }
  if (query.experience.length > 0) {
    const thisYear = new Date().getUTCFullYear();
    const levels = EXPERIENCE_LEVELS.filter((level) => query.experience.includes(level.value));
    conditions.push(
      or(
        ...levels.map((level) =>
          and(
            lte(profiles.careerStartYear, thisYear - level.minYears),
            level.maxYears === null ? undefined : gt(profiles.careerStartYear, thisYear - level.maxYears),
          ),
        ),
      ),
    );
  }
  if (query.availability.length > 0) {
    conditions.push(or(...query.availability.map((filter) => availabilityCondition(filter, query.now))));
  }
  return and(...conditions) as SQL;
}

/**
 * What each of Discover's availability filters finds (decision 041). Days are
 * India's, compared as "YYYY-MM-DD" with the date column; no "Free from" date,
 * or one that has come, means free now.
 */
function availabilityCondition(filter: DiscoverAvailability, now = new Date()): SQL | undefined {
  const freeBy = (day: string) => or(isNull(profiles.availableFrom), lte(profiles.availableFrom, day));
  switch (filter) {
    case "now":
      return and(inArray(profiles.availability, [...TAKING_WORK]), freeBy(dayInIndia(now)));
    case "next-month":
      return and(ne(profiles.availability, NOT_AVAILABLE), freeBy(lastDayOfNextMonthInIndia(now)));
    default:
      return eq(profiles.workSchedule, filter);
  }
}

/** Every word as a prefix of a word in the document, or as its English stem. */
function wordsQuery(words: string[]): SQL {
  const perWord = words.map(
    (word) => sql`(to_tsquery('simple', ${`${word}:*`}) || to_tsquery('english', ${word}))`,
  );
  return sql.join(perWord, sql` && `);
}

async function readWordMatches(
  db: Database,
  text: string,
  words: string[],
  filters: SQL,
  offset: number,
): Promise<RankedIds> {
  const everywhere = wordsQuery(words);
  const nameOrRole = wordsQuery(words);
  const exactName = sql`lower(${profiles.name}) = ${text.toLowerCase()}`;
  const limit = MAX_RANKED_RESULTS;
  return rankedIds(
    db,
    sql`
      select ${profiles.id} as id, count(*) over () as total
      from (
        (select ${profiles.id} as id from ${profiles} where ${exactName} and ${filters} limit ${limit})
        union
        (select ${profiles.id} from ${profiles} where ${profiles.nameRoleDocument} @@ (${nameOrRole}) and ${filters} limit ${limit})
        union
        (select ${profiles.id} from ${profiles} where ${profiles.searchDocument} @@ (${everywhere}) and ${filters} limit ${limit})
      ) as candidates
      join ${profiles} on ${profiles.id} = candidates.id
      order by ${exactName} desc,
        ${profiles.nameRoleDocument} @@ (${nameOrRole}) desc,
        ts_rank(${profiles.searchDocument}, ${everywhere}) desc,
        ${profiles.id}
      limit ${TALENT_PAGE_SIZE} offset ${offset}`,
  );
}

/** Browsing without words: everyone the filters allow, oldest profile first (a stable order for paging). */
function readAll(db: Database, filters: SQL, offset: number): Promise<RankedIds> {
  return rankedIds(
    db,
    sql`
      select id, count(*) over () as total
      from (select ${profiles.id} as id from ${profiles} where ${filters} order by ${profiles.id} limit ${MAX_RANKED_RESULTS}) as listed
      order by id
      limit ${TALENT_PAGE_SIZE} offset ${offset}`,
  );
}

async function rankedIds(db: Database, query: SQL): Promise<RankedIds> {
  // Both drivers answer execute() with { rows }; counts may come back as text (bigint).
  const { rows } = (await db.execute(query)) as unknown as { rows: { id: number; total: number | string }[] };
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]!.total) };
  return { ids: [], total: 0 };
}

/** What a talent card shows (spec part 1, section 3), in the order of `ids`. */
async function readCards(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const ratings = db
    .select({
      profileId: profileReviews.profileId,
      rating: sql<number>`round(avg(${profileReviews.rating}), 1)::float8`.as("rating"),
      reviewCount: sql<number>`count(*)::int`.as("review_count"),
    })
    .from(profileReviews)
    .where(inArray(profileReviews.profileId, ids))
    .groupBy(profileReviews.profileId)
    .as("ratings");
  const rows = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      role: profiles.role,
      location: profiles.location,
      imageUrl: profilePhotoColumn(profiles),
      skills: profiles.skills,
      availability: profiles.availability,
      isPremium: profiles.isPremium,
      hasVideoPitch: sql<boolean>`${profiles.videoPitchUrl} is not null`,
      company: memberCompanyColumn(profiles.userId),
      workSchedule: profiles.workSchedule,
      viewCount: profiles.viewCount,
      rating: ratings.rating,
      reviewCount: ratings.reviewCount,
    })
    .from(profiles)
    .leftJoin(ratings, eq(ratings.profileId, profiles.id))
    .where(inArray(profiles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        rating: row.rating === null ? null : Number(row.rating),
        reviewCount: Number(row.reviewCount ?? 0),
      },
    ];
  });
}
export type TalentCard = Awaited<ReturnType<typeof readCards>>[number];
