import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationEvents, applications, auditions, profiles } from "~/db/schema";
import type { ApplicationStatus } from "~/features/applications/application-status";
import { countApplicants } from "./audition-applications.server";
import { auditionStatus } from "./audition-status";
import { type AuditionCard, auditionCardColumns, toAuditionCard } from "./list-auditions.server";

export type AuditionDetail = AuditionCard & {
  description: string;
  status: "upcoming" | "completed";
  /** Only for the poster and for applicants the poster accepted; null for everyone else. */
  meetingUrl: string | null;
  /** For the poster: how many have applied. */
  applicantCount: number | null;
  /** For an applicant: their note and each status their application has had, oldest first. */
  myHistory: { status: ApplicationStatus; at: string }[];
};

/** One audition as this viewer may see it, or null when there is no such audition. */
export async function getAudition(
  db: Database,
  id: number,
  viewerId: string | null,
  now = new Date(),
): Promise<AuditionDetail | null> {
  const [row] = await db
    .select({ ...auditionCardColumns, description: auditions.description, meetingUrl: auditions.meetingUrl })
    .from(auditions)
    .leftJoin(profiles, eq(profiles.userId, auditions.posterId))
    .where(eq(auditions.id, id));
  if (!row) return null;
  const { meetingUrl, description, ...cardRow } = row;

  const [application] = viewerId
    ? await db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(and(eq(applications.auditionId, id), eq(applications.applicantId, viewerId)))
    : [];
  const history = application
    ? await db
        .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, application.id))
        .orderBy(applicationEvents.createdAt, applicationEvents.id)
    : [];

  const card = toAuditionCard(cardRow, viewerId, application?.status ?? null);
  const mayJoin = card.mine || application?.status === "accepted";
  return {
    ...card,
    description,
    status: auditionStatus(row.date, now),
    meetingUrl: mayJoin && card.type === "Online" ? meetingUrl : null,
    applicantCount: card.mine ? await countApplicants(db, id) : null,
    myHistory: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
