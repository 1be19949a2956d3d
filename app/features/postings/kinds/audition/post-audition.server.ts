import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { closeAndAnswer } from "~/features/postings/close-posting.server";
import { formatNoticeDay } from "~/features/postings/notice-day";
import { payFormValues } from "~/features/postings/pay";
import { payWords, storedPay } from "~/features/postings/pay-words";
import { type PostingChange, tellApplicantsOfChanges } from "~/features/postings/posting-changes.server";
import { holdIfAsksForMoney } from "~/features/postings/posting-holds.server";
import { refuseOverDailyLimit } from "~/features/postings/posting-limits.server";
import { everyRoleFilled, listRoles, roleDrafts, saveRoles } from "~/features/postings/posting-roles.server";
import { roleTerms, tellRoleApplicantsOfChanges } from "~/features/postings/role-changes.server";
import { postingPayColumns } from "~/features/postings/role-pay";
import { roleTexts } from "~/features/postings/role-schema";
import { postingBackerValues } from "~/features/productions/production-access.server";
import { dayInIndia } from "~/lib/india-days";
import { ServiceError } from "~/lib/service-error";
import { AUDITION_MESSAGES } from "./audition-messages";
import type { AuditionInput } from "./audition-schema";

/** Two years ahead is as far as anyone casts; a later date is a typo (20266 for 2026). */
const MAX_DAYS_AHEAD = 2 * 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today at the earliest, two years ahead at the latest (a day in India). */
function checkDate(input: AuditionInput, now: Date) {
  if (input.date < dayInIndia(now)) {
    throw new ServiceError("invalid", AUDITION_MESSAGES.dateInPast, {
      fieldErrors: { date: [AUDITION_MESSAGES.dateInPast] },
    });
  }
  if (input.date > dayInIndia(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    throw new ServiceError("invalid", AUDITION_MESSAGES.dateTooFar, {
      fieldErrors: { date: [AUDITION_MESSAGES.dateTooFar] },
    });
  }
}

/**
 * The stored columns for a form's input. The date is a day in India, stored
 * as 11:00 there, the hour auditions usually open.
 */
function auditionValues(input: AuditionInput) {
  return {
    title: input.title,
    project: input.project,
    type: input.type,
    date: new Date(`${input.date}T11:00:00+05:30`),
    description: input.description ?? "",
    location: input.type === "Online" ? "Online" : (input.location ?? "Location shared with applicants"),
    cityId: input.cityId ?? null,
    meetingUrl: input.meetingUrl ?? null,
    ...postingPayColumns(input),
    experience: input.experience,
    gender: input.gender,
  };
}

/** Publishes an audition for its poster; today is the earliest date it may have. */
export async function postAudition(db: Database, posterId: string, input: AuditionInput, now = new Date()) {
  checkDate(input, now);
  return changeAndNotify(db, async (tx, notify) => {
    await refuseOverDailyLimit(tx, "audition", posterId, now);
    const backer = await postingBackerValues(tx, posterId, input.postAs, input.company);
    const [row] = await tx
      .insert(auditions)
      .values({ posterId, ...auditionValues(input), ...backer })
      .returning({ id: auditions.id });
    const posting = { kind: "audition" as const, id: row!.id, title: input.title, posterId };
    await saveRoles(tx, posting, input.roles);
    const held = await holdIfAsksForMoney(tx, notify, posting, auditionTexts(input, backer.company), now);
    return { id: row!.id, held };
  });
}

/**
 * Every word of an audition an applicant reads: where a request for money would be (decision 060).
 * The company as shown (the production's name when posted for one; its about is read by
 * holdIfAsksForMoney), the place and the meeting link, the pay note ("unpaid; a ₹500 registration fee
 * covers the workshop") and every field of every role.
 */
function auditionTexts(input: AuditionInput, company: string) {
  const values = auditionValues(input);
  return [
    values.title,
    values.project,
    company,
    values.description,
    values.location,
    values.meetingUrl,
    values.payNote,
    ...roleTexts(input.roles),
  ];
}

type AuditionValues = ReturnType<typeof auditionValues>;

/** What changed that applicants plan around: the day, the place (or the meeting link), the pay. */
function changesFor(before: typeof auditions.$inferSelect, after: AuditionValues): PostingChange[] {
  const changes: PostingChange[] = [];
  if (before.date.getTime() !== after.date.getTime()) {
    changes.push({ field: "Date", words: `the date is now ${formatNoticeDay(after.date)}` });
  }
  // A new meeting link is on the page for those who may join; only the accepted see it, so it is not told here.
  if (before.type !== after.type || before.location !== after.location || before.cityId !== after.cityId) {
    changes.push({
      field: "Location",
      words: after.type === "Online" ? "it is now held online" : `the place is now ${after.location}`,
    });
  }
  const payBefore = payWords(storedPay(before));
  const payAfter = payWords(storedPay(after));
  if (payBefore !== payAfter) changes.push({ field: "Pay", words: `pay is now ${payAfter}` });
  return changes;
}

/**
 * The poster corrects their open audition; its applicants keep their places,
 * and everyone still in the running is told when its date, place or pay
 * changed. Anyone else, or a closed audition, is "not found".
 */
export async function updateAudition(
  db: Database,
  posterId: string,
  auditionId: number,
  input: AuditionInput,
  now = new Date(),
) {
  checkDate(input, now);
  const after = auditionValues(input);
  return changeAndNotify(db, async (tx, notify) => {
    const [before] = await tx
      .select()
      .from(auditions)
      .where(and(eq(auditions.id, auditionId), eq(auditions.posterId, posterId), isNull(auditions.closedAt)))
      .for("update");
    if (!before) throw new ServiceError("not_found", AUDITION_MESSAGES.notFound);
    // A new date starts the 7- and 14-day answers again (close-posting.server.ts).
    const newDate = before.date.getTime() !== after.date.getTime();
    const backer = await postingBackerValues(tx, posterId, input.postAs, input.company);
    await tx
      .update(auditions)
      .set({ ...after, ...backer, updatedAt: now, ...(newDate ? { remindedAt: null } : {}) })
      .where(eq(auditions.id, auditionId));
    // Named as the applicants know it: by the title they applied to.
    const posting = { kind: "audition" as const, id: auditionId, title: before.title, posterId };
    const rolesBefore = await roleTerms(tx, posting);
    await saveRoles(tx, posting, input.roles);
    const told = await tellApplicantsOfChanges(tx, posting, changesFor(before, after));
    // A role's own pay or playing age is told to those waiting on that role.
    await tellRoleApplicantsOfChanges(tx, posting, rolesBefore);
    const held = await holdIfAsksForMoney(
      tx,
      notify,
      { ...posting, posterId },
      auditionTexts(input, backer.company),
      now,
    );
    // Only filled roles left (the open ones removed): it is cast, and closes as filling its last role would.
    if (await everyRoleFilled(tx, posting)) await closeAndAnswer(tx, notify, posting, "filled", now);
    return { id: auditionId, told, held };
  });
}

/** The poster's own open audition as its form's values, or null when it is not theirs or is closed. */
export async function auditionFormValues(db: Database, posterId: string, auditionId: number) {
  const [row] = await db
    .select()
    .from(auditions)
    .where(and(eq(auditions.id, auditionId), eq(auditions.posterId, posterId), isNull(auditions.closedAt)));
  if (!row) return null;
  return {
    title: row.title,
    project: row.project,
    company: row.company,
    postAs: row.productionId === null ? "" : String(row.productionId),
    type: row.type,
    date: dayInIndia(row.date),
    description: row.description,
    roles: JSON.stringify(roleDrafts(await listRoles(db, { kind: "audition", id: auditionId }))),
    location: row.type === "Online" ? "" : row.location,
    cityId: row.cityId ?? "",
    meetingUrl: row.meetingUrl ?? "",
    ...payFormValues(storedPay(row)),
    experience: row.experience,
    gender: row.gender,
  };
}
