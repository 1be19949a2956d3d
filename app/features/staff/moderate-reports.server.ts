import { and, desc, eq, inArray } from "drizzle-orm";
import { REPORT_REASON_LABELS, type ReportSubjectKind } from "~/constants/reports";
import type { Database } from "~/db/client.server";
import { feedComments, feedPosts, messages, profiles, reports, session, user } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { POSTING_KIND_FACTS } from "~/features/postings/posting-kinds";
import { postingPath } from "~/features/postings/posting-path";
import { postingTitleAndPoster } from "~/features/postings/posting-tables.server";
import { tellApplicantsPostingsWithdrawn } from "~/features/postings/withdrawn-postings.server";
import { ServiceError } from "~/lib/service-error";

export const MODERATION_MESSAGES = {
  dismissed: "Report dismissed.",
  warned: (name: string) => `${name} has been warned.`,
  suspended: (name: string) =>
    `${name} is suspended: signed out everywhere, and their pages are unavailable.`,
  notOpen: "This report has already been decided.",
  nobodyToAct: "Nobody owns this any more, so there is no account to warn or suspend. Dismiss it instead.",
  notFound: "Report not found",
} as const;

/** What a staff member reads to decide a report. */
export type OpenReport = {
  id: number;
  createdAt: string;
  reporter: string;
  reason: string;
  details: string;
  subject: {
    kind: ReportSubjectKind;
    id: number;
    /** The posting's title, the profile's name, or the message's text. */
    text: string;
    /** Where it is on the site; null for a message (only its two members may open the conversation). */
    link: string | null;
    ownerId: string | null;
    ownerName: string | null;
  };
};

/** Open reports, newest first, each with what it is about and whose it is. */
export async function listOpenReports(db: Database, limit = 50): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: reports.id,
      createdAt: reports.createdAt,
      reporter: user.email,
      reason: reports.reason,
      details: reports.details,
      kind: reports.subjectKind,
      subjectId: reports.subjectId,
    })
    .from(reports)
    .innerJoin(user, eq(user.id, reports.reporterId))
    .where(eq(reports.status, "open"))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporter,
      reason: REPORT_REASON_LABELS[row.reason],
      details: row.details,
      subject: await describeSubject(db, row.kind, Number(row.subjectId)),
    })),
  );
}

/** A reported thing as staff see it; a subject deleted since reads as "(removed)". */
async function describeSubject(
  db: Database,
  kind: ReportSubjectKind,
  id: number,
): Promise<OpenReport["subject"]> {
  const found = await findSubject(db, kind, id);
  const owner = found?.ownerId
    ? (await db.select({ name: user.name }).from(user).where(eq(user.id, found.ownerId)))[0]
    : undefined;
  return {
    kind,
    id,
    text: found?.text ?? "(removed)",
    link: found ? linkOf(kind, id) : null,
    ownerId: found?.ownerId ?? null,
    ownerName: owner?.name ?? null,
  };
}

async function findSubject(
  db: Database,
  kind: ReportSubjectKind,
  id: number,
): Promise<{ text: string; ownerId: string | null } | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const one = async (rows: Promise<{ text: string; ownerId: string | null }[]>) => (await rows)[0];
  switch (kind) {
    case "message":
      return one(
        db
          .select({ text: messages.body, ownerId: messages.senderId })
          .from(messages)
          .where(eq(messages.id, id)),
      );
    case "profile":
      return one(
        db
          .select({ text: profiles.name, ownerId: profiles.userId })
          .from(profiles)
          .where(eq(profiles.id, id)),
      );
    case "audition":
    case "job":
    case "project":
      return postingTitleAndPoster(db, kind, id);
    case "post":
      return one(
        db
          .select({ text: feedPosts.body, ownerId: feedPosts.authorId })
          .from(feedPosts)
          .where(eq(feedPosts.id, id)),
      );
    case "comment":
      return one(
        db
          .select({ text: feedComments.body, ownerId: feedComments.authorId })
          .from(feedComments)
          .where(eq(feedComments.id, id)),
      );
  }
}

function linkOf(kind: ReportSubjectKind, id: number): string | null {
  switch (kind) {
    case "message":
      return null;
    case "profile":
      return `/profile/${id}`;
    case "audition":
    case "job":
    case "project":
      return postingPath({ kind, id });
    case "post":
      return `/feed/${id}`;
    // A comment is shown in full in the queue; its post is one click from the author's profile.
    case "comment":
      return null;
  }
}

const SUBJECT_WORDS: Record<ReportSubjectKind, string> = {
  audition: POSTING_KIND_FACTS.audition.noun,
  job: POSTING_KIND_FACTS.job.noun,
  project: POSTING_KIND_FACTS.project.noun,
  message: "message",
  profile: "profile",
  post: "post",
  comment: "comment",
};

/**
 * A staff member's decision on an open report: dismiss it; warn the owner of
 * what was reported (a notification, emailed as the member's settings say);
 * or suspend them (signed out everywhere, never signed in again while
 * suspended, pages unavailable). Every other open report about the same
 * subject is decided with it. Returns the message for the staff member.
 */
export async function decideReport(
  db: Database,
  reportId: number,
  decision: "dismiss" | "warn" | "suspend",
  now = new Date(),
): Promise<string> {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (!report) throw new ServiceError("not_found", MODERATION_MESSAGES.notFound);
  if (report.status !== "open") throw new ServiceError("conflict", MODERATION_MESSAGES.notOpen);
  const sameSubject = and(
    eq(reports.subjectKind, report.subjectKind),
    eq(reports.subjectId, report.subjectId),
    eq(reports.status, "open"),
  );
  if (decision === "dismiss") {
    await db.update(reports).set({ status: "dismissed" }).where(sameSubject);
    return MODERATION_MESSAGES.dismissed;
  }
  const subject = await describeSubject(db, report.subjectKind, Number(report.subjectId));
  if (!subject.ownerId) throw new ServiceError("conflict", MODERATION_MESSAGES.nobodyToAct);
  const ownerId = subject.ownerId;
  const name = subject.ownerName ?? "The member";
  const what = SUBJECT_WORDS[report.subjectKind];
  await changeAndNotify(db, async (tx, notify) => {
    await tx.update(reports).set({ status: "actioned" }).where(sameSubject);
    if (decision === "suspend") {
      await tx.update(user).set({ suspendedAt: now }).where(eq(user.id, ownerId));
      await tx.delete(session).where(inArray(session.userId, [ownerId]));
      // Their postings are hidden from now on (shownPostings): whoever still counts on one is told.
      await tellApplicantsPostingsWithdrawn(tx, notify, ownerId);
      return;
    }
    await notify({
      userId: ownerId,
      kind: "staff_warning",
      text: `Our team reviewed a report about your ${what} and found that it breaks our Terms of Service. Please keep to them: another report upheld can lead to your account being suspended.`,
      link: "/legal/terms",
    });
  });
  return decision === "suspend" ? MODERATION_MESSAGES.suspended(name) : MODERATION_MESSAGES.warned(name);
}
