import { type AnyColumn, and, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, auditions, jobs, projects, user } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { startOfTodayInIndia } from "~/lib/india-days";
import type { PostingKind } from "./posting-kinds";

/**
 * Where each kind of posting lives: its table, its title and poster columns,
 * its date (an audition's day, a job's deadline: what the 7- and 14-day
 * answers count from; a project has no such day, so its date is when it was
 * created), the day it takes applications until (`openUntil`: an audition's
 * day, a job's deadline, none for a project, which is open until it is
 * closed), when it last changed, and the applications column that points at
 * it (and a new application's value of it). Every query that serves every kind reads them from here; links come
 * from posting-path.ts. `satisfies` makes the compiler list what a new kind lacks.
 */
export const POSTINGS = {
  audition: {
    table: auditions,
    title: auditions.title,
    posterId: auditions.posterId,
    heldAt: auditions.heldAt,
    date: auditions.date,
    createdAt: auditions.createdAt,
    updatedAt: auditions.updatedAt,
    closedAt: auditions.closedAt,
    openUntil: auditions.date,
    applicationColumn: applications.auditionId,
    applicationOf: (id: number) => ({ auditionId: id }),
  },
  job: {
    table: jobs,
    title: jobs.title,
    posterId: jobs.posterId,
    heldAt: jobs.heldAt,
    date: jobs.deadline,
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
    closedAt: jobs.closedAt,
    openUntil: jobs.deadline,
    applicationColumn: applications.jobId,
    applicationOf: (id: number) => ({ jobId: id }),
  },
  project: {
    table: projects,
    title: projects.title,
    posterId: projects.posterId,
    heldAt: projects.heldAt,
    date: projects.createdAt,
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
    closedAt: projects.closedAt,
    openUntil: null,
    applicationColumn: applications.projectId,
    applicationOf: (id: number) => ({ projectId: id }),
  },
} as const satisfies Record<PostingKind, PostingColumns>;

type PostingColumns = {
  table: typeof auditions | typeof jobs | typeof projects;
  title: AnyColumn;
  posterId: AnyColumn;
  heldAt: AnyColumn;
  date: AnyColumn;
  createdAt: AnyColumn;
  updatedAt: AnyColumn;
  closedAt: AnyColumn;
  openUntil: AnyColumn | null;
  applicationColumn: AnyColumn;
  /** A new application's column that points at the posting `id`. */
  applicationOf: (id: number) => Partial<typeof applications.$inferInsert>;
};

/**
 * A posting of this kind still takes applications at `now`: not closed, and
 * its day (an audition's, a job's last day to apply) not yet over in India.
 * The one answer to "is it open" for its page, the lists, counts, the
 * sitemap, alerts and a production's page; `listedPostings` adds who may see it.
 */
export function openPostings(kind: PostingKind, now: Date): SQL {
  const { closedAt, openUntil } = POSTINGS[kind];
  return openUntil === null
    ? isNull(closedAt)
    : and(isNull(closedAt), gte(openUntil, startOfTodayInIndia(now)))!;
}

/** Whether the posting a query reads is open (`openPostings`), as a column it selects. */
export function isOpenPosting(kind: PostingKind, now: Date) {
  return sql<boolean>`(${openPostings(kind, now)})`.mapWith(Boolean);
}

/** The open postings of a kind that everyone may see: what the lists, city figures, sitemap and alerts show. */
export function listedPostings(kind: PostingKind, now: Date): SQL {
  return and(openPostings(kind, now), shownPostings(kind, null))!;
}

/** A posting's title and its poster's account, whatever its kind (what a report of it shows staff); undefined when there is none. */
export async function postingTitleAndPoster(db: Database, kind: PostingKind, id: number) {
  const { table, title, posterId } = POSTINGS[kind];
  const [row] = await db.select({ text: title, ownerId: posterId }).from(table).where(eq(table.id, id));
  return row;
}

/**
 * For a query of postings of one kind: those shown to `viewerId` (null: a
 * visitor): not a suspended member's, not one whose poster and the viewer
 * have blocked each other (app/features/blocks/member-reach.server.ts), and
 * not one held because it asks applicants for money (posting-holds.server.ts),
 * except to its own poster and to staff, who read it whole before releasing
 * or refusing it. Every list, page, count, sitemap and alert of postings asks
 * this.
 */
export function shownPostings(kind: PostingKind, viewerId: string | null): SQL {
  const { posterId, heldAt } = POSTINGS[kind];
  const notHeld = viewerId
    ? or(isNull(heldAt), eq(posterId, viewerId), viewerIsStaff(viewerId))!
    : isNull(heldAt);
  return and(shownTo(viewerId, posterId), notHeld)!;
}

/** Uncorrelated, so PostgreSQL reads it once per query, not once per posting. */
function viewerIsStaff(viewerId: string): SQL {
  return sql`exists (select 1 from ${user} where ${user.id} = ${viewerId} and ${user.role} = 'staff')`;
}
