import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import type { ApplicationStatus } from "./application-status";

export type MyApplicationState = {
  status: ApplicationStatus | null;
  /** Each status the application has had, oldest first. */
  history: { status: ApplicationStatus; at: string }[];
};

/** The viewer's application to one posting, with its history; no status when they have not applied. */
export async function myApplicationTo(
  db: Database,
  applicantId: string | null,
  posting: { auditionId: number } | { jobId: number },
): Promise<MyApplicationState> {
  if (!applicantId) return { status: null, history: [] };
  const postingMatch =
    "auditionId" in posting
      ? eq(applications.auditionId, posting.auditionId)
      : eq(applications.jobId, posting.jobId);
  const [application] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(postingMatch, eq(applications.applicantId, applicantId)));
  if (!application) return { status: null, history: [] };
  const history = await db
    .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, application.id))
    .orderBy(applicationEvents.createdAt, applicationEvents.id);
  return {
    status: application.status,
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
