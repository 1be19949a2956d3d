import { and, eq, isNull } from "drizzle-orm";
import { INDIAN_CITIES } from "~/constants/cities";
import type { ProjectStage } from "~/constants/collaboration";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { payFormValues } from "~/features/postings/pay";
import { payWords, storedPay } from "~/features/postings/pay-words";
import { type PostingChange, tellApplicantsOfChanges } from "~/features/postings/posting-changes.server";
import { holdIfAsksForMoney } from "~/features/postings/posting-holds.server";
import { refuseOverDailyLimit } from "~/features/postings/posting-limits.server";
import { listRoles, roleDrafts, saveRoles } from "~/features/postings/posting-roles.server";
import { roleTerms, tellRoleApplicantsOfChanges } from "~/features/postings/role-changes.server";
import { postingPayColumns } from "~/features/postings/role-pay";
import { roleTexts } from "~/features/postings/role-schema";
import { postingBackerValues } from "~/features/productions/production-access.server";
import { ServiceError } from "~/lib/service-error";
import { PROJECT_MESSAGES } from "./project-messages";
import type { ProjectInput } from "./project-schema";

const INDIAN_CITY_NAMES = new Map(INDIAN_CITIES.map((city) => [city.id, city.name]));

/** The stored columns for a form's input. */
function projectValues(input: ProjectInput) {
  return {
    ...postingPayColumns(input),
    title: input.title,
    description: input.description,
    category: input.category,
    location: input.location ?? "",
    cityId: input.cityId ?? null,
  };
}

/**
 * Creates a project for its creator with the roles it is looking for; it
 * starts active, with its creator as its first collaborator.
 */
export async function createProject(db: Database, creatorId: string, input: ProjectInput, now = new Date()) {
  return changeAndNotify(db, async (tx, notify) => {
    await refuseOverDailyLimit(tx, "project", creatorId, now);
    const { productionId } = await postingBackerValues(tx, creatorId, input.postAs);
    const [row] = await tx
      .insert(projects)
      .values({ posterId: creatorId, ...projectValues(input), productionId, createdAt: now, updatedAt: now })
      .returning({ id: projects.id });
    const posting = { kind: "project" as const, id: row!.id, title: input.title, posterId: creatorId };
    await saveRoles(tx, posting, input.roles);
    return { id: row!.id, held: await holdIfAsksForMoney(tx, notify, posting, projectTexts(input), now) };
  });
}

/**
 * Every word of a project an applicant reads: where a request for money would be (decision 060). The
 * about of the production it is posted for is read by holdIfAsksForMoney.
 */
function projectTexts(input: ProjectInput) {
  return [
    input.title,
    input.description,
    input.location,
    projectValues(input).payNote,
    ...roleTexts(input.roles),
  ];
}

/**
 * Its creator corrects an open project and its roles; its requests and
 * collaborators stay, and a role somebody asked for cannot be removed.
 * Everyone whose request still waits or was accepted is told when its place
 * changed (a project has no date or pay of its own), and those waiting on a
 * role when its pay or playing age changed. Anyone else finds no such
 * project.
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
    const { productionId } = await postingBackerValues(tx, creatorId, input.postAs);
    await tx
      .update(projects)
      .set({ ...after, productionId, updatedAt: now })
      .where(eq(projects.id, projectId));
    // Named as its people know it: by the title they asked to join.
    const posting = { kind: "project" as const, id: projectId, title: before.title };
    const rolesBefore = await roleTerms(tx, posting);
    await saveRoles(tx, posting, input.roles);
    const movedTo = after.location || INDIAN_CITY_NAMES.get(after.cityId ?? "") || "no particular place";
    const changes: PostingChange[] =
      before.location !== after.location || before.cityId !== after.cityId
        ? [{ field: "Location", words: `the place is now ${movedTo}` }]
        : [];
    const payAfter = payWords(storedPay(after));
    if (payWords(storedPay(before)) !== payAfter)
      changes.push({ field: "Pay", words: `pay is now ${payAfter}` });
    const told = await tellApplicantsOfChanges(tx, { ...posting, posterId: creatorId }, changes);
    await tellRoleApplicantsOfChanges(tx, { ...posting, posterId: creatorId }, rolesBefore);
    const held = await holdIfAsksForMoney(
      tx,
      notify,
      { ...posting, posterId: creatorId },
      projectTexts(input),
      now,
    );
    return { id: projectId, told, held };
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
    roles: JSON.stringify(roleDrafts(await listRoles(db, { kind: "project", id: projectId }))),
    location: row.location,
    cityId: row.cityId ?? "",
    postAs: row.productionId === null ? "" : String(row.productionId),
    ...payFormValues(storedPay(row)),
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
