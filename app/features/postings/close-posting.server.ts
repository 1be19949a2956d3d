import { and, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import { changeAndNotify, type Notify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { answerWaitingRequests } from "./answer-project-requests.server";
import { APPLICATION_MESSAGES } from "./application-messages";
import {
  closingNotice,
  LAPSE_AFTER_DAYS,
  type PostingCloseReason,
  REMIND_POSTER_AFTER_DAYS,
  WAITING_STATUSES,
} from "./application-status";
import { formatNoticeDay } from "./notice-day";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "./posting-kinds";
import { type PostingRef, postingPath } from "./posting-path";
import { hasRoles, listRoles } from "./posting-roles.server";
import { POSTINGS } from "./posting-tables.server";
import { ROLE_MESSAGES } from "./role-messages";

const DAY_MS = 86_400_000;
const waiting = inArray(applications.status, [...WAITING_STATUSES]);

/** A posting that takes applications, with the title its notices name. */
type Posting = PostingRef & { title: string };

/**
 * Closes a posting and answers everyone still waiting: their applications
 * become "closed" and each is told why, in the same transaction. Whoever is
 * already answered (declined, accepted, withdrawn) is left as they are.
 * Returns how many were told, or null when it was already closed.
 */
export async function closeAndAnswer(
  tx: Transaction,
  notify: Notify,
  posting: Posting,
  reason: PostingCloseReason,
  now: Date,
  /** A condition the posting must still meet when it is closed (the sweep's: its date still long past). */
  stillDue?: SQL,
  /** What the waiting applicants are told, when it is not the reason's usual words (closingNotice). */
  notice = closingNotice(reason, posting.title, posting.kind),
) {
  const { table, applicationColumn } = POSTINGS[posting.kind];
  const [closed] = await tx
    .update(table)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(table.id, posting.id), isNull(table.closedAt), stillDue))
    .returning({ id: table.id });
  if (!closed) return null;
  const answered = await tx
    .update(applications)
    .set({ status: "closed", updatedAt: now })
    .where(and(eq(applicationColumn, posting.id), waiting))
    .returning({ id: applications.id, applicantId: applications.applicantId });
  if (answered.length > 0) {
    await tx.insert(applicationEvents).values(
      answered.map((application) => ({
        applicationId: application.id,
        status: "closed" as const,
        createdAt: now,
      })),
    );
    await notify(
      ...answered.map((application) => ({
        userId: application.applicantId,
        kind: "posting_closed" as const,
        text: notice,
        link: postingPath(posting),
      })),
    );
  }
  return answered.length;
}

/**
 * The poster closes their audition, job or project (a closed project is
 * completed), or marks its role filled; for
 * anyone else there is no such posting. Returns how many waiting applicants
 * were told.
 */
export async function closePosting(
  db: Database,
  posterId: string,
  posting: PostingRef,
  reason: "closed" | "filled",
  now = new Date(),
) {
  const { table } = POSTINGS[posting.kind];
  return changeAndNotify(db, async (tx, notify) => {
    const [found] = await tx
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(eq(table.id, posting.id), eq(table.posterId, posterId)))
      .for("update");
    if (!found) {
      throw new ServiceError("not_found", POSTING_KIND_DEFINITIONS[posting.kind].notFound);
    }
    // Filled as a whole would leave its roles open and their applicants without an answer for them.
    const castByRole =
      reason === "filled" &&
      hasRoles(posting.kind) &&
      (await listRoles(tx, { kind: posting.kind, id: posting.id })).length > 0;
    if (castByRole) throw new ServiceError("conflict", ROLE_MESSAGES.fillEachRole);
    const told = await closeAndAnswer(tx, notify, { ...posting, title: found.title }, reason, now);
    if (told === null) throw new ServiceError("conflict", APPLICATION_MESSAGES.alreadyClosed);
    return told;
  });
}

/**
 * The kinds with a day that applications lead up to. A collaboration project
 * has none: each request to join counts from when it was sent
 * (answer-project-requests.server.ts).
 */
type DatedKind = Exclude<PostingKind, "project">;

/** Open postings of one kind dated (an audition's day, a job's deadline) before `cutoff` with applicants still waiting. */
function postingsWithWaitingApplicants(db: Database | Transaction, kind: DatedKind, cutoff: Date) {
  const { table, applicationColumn, date } = POSTINGS[kind];
  return db
    .selectDistinct({
      id: table.id,
      title: table.title,
      date,
      posterId: table.posterId,
      remindedAt: table.remindedAt,
      waitingCount:
        // The inner "applications" hides the outer one: this counts the posting's own waiting applicants.
        sql<number>`(select count(*) from ${applications} where ${applicationColumn} = ${table.id} and ${waiting})`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .innerJoin(table, eq(table.id, applicationColumn))
    .where(and(waiting, isNull(table.closedAt), lt(date, cutoff)));
}

/**
 * The hourly sweep that makes sure every application is answered.
 * Seven days after an audition's date or a job's deadline its poster is
 * reminded, once, of the applicants still waiting; fourteen days after it,
 * and at least a day after that reminder, the posting closes as lapsed and
 * each waiting applicant is told. A posting whose poster's account is gone
 * has nobody to remind and lapses at fourteen days. Requests to join a
 * project are reminded and answered the same way, each counted from when it
 * was sent (answer-project-requests.server.ts). Safe to run from several
 * processes at once: the reminder and the closing each claim their posting
 * with a conditional update. Returns how many notices it raised.
 */
export async function answerWaitingApplicants(db: Database, now = new Date()) {
  let notices = 0;
  for (const kind of ["audition", "job"] as const satisfies DatedKind[]) {
    notices += await answerWaitingOf(db, kind, now);
  }
  return notices + (await answerWaitingRequests(db, now));
}

async function answerWaitingOf(db: Database, kind: DatedKind, now: Date) {
  let notices = 0;
  const remindBefore = new Date(now.getTime() - REMIND_POSTER_AFTER_DAYS * DAY_MS);
  const lapseBefore = new Date(now.getTime() - LAPSE_AFTER_DAYS * DAY_MS);
  const { table } = POSTINGS[kind];
  for (const posting of await postingsWithWaitingApplicants(db, kind, remindBefore)) {
    const lapsed = posting.date < lapseBefore;
    const reminded = posting.remindedAt !== null && posting.remindedAt.getTime() <= now.getTime() - DAY_MS;
    if (lapsed && (reminded || posting.posterId === null)) {
      notices += await changeAndNotify(
        db,
        async (tx, notify) =>
          // Re-checked as it closes: its poster may have moved the date since the sweep read it.
          (await closeAndAnswer(
            tx,
            notify,
            { kind, id: posting.id, title: posting.title },
            "lapsed",
            now,
            lt(POSTINGS[kind].date, lapseBefore),
          )) ?? 0,
      );
    } else if (posting.remindedAt === null && posting.posterId !== null) {
      const posterId = posting.posterId;
      notices += await changeAndNotify(db, async (tx, notify) => {
        const [claimed] = await tx
          .update(table)
          .set({ remindedAt: now })
          .where(and(eq(table.id, posting.id), isNull(table.remindedAt)))
          .returning({ id: table.id });
        if (!claimed) return 0;
        const people =
          posting.waitingCount === 1 ? "1 applicant is" : `${posting.waitingCount} applicants are`;
        const lapseDay = formatNoticeDay(
          new Date(Math.max(posting.date.getTime() + LAPSE_AFTER_DAYS * DAY_MS, now.getTime() + DAY_MS)),
        );
        await notify({
          userId: posterId,
          kind: "applicants_waiting",
          text: `${people} still waiting for your answer on “${posting.title}”. Answer by ${lapseDay}, or they will be told it closed without a decision.`,
          link: `${postingPath({ kind, id: posting.id })}/applicants`,
        });
        return 1;
      });
    }
  }
  return notices;
}
