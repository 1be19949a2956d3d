import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import type { ApplicationStatus } from "./application-status";
import type { PostingRef } from "./posting-path";
import { POSTINGS } from "./postings.server";

export type MyApplicationState = {
  status: ApplicationStatus | null;
  /** The note sent with it ("" when none, or not applied). */
  note: string;
  /** Whether the note may still be changed: new, and never yet on the poster's applicants page. */
  noteEditable: boolean;
  /** Each status the application has had, oldest first. */
  history: { status: ApplicationStatus; at: string }[];
};

/** The viewer's application to one posting, with its history; no status when they have not applied. */
export async function myApplicationTo(
  db: Database,
  applicantId: string | null,
  posting: PostingRef,
): Promise<MyApplicationState> {
  if (!applicantId) return { status: null, note: "", noteEditable: false, history: [] };
  const postingMatch = eq(POSTINGS[posting.kind].applicationColumn, posting.id);
  const [application] = await db
    .select({
      id: applications.id,
      status: applications.status,
      note: applications.note,
      seenAt: applications.posterSeenAt,
    })
    .from(applications)
    .where(and(postingMatch, eq(applications.applicantId, applicantId)));
  if (!application) return { status: null, note: "", noteEditable: false, history: [] };
  const history = await db
    .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, application.id))
    .orderBy(applicationEvents.createdAt, applicationEvents.id);
  return {
    status: application.status,
    note: application.note,
    noteEditable: application.status === "new" && application.seenAt === null,
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
