import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions, profiles } from "~/db/schema";
import type { ApplicationStatus } from "~/features/postings/application-status";
import { type MyApplicationState, myApplicationTo } from "~/features/postings/my-application.server";
import { countApplicants } from "~/features/postings/posting-applications.server";
import { type PostingRole, rolesOf } from "~/features/postings/posting-roles.server";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { auditionStatus } from "./audition-status";
import { type AuditionCard, auditionCardColumns, toAuditionCard } from "./list-auditions.server";

export type AuditionDetail = AuditionCard & {
  description: string;
  status: "upcoming" | "completed";
  /** Only for the poster and for applicants the poster accepted; null for everyone else. */
  meetingUrl: string | null;
  /** For the poster: how many have applied. */
  applicantCount: number | null;
  /** For an applicant: each status their application has had, oldest first. */
  myHistory: { status: ApplicationStatus; at: string }[];
  /** For an applicant: the note they sent ("" for none), and whether they may still change it. */
  myNote: string;
  myNoteEditable: boolean;
  /** For an applicant: the roles they applied for, each with its answer once filled. */
  myRoles: MyApplicationState["roles"];
  /** For an applicant the casting team chose: their profile, to message. */
  myMessageTo: number | null;
  /** The roles it casts, in full. */
  roleDetails: PostingRole[];
};

/** One audition as this viewer may see it, or null when there is no such audition. */
export async function getAudition(
  db: Database,
  id: number,
  viewerId: string | null,
  now = new Date(),
): Promise<AuditionDetail | null> {
  const [row] = await db
    .select({
      ...auditionCardColumns,
      description: auditions.description,
      meetingUrl: auditions.meetingUrl,
      roleDetails: rolesOf("audition"),
    })
    .from(auditions)
    .leftJoin(profiles, eq(profiles.userId, auditions.posterId))
    // A suspended member's audition, or one whose poster and the viewer have blocked each other, is not there.
    .where(and(eq(auditions.id, id), shownPostings("audition", viewerId)));
  if (!row) return null;
  const { meetingUrl, description, roleDetails, ...cardRow } = row;
  const mine = await myApplicationTo(db, viewerId, { kind: "audition", id });

  const card = toAuditionCard(cardRow, viewerId, mine.status);
  const mayJoin = card.mine || mine.status === "accepted";
  return {
    ...card,
    description,
    status: auditionStatus(row.date, now),
    meetingUrl: mayJoin && card.type === "Online" ? meetingUrl : null,
    applicantCount: card.mine ? await countApplicants(db, { kind: "audition", id }) : null,
    myHistory: mine.history,
    myNote: mine.note,
    myNoteEditable: mine.noteEditable,
    myRoles: mine.roles,
    myMessageTo: mine.messageTo,
    roleDetails,
  };
}
