import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import type { ApplicationInput } from "~/features/postings/application-form";
import { submitApplication, withdrawApplication } from "~/features/postings/posting-applications.server";
import { ServiceError } from "~/lib/service-error";
import { PROJECT_MESSAGES } from "./project-messages";

/**
 * Asks to join an open project: one request per person, with an optional
 * note; the member's profile goes with it, and the creator is told. The
 * creator answers on the project's requests page; an accepted request makes
 * its person a collaborator.
 */
export async function requestToJoin(
  db: Database,
  applicantId: string,
  projectId: number,
  input: ApplicationInput,
  now = new Date(),
) {
  const [project] = await db
    .select({ title: projects.title, posterId: projects.posterId, closedAt: projects.closedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new ServiceError("not_found", PROJECT_MESSAGES.notFound);
  if (project.posterId === applicantId) throw new ServiceError("invalid", PROJECT_MESSAGES.ownProject);
  if (project.closedAt) throw new ServiceError("conflict", PROJECT_MESSAGES.notOpen);
  return submitApplication(db, {
    posting: { kind: "project", id: projectId },
    posterId: project.posterId,
    applicantId,
    input,
    now,
    alreadyApplied: PROJECT_MESSAGES.alreadyApplied,
    notice: (name) => `${name} asked to join your project “${project.title}”.`,
  });
}

/** Withdraws the member's own request while it still waits for an answer. */
export function withdrawJoinRequest(db: Database, applicantId: string, projectId: number, now = new Date()) {
  return withdrawApplication(db, { kind: "project", id: projectId }, applicantId, PROJECT_MESSAGES, now);
}
