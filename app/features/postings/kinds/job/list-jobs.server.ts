import { and, count, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { findCityByName } from "~/constants/cities";
import type { Database } from "~/db/client.server";
import { jobSearchText, jobs, profiles } from "~/db/schema";
import { hasAnyBlock } from "~/features/blocks/member-blocks.server";
import { type PostingPay, storedPay } from "~/features/postings/pay-words";
import { searchWords, withCorrectedWords } from "~/features/postings/posting-search.server";
import { listedPostings, shownPostings } from "~/features/postings/posting-tables.server";
import type { PostingBacker } from "~/features/productions/posting-backer";
import { backedByVerifiedProduction, backerOf } from "~/features/productions/posting-backer.server";
import { excerpt } from "~/lib/excerpt";
import { startOfTodayInIndia } from "~/lib/india-days";
import { containsPattern } from "~/lib/like-pattern";
import { ReadCache } from "~/lib/read-cache.server";
import { JOB_LIST_LIMIT, type JobQuery, jobConditions, jobSearch } from "./job-filters";

/** What a card shows (its description cut to two lines' worth); the job's own page adds its requirements and poster. */
export const jobCardColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  isRemote: jobs.isRemote,
  type: jobs.type,
  category: jobs.category,
  payKind: jobs.payKind,
  payMin: jobs.payMin,
  payMax: jobs.payMax,
  payPer: jobs.payPer,
  payNote: jobs.payNote,
  deadline: jobs.deadline,
  description: jobs.description,
  featured: jobs.featured,
  createdAt: jobs.createdAt,
  closedAt: jobs.closedAt,
  productionId: jobs.productionId,
  // Who stands behind it: the production it was posted for, as verified now.
  backer: backerOf(jobs.productionId),
  // Held for review (it asks applicants for money): only its poster sees it, with this said.
  // Held while staff have not answered; one they refused is closed, and says so, not "held for review".
  held: sql<boolean>`${jobs.heldAt} is not null and ${jobs.closedAt} is null`.mapWith(Boolean),
};

type CardRow = {
  [K in Exclude<keyof typeof jobCardColumns, "backer" | "held">]: (typeof jobs.$inferSelect)[K];
} & {
  backer: PostingBacker | null;
  held: boolean;
};

/** The pay columns, which a card gives as one `pay`. */
type PayColumn = "payKind" | "payMin" | "payMax" | "payPer" | "payNote";

export type JobCard = Omit<CardRow, "deadline" | "createdAt" | "closedAt" | PayColumn> & {
  /** What it pays. */
  pay: PostingPay;
  deadline: string;
  createdAt: string;
  /** When its poster closed it or filled it; null while it runs to its deadline. */
  closedAt: string | null;
  /** Whether it still takes applications: not closed, and its deadline's day has not passed. */
  open: boolean;
};

/** A card shows two lines of the description: this much of it, never the whole text. */
const CARD_DESCRIPTION_CHARS = 200;

export function toJobCard(row: CardRow, now: Date): JobCard {
  const { deadline, createdAt, closedAt, payKind, payMin, payMax, payPer, payNote, ...rest } = row;
  return {
    ...rest,
    pay: storedPay({ payKind, payMin, payMax, payPer, payNote }),
    description: excerpt(rest.description, CARD_DESCRIPTION_CHARS),
    deadline: deadline.toISOString(),
    createdAt: createdAt.toISOString(),
    closedAt: closedAt?.toISOString() ?? null,
    open: closedAt === null && deadline >= startOfTodayInIndia(now),
  };
}

/**
 * One search word in a job's title, company or description (spec part 1, section 9, by the words'
 * trigram index); a word that names a city ("editor chennai", "Bombay") also finds the jobs in that
 * city, as the place filter would: a job's place is not among its words, and it is what a search's
 * second word most often is (decision 033).
 */
function jobHasWord(word: string): SQL {
  const inWords = sql`${jobSearchText(jobs)} like ${containsPattern(word)}`;
  const city = findCityByName(word);
  if (!city) return inWords;
  return or(inWords, eq(jobs.cityId, city.id), ilike(jobs.location, containsPattern(city.name)))!;
}

/** Every filter of spec part 1, section 9, as SQL. */
export function filtersOf(query: JobQuery, now: Date): SQL[] {
  const wanted = jobConditions(query, now);
  // Open and shown to everyone (the list, its counts and the alerts are the same for everyone; a block
  // is the job page's and applying's).
  const conditions: SQL[] = [listedPostings("job", now)];
  // Every word of the search somewhere in the job, in any order.
  if (wanted.text) conditions.push(...searchWords(wanted.text).map(jobHasWord));
  if (wanted.type) conditions.push(eq(jobs.type, wanted.type));
  if (wanted.remote) conditions.push(eq(jobs.isRemote, true));
  if (wanted.city)
    conditions.push(
      or(eq(jobs.cityId, wanted.city.value), ilike(jobs.location, containsPattern(wanted.city.label)))!,
    );
  if (wanted.postedSince) conditions.push(gte(jobs.createdAt, wanted.postedSince));
  if (wanted.experience)
    conditions.push(
      sql`array_to_string(${jobs.requirements}, ' ') ilike ${containsPattern(wanted.experience)}`,
    );
  if (wanted.category) conditions.push(eq(jobs.category, wanted.category));
  // The salary slider compares the least a job pays and the most (the least, for one figure); jobs that
  // state no figure (expenses only, unpaid) are kept (spec part 1, section 9).
  if (wanted.salaryMin !== null)
    conditions.push(or(isNull(jobs.payMin), gte(jobs.payMin, wanted.salaryMin))!);
  if (wanted.salaryMax !== null)
    conditions.push(
      or(isNull(jobs.payMin), lte(sql`coalesce(${jobs.payMax}, ${jobs.payMin})`, wanted.salaryMax))!,
    );
  if (wanted.pay) conditions.push(eq(jobs.payKind, wanted.pay));
  if (wanted.verifiedOnly) conditions.push(backedByVerifiedProduction(jobs.productionId));
  return conditions;
}

/**
 * Matching jobs are counted up to this many: an exact count of a broad search
 * over a large table costs a pass over every match, for a number nobody reads
 * past "1,000+".
 */
export const MATCH_COUNT_CAP = 1000;

export type JobList = {
  jobs: JobCard[];
  /** How many jobs the filters find, up to MATCH_COUNT_CAP. */
  matching: number;
  /** True when there are more than MATCH_COUNT_CAP. */
  more: boolean;
  /** Nothing matched the search as typed: these match it corrected word by word. */
  correctedQuery: string | null;
};

/**
 * The job list for a query, filtered in the database, newest first; and how
 * many match, counted apart (the page of 60 stops at 60; the count stops at
 * the cap), so each query can use its own best index.
 */
/** The list pages' searches, the same for every reader (app/lib/read-cache.server.ts). Callers must not change what it gives. */
const sharedLists = new ReadCache<JobList>("job lists", 200);

/**
 * The /jobs list for a search, kept for the read caches' lifetime:
 * it is the same for every reader who has blocked nobody and whom nobody has
 * blocked, and every write empties it. A reader with a block either way gets
 * their own, without the jobs of those on the other side of it.
 * Open or closed is decided when it is read.
 */
export async function listJobsForPage(
  db: Database,
  query: JobQuery,
  limit: number,
  viewerId: string | null,
): Promise<JobList> {
  if (viewerId && (await hasAnyBlock(db, viewerId))) return listJobs(db, query, new Date(), limit, viewerId);
  return sharedLists.read(`${jobSearch(query)}#${limit}`, () => listJobs(db, query, new Date(), limit));
}

/**
 * The jobs matching a query (shown to `viewerId`, when given); read again
 * with its words corrected when nothing matched them as typed.
 */
export function listJobs(
  db: Database,
  query: JobQuery,
  now = new Date(),
  limit: number = JOB_LIST_LIMIT,
  viewerId: string | null = null,
): Promise<JobList> {
  return withCorrectedWords(
    db,
    query.q,
    (words) => listMatching(db, { ...query, q: words.join(" ") }, now, limit, viewerId),
    (list) => list.matching,
  );
}

async function listMatching(
  db: Database,
  query: JobQuery,
  now: Date,
  limit: number,
  viewerId: string | null,
): Promise<Omit<JobList, "correctedQuery">> {
  const where = and(...filtersOf(query, now), viewerId ? shownPostings("job", viewerId) : undefined);
  const [counted] = await db.select({ matching: count() }).from(
    db
      .select({ one: sql`1`.as("one") })
      .from(jobs)
      .where(where)
      .limit(MATCH_COUNT_CAP + 1)
      .as("matches"),
  );
  const matching = counted?.matching ?? 0;
  // Newest first. With many matches, walking the created_at index finds the first page at once; with
  // few, that walk reads every job to find them (75 ms of 110 for a search that matches nothing at
  // 100,000 jobs, npm run bench:lists, docs/performance-history.md). So few matches are found by their
  // own filters' best index (the words' trigram index) and sorted: `+ interval '0'` keeps the index's
  // order unused.
  const newest =
    matching > MATCH_COUNT_CAP ? desc(jobs.createdAt) : desc(sql`${jobs.createdAt} + interval '0 seconds'`);
  const rows =
    matching === 0
      ? []
      : await db.select(jobCardColumns).from(jobs).where(where).orderBy(newest, desc(jobs.id)).limit(limit);
  return {
    jobs: rows.map((row) => toJobCard(row, now)),
    matching: Math.min(matching, MATCH_COUNT_CAP),
    more: matching > MATCH_COUNT_CAP,
  };
}

type JobStats = {
  total: number;
  featured: number;
  newToday: number;
  remote: number;
  byCategory: Record<string, number>;
};

/** The same for every visitor and every search: read for one page, kept a few seconds (app/lib/read-cache.server.ts). */
const statsCache = new ReadCache<JobStats>("job stats", 1);

/** The stat tiles and featured category counts, over open jobs. A given `now` reads afresh (tests). */
export function jobStats(db: Database, now?: Date): Promise<JobStats> {
  if (now) return readJobStats(db, now);
  return statsCache.read("all", () => readJobStats(db, new Date()));
}

/**
 * One pass over the open jobs, grouped by category; the totals are the groups' sums. Two
 * queries (the totals, then the categories) read every open job twice: 55 ms of /jobs'
 * 104 ms at p95 at 100,000 jobs (npm run bench:lists, docs/performance-history.md).
 */
async function readJobStats(db: Database, now: Date): Promise<JobStats> {
  const today = startOfTodayInIndia(now);
  const byCategory = await db
    .select({
      category: jobs.category,
      jobs: count(),
      featured: sql<number>`count(*) filter (where ${jobs.featured})`.mapWith(Number),
      newToday: sql<number>`count(*) filter (where ${jobs.createdAt} >= ${today})`.mapWith(Number),
      remote: sql<number>`count(*) filter (where ${jobs.isRemote})`.mapWith(Number),
    })
    .from(jobs)
    .where(listedPostings("job", now))
    .groupBy(jobs.category);
  const sum = (column: "jobs" | "featured" | "newToday" | "remote") =>
    byCategory.reduce((total, row) => total + row[column], 0);
  return {
    total: sum("jobs"),
    featured: sum("featured"),
    newToday: sum("newToday"),
    remote: sum("remote"),
    byCategory: Object.fromEntries(byCategory.map((row) => [row.category, row.jobs])) as Record<
      string,
      number
    >,
  };
}

/**
 * One job with its requirements and who posted it, as `viewerId` may see it;
 * null when there is none, or its poster is suspended, or its poster and the
 * viewer have blocked each other.
 */
export async function getJob(db: Database, id: number, viewerId: string | null, now = new Date()) {
  const [row] = await db
    .select({
      ...jobCardColumns,
      requirements: jobs.requirements,
      posterId: jobs.posterId,
      posterName: profiles.name,
      posterUsername: profiles.username,
    })
    .from(jobs)
    .leftJoin(profiles, eq(profiles.userId, jobs.posterId))
    .where(and(eq(jobs.id, id), shownPostings("job", viewerId)));
  if (!row) return null;
  const { requirements, posterId, posterName, posterUsername, ...card } = row;
  return {
    ...toJobCard(card, now),
    // The job's own page (and its edit form) takes the whole description, not a card's excerpt.
    description: card.description,
    requirements,
    posterId,
    poster: posterName && posterUsername ? { name: posterName, username: posterUsername } : null,
  };
}
export type JobDetail = NonNullable<Awaited<ReturnType<typeof getJob>>>;
