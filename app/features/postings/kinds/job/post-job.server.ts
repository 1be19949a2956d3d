import { and, eq, isNull } from "drizzle-orm";
import { CITIES } from "~/constants/cities";
import type { Database } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { formatNoticeDay } from "~/features/postings/notice-day";
import { payColumns, payFormValues } from "~/features/postings/pay";
import { payWords, storedPay } from "~/features/postings/pay-words";
import { type PostingChange, tellApplicantsOfChanges } from "~/features/postings/posting-changes.server";
import { holdIfAsksForMoney } from "~/features/postings/posting-holds.server";
import { refuseOverDailyLimit } from "~/features/postings/posting-limits.server";
import { postingBackerValues } from "~/features/productions/production-access.server";
import { dayInIndia } from "~/lib/india-days";
import { ServiceError } from "~/lib/service-error";
import { queueJobAlerts } from "./job-alerts.server";
import { JOB_MESSAGES } from "./job-messages";
import { type JobInput, splitRequirements } from "./job-schema";

/** A year ahead is as far as anyone takes applications; a later day is a typo (20266 for 2026). */
const MAX_DAYS_AHEAD = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The row's columns for an input: the deadline as the end of its day in India, the pay as every posting stores it. */
function jobValues(input: JobInput, now: Date) {
  if (input.deadline < dayInIndia(now)) {
    throw new ServiceError("invalid", JOB_MESSAGES.deadlineInPast, {
      fieldErrors: { deadline: [JOB_MESSAGES.deadlineInPast] },
    });
  }
  if (input.deadline > dayInIndia(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    throw new ServiceError("invalid", JOB_MESSAGES.deadlineTooFar, {
      fieldErrors: { deadline: [JOB_MESSAGES.deadlineTooFar] },
    });
  }
  return {
    title: input.title,
    location: input.location,
    cityId: input.cityId ?? null,
    isRemote: input.isRemote,
    type: input.type,
    category: input.category,
    ...payColumns(input),
    deadline: new Date(`${input.deadline}T23:59:00+05:30`),
    description: input.description,
    requirements: splitRequirements(input.requirements),
  };
}

/**
 * Publishes a job for its poster. The members whose job notifications it
 * matches are found by a durable job queued in the same transaction
 * (job-alerts.server.ts), not in the poster's request: however many alerts
 * there are, posting costs the same, and a failed match is retried.
 */
export async function postJob(db: Database, posterId: string, input: JobInput, now = new Date()) {
  return changeAndNotify(db, async (tx, notify) => {
    await refuseOverDailyLimit(tx, "job", posterId, now);
    const backer = await postingBackerValues(tx, posterId, input.postAs, input.company);
    const [row] = await tx
      .insert(jobs)
      .values({ posterId, ...jobValues(input, now), ...backer, createdAt: now, updatedAt: now })
      .returning({ id: jobs.id });
    const posting = { kind: "job" as const, id: row!.id, title: input.title, posterId };
    const held = await holdIfAsksForMoney(tx, notify, posting, jobTexts(input, backer.company), now);
    // A held job is nobody's alert until staff release it (the alerts read only shown jobs).
    if (!held) await queueJobAlerts(tx, row!.id, now);
    return { id: row!.id, held };
  });
}

/**
 * Every word of a job an applicant reads: where a request for money would be (decision 060). The
 * company as shown (the production's name when posted for one; its about is read by
 * holdIfAsksForMoney), the place, and the pay note ("a ₹500 registration fee"), as the salary text was.
 */
function jobTexts(input: JobInput, company: string) {
  return [input.title, company, input.location, input.description, input.requirements, input.payNote];
}

/**
 * Its poster edits an open job; anyone else's attempt finds no such job.
 * Everyone still in the running is told when its deadline, place or pay changed.
 */
export async function updateJob(
  db: Database,
  posterId: string,
  jobId: number,
  input: JobInput,
  now = new Date(),
) {
  const after = jobValues(input, now);
  return changeAndNotify(db, async (tx, notify) => {
    const [before] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.posterId, posterId), isNull(jobs.closedAt)))
      .for("update");
    if (!before) throw new ServiceError("not_found", JOB_MESSAGES.notFound);
    // A new deadline starts the 7- and 14-day answers again (close-posting.server.ts).
    const newDeadline = before.deadline.getTime() !== after.deadline.getTime();
    const backer = await postingBackerValues(tx, posterId, input.postAs, input.company);
    await tx
      .update(jobs)
      .set({ ...after, ...backer, updatedAt: now, ...(newDeadline ? { remindedAt: null } : {}) })
      .where(eq(jobs.id, jobId));
    // Named as the applicants know it: by the title they applied to.
    const told = await tellApplicantsOfChanges(
      tx,
      { kind: "job", id: jobId, title: before.title, posterId },
      jobChanges(before, after),
    );
    const posting = { kind: "job" as const, id: jobId, title: input.title, posterId };
    const held = await holdIfAsksForMoney(tx, notify, posting, jobTexts(input, backer.company), now);
    return { id: jobId, told, held };
  });
}

const cityName = (id: string) => CITIES.find((city) => city.id === id)?.name ?? null;

/** What changed that applicants plan around: the last day to apply, the place, the pay. */
function jobChanges(before: typeof jobs.$inferSelect, after: ReturnType<typeof jobValues>): PostingChange[] {
  const changes: PostingChange[] = [];
  if (before.deadline.getTime() !== after.deadline.getTime()) {
    changes.push({
      field: "Last day to apply",
      words: `the last day to apply is now ${formatNoticeDay(after.deadline)}`,
    });
  }
  if (
    before.location !== after.location ||
    before.cityId !== after.cityId ||
    before.isRemote !== after.isRemote
  ) {
    // A new city the place's own words do not name is added to them ("Film City, Goregaon, Mumbai").
    const city = after.cityId && after.cityId !== before.cityId ? cityName(after.cityId) : null;
    const place = city && !after.location.includes(city) ? `${after.location}, ${city}` : after.location;
    changes.push({
      field: "Location",
      words: `the place is now ${place}${after.isRemote ? " (or remote)" : ""}`,
    });
  }
  const payAfter = payWords(storedPay(after));
  if (payWords(storedPay(before)) !== payAfter)
    changes.push({ field: "Pay", words: `pay is now ${payAfter}` });
  return changes;
}

/** The poster's own job as its form's values, or null when it is not theirs or is closed. */
export async function jobFormValues(db: Database, posterId: string, jobId: number) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.posterId, posterId), isNull(jobs.closedAt)));
  if (!row) return null;
  return {
    title: row.title,
    company: row.company,
    postAs: row.productionId === null ? "" : String(row.productionId),
    location: row.location,
    cityId: row.cityId ?? "",
    isRemote: row.isRemote ? "on" : "",
    type: row.type,
    category: row.category,
    ...payFormValues(storedPay(row)),
    deadline: dayInIndia(row.deadline),
    description: row.description,
    requirements: row.requirements.join("\n"),
  };
}
