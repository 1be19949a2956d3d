import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, auditions, jobs, profiles, projects } from "~/db/schema";
import { type ApplicationStatus, isChosen } from "./application-status";
import type { PostingKind } from "./posting-kinds";
import { type PostingRef, postingPath } from "./posting-path";
import { rolesAppliedFor } from "./posting-roles.server";

export type MyApplication = {
  id: number;
  status: ApplicationStatus;
  note: string;
  appliedAt: string;
  /** What was applied to; `date` is an audition's day, a job's deadline or when a project was created. */
  posting: { kind: PostingKind; title: string; subtitle: string; link: string; date: string };
  history: { status: ApplicationStatus; at: string }[];
  /** The roles this applicant was cast in (an audition's or project's filled roles). */
  castAs: string[];
  /** The poster's profile, to message, once they chose the applicant; else null. */
  messageTo: number | null;
};

/** MY_APPLICATIONS_LIMIT newest applications are shown; a member with more sees the newest. */
export const MY_APPLICATIONS_LIMIT = 100;

/** The member's own applications, newest first, each with its posting and every status it has had. */
export async function listMyApplications(db: Database, applicantId: string): Promise<MyApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      note: applications.note,
      appliedAt: applications.createdAt,
      auditionId: applications.auditionId,
      jobId: applications.jobId,
      projectId: applications.projectId,
      // Each application names one posting (a check constraint): take its columns from whichever it is.
      title: sql<string>`coalesce(${auditions.title}, ${jobs.title}, ${projects.title})`,
      subtitle: sql<string>`coalesce(${auditions.project} || ' · ' || ${auditions.company}, ${jobs.company} || ' · ' || ${jobs.type}, 'Collaboration · ' || ${projects.category})`,
      date: sql<Date>`coalesce(${auditions.date}, ${jobs.deadline}, ${projects.createdAt})`.mapWith(
        auditions.date,
      ),
      posterProfileId: profiles.id,
    })
    .from(applications)
    .leftJoin(auditions, eq(auditions.id, applications.auditionId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(projects, eq(projects.id, applications.projectId))
    .leftJoin(
      profiles,
      eq(profiles.userId, sql`coalesce(${auditions.posterId}, ${jobs.posterId}, ${projects.posterId})`),
    )
    .where(eq(applications.applicantId, applicantId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MY_APPLICATIONS_LIMIT);
  const ids = rows.map((row) => row.id);
  const roles = await rolesAppliedFor(db, ids);
  const events =
    rows.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationEvents.applicationId,
            status: applicationEvents.status,
            at: applicationEvents.createdAt,
          })
          .from(applicationEvents)
          .where(
            inArray(
              applicationEvents.applicationId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return rows.map((row) => {
    const posting = postingOf(row);
    return {
      id: row.id,
      status: row.status,
      note: row.note,
      appliedAt: row.appliedAt.toISOString(),
      posting: {
        kind: posting.kind,
        title: row.title,
        subtitle: row.subtitle,
        link: postingPath(posting),
        date: row.date.toISOString(),
      },
      history: events
        .filter((event) => event.applicationId === row.id)
        .map((event) => ({ status: event.status, at: event.at.toISOString() })),
      castAs: (roles.get(row.id) ?? []).filter((role) => role.outcome === "cast").map((role) => role.name),
      messageTo: isChosen(row.status) ? row.posterProfileId : null,
    };
  });
}

/** The one posting an application names (a check constraint makes it exactly one). */
function postingOf(row: {
  auditionId: number | null;
  jobId: number | null;
  projectId: number | null;
}): PostingRef {
  if (row.jobId !== null) return { kind: "job", id: row.jobId };
  if (row.projectId !== null) return { kind: "project", id: row.projectId };
  return { kind: "audition", id: row.auditionId! };
}
