import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  applicationAttachments,
  applicationEvents,
  applicationRoles,
  applications,
  portfolioItems,
  profiles,
} from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { containsPattern } from "~/lib/like-pattern";
import { ServiceError } from "~/lib/service-error";
import { APPLICATION_MESSAGES } from "./application-messages";
import { type ApplicationStatus, posterMayMove, statusNotice } from "./application-status";
import { POSTING_KIND_DEFINITIONS, type PosterStatus } from "./posting-kinds";
import { type PostingRef, postingPath } from "./posting-path";
import {
  appliedForRole,
  hasRoles,
  listRolesWithCounts,
  type RoleOutcome,
  rolesAppliedFor,
} from "./posting-roles.server";
import { POSTINGS } from "./posting-tables.server";

/** `role`: only those who applied for this role of an audition (its id); null for everyone. */
export type ApplicantFilter = { status: ApplicationStatus | "all"; q: string; role: number | null };

export type Applicant = {
  applicationId: number;
  status: ApplicationStatus;
  note: string;
  /** A link to their self-tape or voice sample, or null. */
  mediaUrl: string | null;
  /** The roles applied for (an audition's), each with its answer once filled. */
  roles: { id: number; name: string; outcome: RoleOutcome | null }[];
  appliedAt: string;
  updatedAt: string;
  /** The portfolio items sent with it, in the applicant's order: each opens the work itself. */
  attachments: { title: string; type: "image" | "video"; url: string }[];
  profile: {
    /** For Message (the composer's `?recipient=`). */
    id: number;
    name: string;
    username: string;
    role: string;
    location: string;
    imageUrl: string | null;
  } | null;
};

/** A posting as its applicants page shows it: what, when (the audition's day or the job's deadline), closed or not. */
export type PostingSummary = PostingRef & { title: string; date: string; closedAt: string | null };

/** The posting if this account posted it; anyone else is told there is no such page (decision 021: not_found). */
async function postedPosting(db: Database, posterId: string, posting: PostingRef): Promise<PostingSummary> {
  const { table, date } = POSTINGS[posting.kind];
  const [row] = await db
    .select({ id: table.id, title: table.title, closedAt: table.closedAt, date })
    .from(table)
    .where(and(eq(table.id, posting.id), eq(table.posterId, posterId)));
  if (!row) {
    throw new ServiceError("not_found", POSTING_KIND_DEFINITIONS[posting.kind].notFound);
  }
  return {
    kind: posting.kind,
    id: row.id,
    title: row.title,
    date: row.date.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * A posting's applicants, for its poster only: each with their profile,
 * note and status, the earliest first; filtered by status and by words in
 * the name, role or note. Also how many there are in each status, for the
 * filter's counts.
 */
export async function listPostingApplicants(
  db: Database,
  posterId: string,
  postingRef: PostingRef,
  filter: ApplicantFilter,
) {
  const posting = await postedPosting(db, posterId, postingRef);
  // The status counts are of the role shown, when one is: "Shortlisted (2)" among those who want this role.
  const inView = and(
    eq(POSTINGS[posting.kind].applicationColumn, posting.id),
    filter.role !== null ? appliedForRole(filter.role) : undefined,
  );
  const conditions = [inView];
  if (filter.status !== "all") conditions.push(eq(applications.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`(${ilike(profiles.name, pattern)} or ${ilike(profiles.role, pattern)} or ${ilike(applications.note, pattern)})`,
    );
  }
  const [rows, counts] = await Promise.all([
    db
      .select({
        applicationId: applications.id,
        status: applications.status,
        note: applications.note,
        mediaUrl: applications.mediaUrl,
        appliedAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        profileId: profiles.id,
        name: profiles.name,
        username: profiles.username,
        role: profiles.role,
        location: profiles.location,
        imageUrl: profilePhotoColumn(profiles),
      })
      .from(applications)
      .leftJoin(profiles, eq(profiles.userId, applications.applicantId))
      .where(and(...conditions))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({ status: applications.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(inView)
      .groupBy(applications.status),
  ]);
  const shown = rows.map((row) => row.applicationId);
  if (shown.length > 0) {
    // The poster has these notes in front of them now: their applicants can no longer change them.
    await db
      .update(applications)
      .set({ posterSeenAt: new Date() })
      .where(and(inArray(applications.id, shown), isNull(applications.posterSeenAt)));
  }
  const [attachments, rolesApplied, roles] = await Promise.all([
    attachmentsOf(db, shown),
    rolesAppliedFor(db, shown),
    hasRoles(posting.kind) ? listRolesWithCounts(db, { kind: posting.kind, id: posting.id }) : [],
  ]);
  const applicants: Applicant[] = rows.map((row) => ({
    applicationId: row.applicationId,
    status: row.status,
    note: row.note,
    mediaUrl: row.mediaUrl,
    roles: rolesApplied.get(row.applicationId) ?? [],
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attachments: attachments.get(row.applicationId) ?? [],
    profile:
      row.profileId !== null && row.name && row.username
        ? {
            id: row.profileId,
            name: row.name,
            username: row.username,
            role: row.role ?? "",
            location: row.location ?? "",
            imageUrl: row.imageUrl,
          }
        : null,
  }));
  return {
    posting,
    roles,
    applicants,
    counts: Object.fromEntries(counts.map((row) => [row.status, row.count])) as Partial<
      Record<ApplicationStatus, number>
    >,
  };
}

/** The attachments of the listed applications, by application, in one query. */
async function attachmentsOf(db: Database, applicationIds: number[]) {
  const byApplication = new Map<number, Applicant["attachments"]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationAttachments.applicationId,
      title: portfolioItems.title,
      type: portfolioItems.type,
      url: portfolioItems.url,
    })
    .from(applicationAttachments)
    .innerJoin(portfolioItems, eq(portfolioItems.id, applicationAttachments.portfolioItemId))
    .where(inArray(applicationAttachments.applicationId, applicationIds))
    .orderBy(asc(applicationAttachments.position));
  for (const { applicationId, ...item } of rows) {
    byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), item]);
  }
  return byApplication;
}

/**
 * The poster sets one status on one or more of their posting's
 * applications. Each application that changes gets a history entry and its
 * applicant a notification, in one transaction; ids from another posting
 * match nothing. Returns how many changed.
 */
export async function setApplicantStatus(
  db: Database,
  posterId: string,
  postingRef: PostingRef,
  applicationIds: number[],
  status: PosterStatus,
  now = new Date(),
) {
  const posting = await postedPosting(db, posterId, postingRef);
  if (applicationIds.length === 0) throw new ServiceError("invalid", APPLICATION_MESSAGES.chooseApplicants);
  return changeAndNotify(db, async (tx, notify) => {
    const current = await tx
      .select({ id: applications.id, status: applications.status, applicantId: applications.applicantId })
      .from(applications)
      .where(
        and(
          eq(POSTINGS[posting.kind].applicationColumn, posting.id),
          inArray(applications.id, applicationIds),
        ),
      )
      .for("update");
    if (current.length === 0) throw new ServiceError("not_found", APPLICATION_MESSAGES.notFound);
    const cast = await castInRoles(
      tx,
      current.map((application) => application.id),
    );
    const moving = current.filter((application) =>
      posterMayMove(application.status, status, cast.has(application.id)),
    );
    if (moving.length === 0) return 0;
    const ids = moving.map((application) => application.id);
    await tx.update(applications).set({ status, updatedAt: now }).where(inArray(applications.id, ids));
    await tx
      .insert(applicationEvents)
      .values(ids.map((applicationId) => ({ applicationId, status, createdAt: now })));
    await notify(
      ...moving.map((application) => ({
        userId: application.applicantId,
        kind: "application_status" as const,
        text: statusNotice(status, posting.title, posting.kind),
        link: postingPath(posting),
      })),
    );
    return moving.length;
  });
}

/** Which of these applications were cast in a filled role: the poster's status buttons no longer move them. */
async function castInRoles(db: Transaction, applicationIds: number[]) {
  const rows = await db
    .selectDistinct({ id: applicationRoles.applicationId })
    .from(applicationRoles)
    .where(
      and(inArray(applicationRoles.applicationId, applicationIds), eq(applicationRoles.outcome, "cast")),
    );
  return new Set(rows.map((row) => row.id));
}
