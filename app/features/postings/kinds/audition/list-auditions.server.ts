import { and, asc, desc, eq, exists, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, auditions, postingRoles, profiles } from "~/db/schema";
import type { ApplicationStatus } from "~/features/postings/application-status";
import { type PostingPay, storedPay } from "~/features/postings/pay-words";
import { roleNamesOf, roleSearchTextOf } from "~/features/postings/posting-roles.server";
import { everyWordIn, withCorrectedWords } from "~/features/postings/posting-search.server";
import { listedPostings, openPostings, shownPostings } from "~/features/postings/posting-tables.server";
import type { PostingBacker } from "~/features/productions/posting-backer";
import { backedByVerifiedProduction, backerOf } from "~/features/productions/posting-backer.server";
import { ReadCache } from "~/lib/read-cache.server";
import { AUDITION_LIST_LIMIT, type AuditionQuery, auditionSearch } from "./audition-filters";

/** What a card shows (the detail view adds the description and the meeting link). */
export const auditionCardColumns = {
  id: auditions.id,
  title: auditions.title,
  project: auditions.project,
  company: auditions.company,
  date: auditions.date,
  location: auditions.location,
  cityId: auditions.cityId,
  type: auditions.type,
  roles: roleNamesOf("audition"),
  imageUrl: auditions.imageUrl,
  payKind: auditions.payKind,
  payMin: auditions.payMin,
  payMax: auditions.payMax,
  payPer: auditions.payPer,
  payNote: auditions.payNote,
  experience: auditions.experience,
  gender: auditions.gender,
  closedAt: auditions.closedAt,
  closedReason: auditions.closedReason,
  posterId: auditions.posterId,
  posterName: profiles.name,
  posterUsername: profiles.username,
  productionId: auditions.productionId,
  // Who stands behind it: the production it was posted for, as verified now.
  backer: backerOf(auditions.productionId),
  // Held for review (it asks applicants for money): only its poster sees it, with this said.
  // Held while staff have not answered; one they refused is closed, and says so, not "held for review".
  held: sql<boolean>`${auditions.heldAt} is not null and ${auditions.closedAt} is null`.mapWith(Boolean),
};

type CardRow = Omit<
  typeof auditions.$inferSelect,
  "meetingUrl" | "createdAt" | "updatedAt" | "description" | "remindedAt" | "heldAt" | "heldReason"
> & {
  held: boolean;
  /** The names of the roles it casts, in order. */
  roles: string[];
  posterName: string | null;
  posterUsername: string | null;
  backer: PostingBacker | null;
};

export type AuditionCard = Omit<
  CardRow,
  | "date"
  | "closedAt"
  | "posterId"
  | "posterName"
  | "posterUsername"
  | "payKind"
  | "payMin"
  | "payMax"
  | "payPer"
  | "payNote"
> & {
  /** What it pays. */
  pay: PostingPay;
  date: string;
  /** When it stopped taking applications before or after its day (closedReason says why); null while open. */
  closedAt: string | null;
  poster: { name: string; username: string } | null;
  /** The viewer's application's status, or null when they have not applied (or nobody is signed in). */
  myApplication: ApplicationStatus | null;
  /** Whether the viewer posted it. */
  mine: boolean;
};

export function toAuditionCard(
  row: CardRow,
  viewerId: string | null,
  myApplication: ApplicationStatus | null,
): AuditionCard {
  const {
    posterId,
    posterName,
    posterUsername,
    date,
    closedAt,
    payKind,
    payMin,
    payMax,
    payPer,
    payNote,
    ...rest
  } = row;
  return {
    ...rest,
    pay: storedPay({ payKind, payMin, payMax, payPer, payNote }),
    date: date.toISOString(),
    closedAt: closedAt?.toISOString() ?? null,
    poster: posterName && posterUsername ? { name: posterName, username: posterUsername } : null,
    myApplication,
    mine: viewerId !== null && posterId === viewerId,
  };
}

/**
 * What an audition's search looks in, lower-cased: its title, project, company,
 * place, description, and its roles' names, descriptions and languages.
 */
const auditionSearchText = sql`lower(concat_ws(' ', ${auditions.title}, ${auditions.project}, ${auditions.company}, ${auditions.location}, ${auditions.description}, ${roleSearchTextOf("audition")}))`;

function filtersOf(query: AuditionQuery, words: string[], viewerId: string | null, now: Date): SQL[] | null {
  // Never a suspended member's, nor one whose poster and the viewer have blocked each other.
  const conditions: SQL[] = [shownPostings("audition", viewerId)];
  // A closed audition is over early: it leaves Upcoming for Completed.
  if (query.tab === "upcoming") conditions.push(openPostings("audition", now));
  if (query.tab === "completed") conditions.push(not(openPostings("audition", now)));
  if (query.tab === "mine") {
    // Nobody signed in has posted or applied to anything.
    if (!viewerId) return null;
    conditions.push(
      or(
        eq(auditions.posterId, viewerId),
        exists(
          sql`(select 1 from ${applications} where ${applications.auditionId} = ${auditions.id} and ${applications.applicantId} = ${viewerId})`,
        ),
      )!,
    );
  }
  // Every word of the search somewhere in the audition, in any order.
  const text = everyWordIn(words, auditionSearchText);
  if (text) conditions.push(text);
  if (query.location === "remote") conditions.push(eq(auditions.type, "Online"));
  else if (query.location !== "all") conditions.push(eq(auditions.cityId, query.location));
  if (query.type !== "all")
    conditions.push(eq(auditions.type, query.type === "online" ? "Online" : "In-person"));
  if (query.pay !== "all") conditions.push(eq(auditions.payKind, query.pay));
  // A call open to any experience is open to each level.
  if (query.experience !== "all") conditions.push(inArray(auditions.experience, [query.experience, "any"]));
  if (query.gender !== "all") conditions.push(castsGender(query.gender));
  if (query.by === "verified") conditions.push(backedByVerifiedProduction(auditions.productionId));
  return conditions;
}

/**
 * An audition for this gender: one with a role for it or a role open to all (spec part 1,
 * "Auditions": the roles say whom a call casts), so a call for a woman and a man is found under
 * either. A role that names no gender ("any", the default) casts whom its audition's own field says,
 * as every audition posted before roles had a gender of their own does; an audition without roles
 * is read by that field alone.
 */
function castsGender(gender: Exclude<AuditionQuery["gender"], "all">): SQL {
  const genders = gender === "any" ? ["any" as const] : [gender, "any" as const];
  const ofThisAudition = eq(postingRoles.auditionId, auditions.id);
  const roleCasts = sql`case when ${postingRoles.gender} = 'any' then ${auditions.gender} else ${postingRoles.gender} end`;
  return sql`case when exists (select 1 from ${postingRoles} where ${ofThisAudition})
    then exists (select 1 from ${postingRoles} where ${ofThisAudition} and ${inArray(roleCasts, genders)})
    else ${inArray(auditions.gender, genders)} end`;
}

/**
 * The audition list for a query, filtered in the database: soonest first for
 * upcoming, latest first for the rest. With the viewer's own application
 * status on each card.
 */
export function listAuditions(
  db: Database,
  query: AuditionQuery,
  viewerId: string | null,
  { now, limit = AUDITION_LIST_LIMIT }: { now?: Date; limit?: number } = {},
): Promise<AuditionList> {
  // Visitors all see the same list for a query: kept for a few seconds. A member's carries their own applications.
  if (viewerId || now) return readAuditions(db, query, viewerId, now ?? new Date(), limit);
  return visitorLists.read(`${auditionSearch(query)}#${limit}`, () =>
    readAuditions(db, query, null, new Date(), limit),
  );
}

/** `correctedQuery`: nothing matched the search as typed, so these match it corrected ("marathii" → marathi). */
type AuditionList = { auditions: AuditionCard[]; total: number; correctedQuery: string | null };

/** Read on every visitor's list (app/lib/read-cache.server.ts). Callers must not change what it gives. */
const visitorLists = new ReadCache<AuditionList>("audition lists", 200);
const upcomingCounts = new ReadCache<{ upcoming: number; online: number; inPerson: number }>(
  "audition counts",
  1,
);

function readAuditions(
  db: Database,
  query: AuditionQuery,
  viewerId: string | null,
  now: Date,
  limit: number,
): Promise<AuditionList> {
  return withCorrectedWords(
    db,
    query.q,
    (words) => readMatching(db, query, words, viewerId, now, limit),
    (list) => list.total,
  );
}

async function readMatching(
  db: Database,
  query: AuditionQuery,
  words: string[],
  viewerId: string | null,
  now: Date,
  limit: number,
) {
  const conditions = filtersOf(query, words, viewerId, now);
  if (!conditions) return { auditions: [], total: 0 };
  const where = and(...conditions);
  const rows = await db
    .select({
      ...auditionCardColumns,
      myApplication: viewerId
        ? sql<ApplicationStatus | null>`(select ${applications.status} from ${applications} where ${applications.auditionId} = ${auditions.id} and ${applications.applicantId} = ${viewerId})`
        : sql<null>`null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditions)
    .leftJoin(profiles, eq(profiles.userId, auditions.posterId))
    .where(where)
    .orderBy(query.tab === "upcoming" ? asc(auditions.date) : desc(auditions.date), asc(auditions.id))
    .limit(Math.min(limit, AUDITION_LIST_LIMIT));
  return {
    auditions: rows.map(({ myApplication, total: _total, ...row }) =>
      toAuditionCard(row, viewerId, myApplication),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/** The stat tiles: upcoming auditions, and how many of them are online and in person. */
export function countUpcomingAuditions(db: Database, now?: Date) {
  if (now) return readUpcomingCounts(db, now);
  return upcomingCounts.read("all", () => readUpcomingCounts(db, new Date()));
}

async function readUpcomingCounts(db: Database, now: Date) {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*)`.mapWith(Number),
      online: sql<number>`count(*) filter (where ${auditions.type} = 'Online')`.mapWith(Number),
      inPerson: sql<number>`count(*) filter (where ${auditions.type} = 'In-person')`.mapWith(Number),
    })
    .from(auditions)
    .where(listedPostings("audition", now));
  return row ?? { upcoming: 0, online: 0, inPerson: 0 };
}
