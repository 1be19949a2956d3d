import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  applicationAttachments,
  applicationEvents,
  applications,
  portfolioItems,
  profiles,
  user,
} from "~/db/schema";
import { mayReach } from "~/features/blocks/member-reach.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { APPLICATION_FORM_MESSAGES, type ApplicationInput } from "./application-form";
import { APPLICATION_MESSAGES } from "./application-messages";
import { isWaiting } from "./application-status";
import { isHeld } from "./posting-holds.server";
import { POSTING_KIND_DEFINITIONS } from "./posting-kinds";
import { type PostingRef, postingPath } from "./posting-path";
import { POSTINGS } from "./posting-tables.server";

/**
 * The applicant's side of any posting, once its own feature has checked that
 * it takes applications (an audition's day, a job's deadline): one
 * application per person and posting (a unique index), the portfolio items
 * attached (only the applicant's own), its first history entry, and the
 * poster's notice, all in one transaction.
 */
export async function submitApplication(
  db: Database,
  {
    posting,
    posterId,
    applicantId,
    input,
    now,
    alreadyApplied,
    ownPosting,
    notTaking,
    notice,
    withApplication,
  }: {
    posting: PostingRef;
    posterId: string | null;
    applicantId: string;
    input: ApplicationInput;
    now: Date;
    /** The kind's own words for a second application. */
    alreadyApplied: string;
    /** The kind's own words for applying to one's own posting. */
    ownPosting: string;
    /** Why the posting takes no applications now (closed, past), in the kind's words; null when it does. */
    notTaking: string | null;
    /** What the poster is told, given the applicant's name. */
    notice: (name: string) => string;
    /** The kind's own part, in the same transaction (an audition's roles applied for). */
    withApplication?: (tx: Transaction, applicationId: number) => Promise<void>;
  },
) {
  // A suspended member's posting, or one whose poster and the applicant have blocked each other, is not
  // there for them (member-reach.server.ts): the same answer as for a posting that does not exist.
  // Asked first, so that whether a hidden posting is closed, or whose it is, tells them nothing.
  if (posterId && !(await mayReach(db, applicantId, posterId))) {
    throw new ServiceError("not_found", POSTING_KIND_DEFINITIONS[posting.kind].notFound);
  }
  // Held for review (it asks applicants for money): not there for anyone but its poster.
  if (posterId !== applicantId && (await isHeld(db, posting.kind, posting.id))) {
    throw new ServiceError("not_found", POSTING_KIND_DEFINITIONS[posting.kind].notFound);
  }
  if (posterId === applicantId) throw new ServiceError("invalid", ownPosting);
  if (notTaking) throw new ServiceError("conflict", notTaking);
  return changeAndNotify(db, async (tx, notify) => {
    const note = input.note ?? "";
    const mediaUrl = input.mediaUrl ?? null;
    const [inserted] = await tx
      .insert(applications)
      .values({
        ...POSTINGS[posting.kind].applicationOf(posting.id),
        applicantId,
        note,
        mediaUrl,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id, status: applications.status });
    // Applying is reversible until it is answered: a withdrawn application is sent again as new, in the
    // same row (its history goes on), counted from now. Any other earlier application is a conflict.
    const application = inserted ?? (await sendAgain(tx, posting, applicantId, { note, mediaUrl }, now));
    if (!application) throw new ServiceError("conflict", alreadyApplied);
    await withApplication?.(tx, application.id);
    const attachments = input.attachments ?? [];
    if (attachments.length > 0) {
      const owned = await tx
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .innerJoin(profiles, eq(profiles.id, portfolioItems.profileId))
        .where(and(inArray(portfolioItems.id, attachments), eq(profiles.userId, applicantId)));
      if (owned.length !== attachments.length) {
        throw new ServiceError("invalid", APPLICATION_FORM_MESSAGES.notYourPortfolio);
      }
      await tx.insert(applicationAttachments).values(
        attachments.map((portfolioItemId, position) => ({
          applicationId: application.id,
          portfolioItemId,
          position,
        })),
      );
    }
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "new", createdAt: now });
    if (posterId) {
      // By profile name, else the account's.
      const [applicant] = await tx
        .select({ name: sql<string>`coalesce(${profiles.name}, ${user.name})` })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, applicantId));
      await notify({
        userId: posterId,
        kind: "new_applicant",
        text: notice(applicant?.name ?? "Someone"),
        link: `${postingPath(posting)}/applicants`,
        // Sent again after a withdrawal, the poster is told once more at most: applying and withdrawing
        // in a loop must not become a stream of notices and emails into their inbox.
        ...(inserted ? {} : { dedupeKey: `applied-again:${posting.kind}:${posting.id}:${applicantId}` }),
      });
    }
    return application;
  });
}

/** The applicant's withdrawn application to `posting`, made new again; undefined when there is none. */
async function sendAgain(
  tx: Transaction,
  posting: PostingRef,
  applicantId: string,
  sent: { note: string; mediaUrl: string | null },
  now: Date,
) {
  const [again] = await tx
    .update(applications)
    .set({
      status: "new",
      ...sent,
      createdAt: now,
      updatedAt: now,
      posterRemindedAt: null,
      posterSeenAt: null,
    })
    .where(
      and(
        eq(POSTINGS[posting.kind].applicationColumn, posting.id),
        eq(applications.applicantId, applicantId),
        // Withdrawn by its sender, or a request to join that lapsed unanswered while its project stayed open
        // (answer-project-requests.server.ts); the posting's own feature has checked that it is open.
        inArray(applications.status, ["withdrawn", "closed"]),
      ),
    )
    .returning({ id: applications.id, status: applications.status });
  // The work attached the first time goes; what is attached now replaces it.
  if (again)
    await tx.delete(applicationAttachments).where(eq(applicationAttachments.applicationId, again.id));
  return again;
}

/** Withdraws the applicant's own application while it still waits for the poster's answer. */
export async function withdrawApplication(
  db: Database,
  posting: PostingRef,
  applicantId: string,
  messages: { notApplied: string; notWithdrawable: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(POSTINGS[posting.kind].applicationColumn, posting.id),
          eq(applications.applicantId, applicantId),
        ),
      )
      .for("update");
    if (!application) throw new ServiceError("not_found", messages.notApplied);
    if (!isWaiting(application.status)) throw new ServiceError("conflict", messages.notWithdrawable);
    await tx
      .update(applications)
      .set({ status: "withdrawn", updatedAt: now })
      .where(eq(applications.id, application.id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: "withdrawn", createdAt: now });
  });
}

/**
 * The applicant changes the note sent with their application until its poster
 * has seen it: while it is still "new" and has never been on the poster's
 * applicants page. Once seen, the note the poster read is the note they answer.
 */
export async function editApplicationNote(
  db: Database,
  posting: PostingRef,
  applicantId: string,
  note: string,
  now = new Date(),
) {
  const mine = and(
    eq(POSTINGS[posting.kind].applicationColumn, posting.id),
    eq(applications.applicantId, applicantId),
  );
  const [changed] = await db
    .update(applications)
    .set({ note, updatedAt: now })
    .where(and(mine, eq(applications.status, "new"), isNull(applications.posterSeenAt)))
    .returning({ id: applications.id });
  if (changed) return;
  const [existing] = await db.select({ id: applications.id }).from(applications).where(mine);
  throw existing
    ? new ServiceError("conflict", APPLICATION_MESSAGES.noteSeen)
    : new ServiceError("not_found", APPLICATION_MESSAGES.noApplication);
}

/** How many people have applied to a posting (withdrawn applications left out): what its poster's panel shows. */
export async function countApplicants(db: Database, posting: PostingRef) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(
      and(
        eq(POSTINGS[posting.kind].applicationColumn, posting.id),
        sql`${applications.status} <> 'withdrawn'`,
      ),
    );
  return row?.count ?? 0;
}
