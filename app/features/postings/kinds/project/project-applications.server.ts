import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import type { ApplicationInput } from "~/features/postings/application-form";
import { submitApplication, withdrawApplication } from "~/features/postings/posting-applications.server";
import { chooseRoles } from "~/features/postings/posting-roles.server";
import { ServiceError } from "~/lib/service-error";
import { PROJECT_MESSAGES } from "./project-messages";

/**
 * Asks to join an open project: one request per person, for one or more of
 * its open roles (when it lists any), with an optional note; the member's
 * profile goes with it, and the creator is told. The creator answers on the
 * project's requests page, by request or by filling a role; an accepted
 * request makes its person a collaborator.
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
  return submitApplication(db, {
    posting: { kind: "project", id: projectId },
    posterId: project.posterId,
    applicantId,
    input,
    now,
    alreadyApplied: PROJECT_MESSAGES.alreadyApplied,
    ownPosting: PROJECT_MESSAGES.ownProject,
    notTaking: project.closedAt ? PROJECT_MESSAGES.notOpen : null,
    notice: (name) => `${name} asked to join your project “${project.title}”.`,
    // The roles asked for: open roles of this project, one at least when it lists any still open.
    withApplication: (tx, applicationId) =>
      chooseRoles(tx, { kind: "project", id: projectId }, applicationId, input.roles ?? []),
  });
}

/** Withdraws the member's own request while it still waits for an answer. */
export function withdrawJoinRequest(db: Database, applicantId: string, projectId: number, now = new Date()) {
  return withdrawApplication(db, { kind: "project", id: projectId }, applicantId, PROJECT_MESSAGES, now);
}
