import { and, eq } from "drizzle-orm";
import type { ROLE_OUTCOMES } from "~/constants/auditions";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, profiles } from "~/db/schema";
import { type ApplicationStatus, isChosen } from "./application-status";
import type { PostingRef } from "./posting-path";
import { hasRoles, rolesAppliedFor } from "./posting-roles.server";
import { POSTINGS } from "./posting-tables.server";

export type MyApplicationState = {
  status: ApplicationStatus | null;
  /** The note sent with it ("" when none, or not applied). */
  note: string;
  /** Whether the note may still be changed: new, and never yet on the poster's applicants page. */
  noteEditable: boolean;
  /** Each status the application has had, oldest first. */
  history: { status: ApplicationStatus; at: string }[];
  /** The roles applied for (an audition that casts roles), each with its answer once the role is filled. */
  roles: { name: string; outcome: (typeof ROLE_OUTCOMES)[number] | null }[];
  /** The poster's profile, to message, once they chose the applicant (accepted or hired); else null. */
  messageTo: number | null;
};

const NOT_APPLIED: MyApplicationState = {
  status: null,
  note: "",
  noteEditable: false,
  history: [],
  roles: [],
  messageTo: null,
};

/** The viewer's application to one posting, with its history; no status when they have not applied. */
export async function myApplicationTo(
  db: Database,
  applicantId: string | null,
  posting: PostingRef,
): Promise<MyApplicationState> {
  if (!applicantId) return NOT_APPLIED;
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
  if (!application) return NOT_APPLIED;
  const [history, roles, messageTo] = await Promise.all([
    db
      .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(applicationEvents.createdAt, applicationEvents.id),
    hasRoles(posting.kind) ? rolesAppliedFor(db, [application.id]) : null,
    isChosen(application.status) ? posterProfileId(db, posting) : null,
  ]);
  return {
    status: application.status,
    note: application.note,
    noteEditable: application.status === "new" && application.seenAt === null,
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    roles: (roles?.get(application.id) ?? []).map(({ name, outcome }) => ({ name, outcome })),
    messageTo,
  };
}

async function posterProfileId(db: Database, posting: PostingRef) {
  const { table, posterId } = POSTINGS[posting.kind];
  const [row] = await db
    .select({ id: profiles.id })
    .from(table)
    .innerJoin(profiles, eq(profiles.userId, posterId))
    .where(eq(table.id, posting.id));
  return row?.id ?? null;
}
