import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { applicationEvents, applicationRoles, applications, postingRoles } from "~/db/schema";
import { changeAndNotify, type Notify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { CASTABLE_STATUSES } from "./application-status";
import { closeAndAnswer } from "./close-posting.server";
import { POSTING_KIND_DEFINITIONS } from "./posting-kinds";
import { postingPath } from "./posting-path";
import { everyRoleFilled, type RolePosting, rolesOfPosting } from "./posting-roles.server";
import { POSTINGS } from "./posting-tables.server";
import { ROLE_MESSAGES } from "./role-messages";

/**
 * The poster fills one role of their audition or project with the people
 * they chose from those who applied for it (none is allowed: filled
 * elsewhere). Each of them is cast (their application accepted, if it was not
 * yet) and told so; everyone else who applied for the role is told it was
 * filled, and an application with no role left open and none cast is answered
 * "not selected" (declined), even one accepted before on an audition: it was
 * for roles others now play (a project's accepted request stays: its sender
 * is a collaborator already). When this was the last open role, an audition closes as
 * filled and anyone still waiting is answered; a project (not `fillable` as a
 * whole: it is completed only when its creator says so) takes no more
 * requests, as it has no open role to ask for. All in one transaction.
 */
export async function fillRole(
  db: Database,
  posterId: string,
  {
    posting,
    roleId,
    castApplicationIds,
  }: { posting: RolePosting; roleId: number; castApplicationIds: number[] },
  now = new Date(),
): Promise<{ name: string; cast: number; postingClosed: boolean; everyRoleFilled: boolean }> {
  const { table } = POSTINGS[posting.kind];
  const { noun, capabilities } = POSTING_KIND_DEFINITIONS[posting.kind];
  return changeAndNotify(db, async (tx, notify) => {
    const [found] = await tx
      .select({ title: table.title, closedAt: table.closedAt })
      .from(table)
      .where(and(eq(table.id, posting.id), eq(table.posterId, posterId)))
      .for("update");
    if (!found) throw new ServiceError("not_found", POSTING_KIND_DEFINITIONS[posting.kind].notFound);
    if (found.closedAt) throw new ServiceError("conflict", ROLE_MESSAGES.fillClosed(noun));
    const [role] = await tx
      .select({
        id: postingRoles.id,
        name: postingRoles.name,
        needed: postingRoles.needed,
        filledAt: postingRoles.filledAt,
      })
      .from(postingRoles)
      .where(and(eq(postingRoles.id, roleId), rolesOfPosting(posting)));
    if (!role) throw new ServiceError("not_found", ROLE_MESSAGES.fillRoleMissing(noun));
    if (role.filledAt) throw new ServiceError("conflict", ROLE_MESSAGES.alreadyFilled(role.name));

    const forRole = await tx
      .select({ id: applications.id, applicantId: applications.applicantId, status: applications.status })
      .from(applicationRoles)
      .innerJoin(applications, eq(applications.id, applicationRoles.applicationId))
      .where(and(eq(applicationRoles.roleId, roleId), inArray(applications.status, [...CASTABLE_STATUSES])))
      .for("update", { of: applications });
    const chosen = new Set(castApplicationIds);
    const cast = forRole.filter((application) => chosen.has(application.id));
    if (cast.length !== chosen.size) throw new ServiceError("invalid", ROLE_MESSAGES.castNotApplicant);
    if (cast.length > role.needed)
      throw new ServiceError("invalid", ROLE_MESSAGES.tooManyCast(role.name, role.needed));

    await tx.update(postingRoles).set({ filledAt: now }).where(eq(postingRoles.id, roleId));
    await recordOutcomes(
      tx,
      roleId,
      cast.map((application) => application.id),
    );
    await acceptCast(tx, cast, now);
    await notify(
      ...cast.map((application) => ({
        userId: application.applicantId,
        kind: "application_status" as const,
        text: capabilities.joinable
          ? `You have been chosen for “${role.name}” in “${found.title}”: you are now a collaborator.`
          : `You have been cast as “${role.name}” in “${found.title}”.`,
        link: postingPath(posting),
      })),
    );
    const passedOver = forRole.filter((application) => !chosen.has(application.id));
    await answerPassedOver(tx, notify, passedOver, { posting, role: role.name, title: found.title }, now);

    const allFilled = await everyRoleFilled(tx, posting);
    const postingClosed =
      allFilled &&
      capabilities.fillable &&
      (await closeAndAnswer(tx, notify, { ...posting, title: found.title }, "filled", now)) !== null;
    return { name: role.name, cast: cast.length, postingClosed, everyRoleFilled: allFilled };
  });
}

/** What those not cast read after the news, in the words of what they sent. */
const THANKS = { audition: "Thank you for applying.", project: "Thank you for asking to join." } as const;

/** Every application for the role gets its answer for it: cast, or not. */
async function recordOutcomes(tx: Transaction, roleId: number, castIds: number[]) {
  await tx
    .update(applicationRoles)
    .set({ outcome: "not_cast" })
    .where(
      and(
        eq(applicationRoles.roleId, roleId),
        castIds.length > 0 ? notInArray(applicationRoles.applicationId, castIds) : undefined,
      ),
    );
  if (castIds.length > 0) {
    await tx
      .update(applicationRoles)
      .set({ outcome: "cast" })
      .where(and(eq(applicationRoles.roleId, roleId), inArray(applicationRoles.applicationId, castIds)));
  }
}

/** Those cast are accepted, so they see what accepted applicants see (the meeting link). */
async function acceptCast(tx: Transaction, cast: { id: number; status: string }[], now: Date) {
  const toAccept = cast
    .filter((application) => application.status !== "accepted")
    .map((application) => application.id);
  if (toAccept.length === 0) return;
  await tx
    .update(applications)
    .set({ status: "accepted", updatedAt: now })
    .where(inArray(applications.id, toAccept));
  await tx
    .insert(applicationEvents)
    .values(
      toAccept.map((applicationId) => ({ applicationId, status: "accepted" as const, createdAt: now })),
    );
}

/**
 * Those not cast are told the role is filled. An application whose every
 * role now has its answer, none of them cast, is answered: not selected
 * (declined), accepted before or not on an audition (a project's collaborator
 * stays one); one with another role still open waits on for it.
 */
async function answerPassedOver(
  tx: Transaction,
  notify: Notify,
  passedOver: { id: number; applicantId: string }[],
  { posting, role, title }: { posting: RolePosting; role: string; title: string },
  now: Date,
) {
  if (passedOver.length === 0) return;
  await notify(
    ...passedOver.map((application) => ({
      userId: application.applicantId,
      kind: "application_status" as const,
      text: `“${role}” in “${title}” has been filled. ${THANKS[posting.kind]}`,
      link: postingPath(posting),
    })),
  );
  const answered = await tx
    .update(applications)
    .set({ status: "declined", updatedAt: now })
    .where(
      and(
        inArray(
          applications.id,
          passedOver.map((application) => application.id),
        ),
        // Named outright: an update's columns are unqualified, and "id" must be the application's.
        sql`not exists (select 1 from application_roles ar where ar.application_id = "applications"."id" and (ar.outcome is null or ar.outcome = 'cast'))`,
        // On a project an accepted request made its sender a collaborator: a role filled by others does not
        // take them off the team (an audition's accepted applicant was only ever a candidate).
        POSTING_KIND_DEFINITIONS[posting.kind].capabilities.joinable
          ? ne(applications.status, "accepted")
          : undefined,
      ),
    )
    .returning({ id: applications.id });
  if (answered.length > 0) {
    await tx
      .insert(applicationEvents)
      .values(answered.map(({ id }) => ({ applicationId: id, status: "declined" as const, createdAt: now })));
  }
}
