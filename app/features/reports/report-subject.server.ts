import { and, count, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORTS_PER_HOUR,
  type ReportSubjectKind,
} from "~/constants/reports";
import type { Database } from "~/db/client.server";
import { conversationMembers, feedComments, feedPosts, messages, profiles, reports } from "~/db/schema";
import { mayReach } from "~/features/blocks/member-reach.server";
import { isPostingKind, type PostingKind } from "~/features/postings/posting-kinds";
import { POSTINGS } from "~/features/postings/posting-tables.server";
import { cleanText } from "~/lib/clean-text";
import { ServiceError } from "~/lib/service-error";
import { preparedText } from "~/lib/validation";

export const REPORT_MESSAGES = {
  sent: "Thank you. Our team will review this report.",
  reason: "Choose a reason for the report.",
  detailsTooLong: `Please keep the details to ${REPORT_DETAILS_MAX} characters or less.`,
  already: "You have already reported this. Our team will review it.",
  own: "You cannot report your own posting.",
  ownMessage: "You cannot report your own message.",
  ownProfile: "You cannot report your own profile.",
  ownPost: "You cannot report your own post.",
  ownComment: "You cannot report your own comment.",
  notFound: "There is nothing to report here.",
  tooMany: `You have sent ${REPORTS_PER_HOUR} reports in the last hour. Our team will review them; please wait a while before sending more.`,
} as const;

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  // Measured before cleaning as well as after: a paste far over the limit is refused, never cleaned down to nothing and filed.
  details: preparedText(
    { max: REPORT_DETAILS_MAX, tooLong: REPORT_MESSAGES.detailsTooLong },
    (value) => cleanText(value, { multiline: true }),
    z.string().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong),
  )
    .optional()
    .transform((value) => value ?? ""),
});

export type Subject = { kind: ReportSubjectKind; id: number };

/**
 * Who owns a subject (null: nobody, a sample profile not yet claimed), or
 * undefined when there is no such subject for this reporter: a message can
 * be reported only by the other member of its conversation, so nobody can
 * learn that a message exists by reporting its number.
 */
async function ownerOf(
  db: Database,
  subject: Subject,
  reporterId: string,
): Promise<string | null | undefined> {
  if (subject.kind === "message") {
    const [row] = await db
      .select({ owner: messages.senderId })
      .from(messages)
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, messages.conversationId),
          eq(conversationMembers.userId, reporterId),
        ),
      )
      .where(eq(messages.id, subject.id));
    return row ? row.owner : undefined;
  }
  if (subject.kind === "profile") {
    const [row] = await db
      .select({ owner: profiles.userId })
      .from(profiles)
      .where(eq(profiles.id, subject.id));
    return row ? row.owner : undefined;
  }
  if (subject.kind === "post") {
    const [row] = await db
      .select({ owner: feedPosts.authorId })
      .from(feedPosts)
      .where(eq(feedPosts.id, subject.id));
    return row ? row.owner : undefined;
  }
  if (subject.kind === "comment") {
    const [row] = await db
      .select({ owner: feedComments.authorId })
      .from(feedComments)
      .where(eq(feedComments.id, subject.id));
    return row ? row.owner : undefined;
  }
  const { table } = POSTINGS[subject.kind];
  const [row] = await db.select({ owner: table.posterId }).from(table).where(eq(table.id, subject.id));
  return row ? row.owner : undefined;
}

/** What one is told reporting one's own: a posting of any kind is "own". */
const OWN_MESSAGE: Record<Exclude<ReportSubjectKind, PostingKind>, string> = {
  message: REPORT_MESSAGES.ownMessage,
  profile: REPORT_MESSAGES.ownProfile,
  post: REPORT_MESSAGES.ownPost,
  comment: REPORT_MESSAGES.ownComment,
};

const HOUR_MS = 60 * 60 * 1000;

/** Files a member's report about something on the site, for staff; one per member per subject, a few an hour. */
export async function reportSubject(
  db: Database,
  reporterId: string,
  subject: Subject,
  report: z.infer<typeof reportSchema>,
) {
  const owner = await ownerOf(db, subject, reporterId);
  if (owner === undefined) throw new ServiceError("not_found", REPORT_MESSAGES.notFound);
  if (owner === reporterId)
    throw new ServiceError(
      "invalid",
      isPostingKind(subject.kind) ? REPORT_MESSAGES.own : OWN_MESSAGE[subject.kind],
    );
  // What is hidden from the reporter (a suspended member's, or across a block) is not there to report;
  // a message stays reportable by the other member of its conversation, block or not: it is their evidence.
  if (owner && subject.kind !== "message" && !(await mayReach(db, reporterId, owner))) {
    throw new ServiceError("not_found", REPORT_MESSAGES.notFound);
  }
  // One member cannot flood the staff queue: a few reports an hour, each about something else.
  // Counted and filed under the reporter's lock, so a burst sent at once is counted one report after another.
  const filed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reports:${reporterId}`}))`);
    const [recent] = await tx
      .select({ filed: count() })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, new Date(Date.now() - HOUR_MS))));
    if ((recent?.filed ?? 0) >= REPORTS_PER_HOUR)
      throw new ServiceError("rate_limited", REPORT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(reports)
      .values({ reporterId, subjectKind: subject.kind, subjectId: String(subject.id), ...report })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    return row;
  });
  if (!filed) throw new ServiceError("conflict", REPORT_MESSAGES.already);
}
