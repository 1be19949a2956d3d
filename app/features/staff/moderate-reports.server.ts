import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  REPORT_QUEUE_PAGE_SIZE,
  REPORT_REASON_LABELS,
  type REPORT_REASONS,
  type ReportSubjectKind,
} from "~/constants/reports";
import type { Database } from "~/db/client.server";
import { feedComments, feedPosts, messages, profiles, reports, user } from "~/db/schema";
import { suspendAccount } from "~/features/accounts/suspension.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { isPostingKind, POSTING_KIND_DEFINITIONS, type PostingKind } from "~/features/postings/posting-kinds";
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
/**
 * The open reports about one subject, gathered: how many members
 * reported it (its weight in the queue), the reasons they gave, the newest
 * details, and the newest report (whose id a decision names: it decides them
 * all).
 */
export type OpenReport = {
  id: number;
  /** When it was last reported. */
  createdAt: string;
  /** How many members reported it. */
  reporters: number;
  /** The newest reporter's email. */
  reporter: string;
  /** Each reason given, the most given first. */
  reasons: string[];
  /** What the newest reporters wrote, newest first (at most three). */
  details: string[];
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

/** One page of the staff queue, and how many pages there are. */
export type ReportQueuePage = { reports: OpenReport[]; subjects: number; page: number; pages: number };

/**
 * The staff queue: open reports gathered by subject, the most reported first
 * (then the most recently reported), a page at a time, so a flood of reports
 * about many things cannot push a widely reported one out of sight.
 */
export async function listOpenReports(db: Database, page = 1): Promise<ReportQueuePage> {
  const open = eq(reports.status, "open");
  const weight = sql<number>`count(*)`.mapWith(Number);
  const latest = sql<Date>`max(${reports.createdAt})`.mapWith((value: string | Date) => new Date(value));
  const [[counted], rows] = await Promise.all([
    db
      .select({
        subjects: sql<number>`count(distinct (${reports.subjectKind}, ${reports.subjectId}))`.mapWith(Number),
      })
      .from(reports)
      .where(open),
    db
      .select({
        kind: reports.subjectKind,
        subjectId: reports.subjectId,
        reporters: weight,
        latest,
        id: sql<number>`(array_agg(${reports.id} order by ${reports.createdAt} desc, ${reports.id} desc))[1]`,
        reporterId: sql<string>`(array_agg(${reports.reporterId} order by ${reports.createdAt} desc, ${reports.id} desc))[1]`,
        reasons: sql<ReportReason[]>`array_agg(${reports.reason} order by ${reports.createdAt} desc)`,
        details: sql<
          string[] | null
        >`(array_agg(${reports.details} order by ${reports.createdAt} desc) filter (where ${reports.details} <> ''))[1:3]`,
      })
      .from(reports)
      .where(open)
      .groupBy(reports.subjectKind, reports.subjectId)
      .orderBy(desc(weight), desc(latest), desc(reports.subjectKind), desc(reports.subjectId))
      .limit(REPORT_QUEUE_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * REPORT_QUEUE_PAGE_SIZE),
  ]);
  const subjects = counted?.subjects ?? 0;
  const emails = new Map(
    rows.length === 0
      ? []
      : (
          await db
            .select({ id: user.id, email: user.email })
            .from(user)
            .where(inArray(user.id, [...new Set(rows.map((row) => row.reporterId))]))
        ).map((row) => [row.id, row.email]),
  );
  const gathered = await Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      createdAt: row.latest.toISOString(),
      reporters: row.reporters,
      reporter: emails.get(row.reporterId) ?? "",
      reasons: byFrequency(row.reasons).map((reason) => REPORT_REASON_LABELS[reason]),
      details: row.details ?? [],
      subject: await describeSubject(db, row.kind, Number(row.subjectId)),
    })),
  );
  return {
    reports: gathered,
    subjects,
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(subjects / REPORT_QUEUE_PAGE_SIZE)),
  };
}

type ReportReason = (typeof REPORT_REASONS)[number];

/** Each value once, the most frequent first (ties: the one met first). */
function byFrequency<T>(values: T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((one, other) => counts.get(other)! - counts.get(one)!);
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

/** What the queue calls a reported thing; a posting by its kind's noun. */
const SUBJECT_WORDS: Record<Exclude<ReportSubjectKind, PostingKind>, string> = {
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
  const kind = report.subjectKind;
  const what = isPostingKind(kind) ? POSTING_KIND_DEFINITIONS[kind].noun : SUBJECT_WORDS[kind];
  await changeAndNotify(db, async (tx, notify) => {
    await tx.update(reports).set({ status: "actioned" }).where(sameSubject);
    if (decision === "suspend") {
      // Their postings are hidden from now on (shownPostings): whoever still counts on one is told, once (a
      // second report decided while they are suspended already tells nobody again).
      if (await suspendAccount(tx, ownerId, now)) await tellApplicantsPostingsWithdrawn(tx, notify, ownerId);
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
