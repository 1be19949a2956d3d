import { and, eq, isNull } from "drizzle-orm";
import type { ProjectStage } from "~/constants/collaboration";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";
import { PROJECT_MESSAGES } from "./project-messages";
import { type ProjectInput, splitLookingFor } from "./project-schema";

/** Creates a project for its creator; it starts active, with its creator as its first collaborator. */
export async function createProject(db: Database, creatorId: string, input: ProjectInput, now = new Date()) {
  const [row] = await db
    .insert(projects)
    .values({
      posterId: creatorId,
      title: input.title,
      description: input.description,
      category: input.category,
      lookingFor: splitLookingFor(input.lookingFor),
      location: input.location ?? "",
      cityId: input.cityId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: projects.id });
  return { id: row!.id };
}

/** Its creator moves an open project between active, in development and on hold; anyone else finds no such project. */
export async function setProjectStage(
  db: Database,
  creatorId: string,
  projectId: number,
  stage: ProjectStage,
  now = new Date(),
) {
  const [row] = await db
    .update(projects)
    .set({ stage, updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.posterId, creatorId), isNull(projects.closedAt)))
    .returning({ id: projects.id });
  if (!row) throw new ServiceError("not_found", PROJECT_MESSAGES.notFound);
}
