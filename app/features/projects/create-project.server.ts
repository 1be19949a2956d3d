import { and, eq, isNull } from "drizzle-orm";
import { INDIAN_CITIES } from "~/constants/cities";
import type { ProjectStage } from "~/constants/collaboration";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { tellApplicantsOfChanges } from "~/features/postings/posting-changes.server";
import { ServiceError } from "~/lib/service-error";
import { PROJECT_MESSAGES } from "./project-messages";
import { type ProjectInput, splitLookingFor } from "./project-schema";

const INDIAN_CITY_NAMES = new Map(INDIAN_CITIES.map((city) => [city.id, city.name]));

/** The stored columns for a form's input. */
function projectValues(input: ProjectInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    lookingFor: splitLookingFor(input.lookingFor),
    location: input.location ?? "",
    cityId: input.cityId ?? null,
  };
}

/** Creates a project for its creator; it starts active, with its creator as its first collaborator. */
export async function createProject(db: Database, creatorId: string, input: ProjectInput, now = new Date()) {
  const [row] = await db
    .insert(projects)
    .values({ posterId: creatorId, ...projectValues(input), createdAt: now, updatedAt: now })
    .returning({ id: projects.id });
  return { id: row!.id };
}

/**
 * Its creator corrects an open project; its requests and collaborators stay.
 * Everyone whose request still waits or was accepted is told when its place
 * changed (a project has no date or pay of its own). Anyone else finds no
 * such project.
 */
export async function updateProject(
  db: Database,
  creatorId: string,
  projectId: number,
  input: ProjectInput,
  now = new Date(),
) {
  const after = projectValues(input);
  return changeAndNotify(db, async (tx, notify) => {
    const [before] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.posterId, creatorId), isNull(projects.closedAt)))
      .for("update");
    if (!before) throw new ServiceError("not_found", PROJECT_MESSAGES.notFound);
    await tx
      .update(projects)
      .set({ ...after, updatedAt: now })
      .where(eq(projects.id, projectId));
    const movedTo = after.location || INDIAN_CITY_NAMES.get(after.cityId ?? "") || "no particular place";
    const changes =
      before.location !== after.location || before.cityId !== after.cityId
        ? [`the place is now ${movedTo}`]
        : [];
    const told = await tellApplicantsOfChanges(
      tx,
      notify,
      { kind: "project", id: projectId, title: before.title },
      changes,
    );
    return { id: projectId, told };
  });
}

/** The creator's own open project as its form's values, or null when it is not theirs or is closed. */
export async function projectFormValues(db: Database, creatorId: string, projectId: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.posterId, creatorId), isNull(projects.closedAt)));
  if (!row) return null;
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    lookingFor: row.lookingFor.join("\n"),
    location: row.location,
    cityId: row.cityId ?? "",
  };
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
