import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, auditions } from "~/db/schema";
import type { ApplicationStatus } from "./application-status";

export type MyApplication = {
  id: number;
  status: ApplicationStatus;
  note: string;
  appliedAt: string;
  posting: { kind: "audition"; title: string; subtitle: string; link: string; date: string };
  history: { status: ApplicationStatus; at: string }[];
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
      auditionId: auditions.id,
      title: auditions.title,
      project: auditions.project,
      company: auditions.company,
      date: auditions.date,
    })
    .from(applications)
    .innerJoin(auditions, eq(auditions.id, applications.auditionId))
    .where(eq(applications.applicantId, applicantId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MY_APPLICATIONS_LIMIT);
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
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    note: row.note,
    appliedAt: row.appliedAt.toISOString(),
    posting: {
      kind: "audition",
      title: row.title,
      subtitle: `${row.project} · ${row.company}`,
      link: `/auditions/${row.auditionId}`,
      date: row.date.toISOString(),
    },
    history: events
      .filter((event) => event.applicationId === row.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString() })),
  }));
}
