import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { applicationEvents, applications, auditions, jobs } from "~/db/schema";
import { changeAndNotify, type Notify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { APPLICATION_MESSAGES } from "./application-messages";
import {
  closingNotice,
  LAPSE_AFTER_DAYS,
  type PostingCloseReason,
  REMIND_POSTER_AFTER_DAYS,
  WAITING_STATUSES,
} from "./application-status";

const DAY_MS = 86_400_000;
const waiting = inArray(applications.status, [...WAITING_STATUSES]);

/** A posting that takes applications: an audition or a job. */
type Posting = { kind: "audition" | "job"; id: number; title: string };

const postingTables = {
  audition: { table: auditions, applicationColumn: applications.auditionId, path: "/auditions/" },
  job: { table: jobs, applicationColumn: applications.jobId, path: "/jobs/" },
} as const;

/**
 * Closes a posting and answers everyone still waiting: their applications
 * become "closed" and each is told why, in the same transaction. Whoever is
 * already answered (declined, accepted, withdrawn) is left as they are.
 * Returns how many were told, or null when it was already closed.
 */
async function closeAndAnswer(
  tx: Transaction,
  notify: Notify,
  posting: Posting,
  reason: PostingCloseReason,
  now: Date,
) {
  const { table, applicationColumn, path } = postingTables[posting.kind];
  const [closed] = await tx
    .update(table)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(table.id, posting.id), isNull(table.closedAt)))
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
        text: closingNotice(reason, posting.title),
        link: `${path}${posting.id}`,
      })),
    );
  }
  return answered.length;
}

/** The poster closes their job, or marks it filled. Returns how many waiting applicants were told. */
export async function closeJob(
  db: Database,
  posterId: string,
  jobId: number,
  reason: "closed" | "filled",
  now = new Date(),
) {
  return changeAndNotify(db, async (tx, notify) => {
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.posterId, posterId)))
      .for("update");
    if (!job) throw new ServiceError("not_found", APPLICATION_MESSAGES.jobNotFound);
    const told = await closeAndAnswer(tx, notify, { kind: "job", ...job }, reason, now);
    if (told === null) throw new ServiceError("conflict", APPLICATION_MESSAGES.alreadyClosed);
    return told;
  });
}

/** The poster closes their audition, or marks its role filled. Returns how many waiting applicants were told. */
export async function closeAudition(
  db: Database,
  posterId: string,
  auditionId: number,
  reason: "closed" | "filled",
  now = new Date(),
) {
  return changeAndNotify(db, async (tx, notify) => {
    const [audition] = await tx
      .select({ id: auditions.id, title: auditions.title })
      .from(auditions)
      .where(and(eq(auditions.id, auditionId), eq(auditions.posterId, posterId)))
      .for("update");
    if (!audition) throw new ServiceError("not_found", APPLICATION_MESSAGES.auditionNotFound);
    const told = await closeAndAnswer(tx, notify, { kind: "audition", ...audition }, reason, now);
    if (told === null) throw new ServiceError("conflict", APPLICATION_MESSAGES.alreadyClosed);
    return told;
  });
}

/** Open postings of one kind dated (an audition's day, a job's deadline) before `cutoff` with applicants still waiting. */
function postingsWithWaitingApplicants(db: Database | Transaction, kind: Posting["kind"], cutoff: Date) {
  const { table, applicationColumn } = postingTables[kind];
  const date = kind === "job" ? jobs.deadline : auditions.date;
  return db
    .selectDistinct({
      id: table.id,
      title: table.title,
      date,
      posterId: table.posterId,
      remindedAt: table.remindedAt,
      waitingCount:
        sql<number>`(select count(*) from ${applications} a where a.${sql.raw(kind === "job" ? "job_id" : "audition_id")} = ${table.id} and a.status in ('new', 'viewed', 'shortlisted'))`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .innerJoin(table, eq(table.id, applicationColumn))
    .where(and(waiting, isNull(table.closedAt), lt(date, cutoff)));
}

function formatDay(date: Date) {
  return date.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/**
 * The hourly sweep that makes sure every application is answered (issue 11).
 * Seven days after an audition's date or a job's deadline its poster is
 * reminded, once, of the applicants still waiting; fourteen days after it,
 * and at least a day after that reminder, the posting closes as lapsed and
 * each waiting applicant is told. A posting whose poster's account is gone
 * has nobody to remind and lapses at fourteen days. Safe to run from several processes at once: the
 * reminder and the closing each claim their audition with a conditional
 * update. Returns how many notices it raised.
 */
export async function answerWaitingApplicants(db: Database, now = new Date()) {
  let notices = 0;
  for (const kind of ["audition", "job"] as const) {
    notices += await answerWaitingOf(db, kind, now);
  }
  return notices;
}

async function answerWaitingOf(db: Database, kind: Posting["kind"], now: Date) {
  let notices = 0;
  const remindBefore = new Date(now.getTime() - REMIND_POSTER_AFTER_DAYS * DAY_MS);
  const lapseBefore = new Date(now.getTime() - LAPSE_AFTER_DAYS * DAY_MS);
  const { table, path } = postingTables[kind];
  for (const posting of await postingsWithWaitingApplicants(db, kind, remindBefore)) {
    const lapsed = posting.date < lapseBefore;
    const reminded = posting.remindedAt !== null && posting.remindedAt.getTime() <= now.getTime() - DAY_MS;
    if (lapsed && (reminded || posting.posterId === null)) {
      notices += await changeAndNotify(
        db,
        async (tx, notify) =>
          (await closeAndAnswer(tx, notify, { kind, id: posting.id, title: posting.title }, "lapsed", now)) ??
          0,
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
        const lapseDay = formatDay(
          new Date(Math.max(posting.date.getTime() + LAPSE_AFTER_DAYS * DAY_MS, now.getTime() + DAY_MS)),
        );
        await notify({
          userId: posterId,
          kind: "applicants_waiting",
          text: `${people} still waiting for your answer on “${posting.title}”. Answer by ${lapseDay}, or they will be told it closed without a decision.`,
          link: `${path}${posting.id}/applicants`,
        });
        return 1;
      });
    }
  }
  return notices;
}
