import { and, count, eq, ne } from "drizzle-orm";
import {
  PENDING_INVITATIONS_MAX,
  PRODUCTION_ROLE_LABELS,
  type ProductionRole,
} from "~/constants/productions";
import type { Database, Transaction } from "~/db/client.server";
import { productionInvitations, productionMembers, profiles } from "~/db/schema";
import { mayReach } from "~/features/blocks/member-reach.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { lockProduction, refuseUnlessOwner } from "./production-access.server";
import { PRODUCTION_MESSAGES as M } from "./production-messages";

/**
 * A production's people (issue 27): owners invite members by username, each
 * invitee accepts or declines, owners change roles and remove people, anyone
 * may leave; a production always keeps at least one owner. Each change locks
 * the production's row, so two owners leaving at once cannot leave it with none.
 */

/** An owner invites a member by username, with a role; the invitee is told. */
export async function inviteMember(
  db: Database,
  ownerId: string,
  productionId: number,
  input: { username: string; role: ProductionRole },
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  const [invitee] = await db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.username, input.username));
  // Someone who blocked the owner (or whom the owner blocked), or a suspended account, is nobody to invite.
  if (!invitee?.userId || !(await mayReach(db, ownerId, invitee.userId))) {
    throw new ServiceError("not_found", M.noSuchMember, { fieldErrors: { username: [M.noSuchMember] } });
  }
  const inviteeId = invitee.userId;
  return changeAndNotify(db, async (tx, notify) => {
    const production = await lockProduction(tx, productionId);
    const [member] = await tx
      .select({ role: productionMembers.role })
      .from(productionMembers)
      .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, inviteeId)));
    if (member)
      throw new ServiceError("conflict", M.alreadyMember, { fieldErrors: { username: [M.alreadyMember] } });
    const [waiting] = await tx
      .select({ count: count() })
      .from(productionInvitations)
      .where(
        and(
          eq(productionInvitations.productionId, productionId),
          eq(productionInvitations.status, "pending"),
        ),
      );
    if ((waiting?.count ?? 0) >= PENDING_INVITATIONS_MAX)
      throw new ServiceError("rate_limited", M.tooManyInvitations);
    const [row] = await tx
      .insert(productionInvitations)
      .values({ productionId, inviteeId, role: input.role, invitedBy: ownerId })
      .onConflictDoNothing()
      .returning({ id: productionInvitations.id });
    if (!row)
      throw new ServiceError("conflict", M.alreadyInvited, { fieldErrors: { username: [M.alreadyInvited] } });
    await notify({
      userId: inviteeId,
      actorId: ownerId,
      kind: "production_invitation",
      text: `You are invited to join ${production.name} on Rangmanch as ${PRODUCTION_ROLE_LABELS[input.role].toLowerCase()}.`,
      link: "/productions",
      dedupeKey: `production-invitation:${row.id}`,
    });
    return { id: row.id, message: M.invited(invitee.name) };
  });
}

async function pendingInvitation(tx: Transaction, invitationId: number) {
  const [row] = await tx
    .select()
    .from(productionInvitations)
    .where(and(eq(productionInvitations.id, invitationId), eq(productionInvitations.status, "pending")))
    .for("update");
  return row ?? null;
}

/** The invitee accepts (joining with the invitation's role) or declines. Anyone else's invitation is "not found". */
export async function answerInvitation(db: Database, userId: string, invitationId: number, accept: boolean) {
  return db.transaction(async (tx) => {
    const invitation = await pendingInvitation(tx, invitationId);
    if (!invitation || invitation.inviteeId !== userId) throw new ServiceError("not_found", M.invitationGone);
    const production = await lockProduction(tx, invitation.productionId);
    await tx
      .update(productionInvitations)
      .set({ status: accept ? "accepted" : "declined", respondedAt: new Date() })
      .where(eq(productionInvitations.id, invitationId));
    if (!accept) return { message: M.declined, slug: production.slug };
    await tx
      .insert(productionMembers)
      .values({ productionId: production.id, userId, role: invitation.role })
      .onConflictDoNothing();
    return { message: M.accepted(production.name), slug: production.slug };
  });
}

/** An owner takes back an invitation not yet answered. */
export async function withdrawInvitation(
  db: Database,
  ownerId: string,
  productionId: number,
  invitationId: number,
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return db.transaction(async (tx) => {
    const invitation = await pendingInvitation(tx, invitationId);
    if (!invitation || invitation.productionId !== productionId)
      throw new ServiceError("not_found", M.invitationGone);
    await tx
      .update(productionInvitations)
      .set({ status: "withdrawn", respondedAt: new Date() })
      .where(eq(productionInvitations.id, invitationId));
    return { message: M.withdrawn };
  });
}

/** The member's role there, refused when they are not part of it. */
async function memberRole(tx: Transaction, productionId: number, userId: string) {
  const [row] = await tx
    .select({ role: productionMembers.role })
    .from(productionMembers)
    .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, userId)));
  if (!row) throw new ServiceError("not_found", M.notAMember);
  return row.role;
}

/** Refuses a change that would leave the production with no owner but `leaving`. */
async function refuseLastOwner(tx: Transaction, productionId: number, leaving: string) {
  const [others] = await tx
    .select({ count: count() })
    .from(productionMembers)
    .where(
      and(
        eq(productionMembers.productionId, productionId),
        eq(productionMembers.role, "owner"),
        ne(productionMembers.userId, leaving),
      ),
    );
  if ((others?.count ?? 0) === 0) throw new ServiceError("conflict", M.lastOwner);
}

/** An owner changes a member's role (their own too, while another owner remains). */
export async function changeMemberRole(
  db: Database,
  ownerId: string,
  productionId: number,
  memberId: string,
  role: ProductionRole,
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return db.transaction(async (tx) => {
    await lockProduction(tx, productionId);
    const before = await memberRole(tx, productionId, memberId);
    if (before === "owner" && role !== "owner") await refuseLastOwner(tx, productionId, memberId);
    await tx
      .update(productionMembers)
      .set({ role })
      .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, memberId)));
    return { message: M.roleChanged };
  });
}

/** An owner removes someone (themself only while another owner remains). */
export async function removeMember(db: Database, ownerId: string, productionId: number, memberId: string) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return db.transaction(async (tx) => {
    await lockProduction(tx, productionId);
    if ((await memberRole(tx, productionId, memberId)) === "owner")
      await refuseLastOwner(tx, productionId, memberId);
    await tx
      .delete(productionMembers)
      .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, memberId)));
    return { message: M.removed };
  });
}

/** A member leaves; the last owner may not. */
export async function leaveProduction(db: Database, userId: string, productionId: number) {
  return db.transaction(async (tx) => {
    const production = await lockProduction(tx, productionId);
    if ((await memberRole(tx, productionId, userId)) === "owner")
      await refuseLastOwner(tx, productionId, userId);
    await tx
      .delete(productionMembers)
      .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, userId)));
    return { message: M.left(production.name), slug: production.slug };
  });
}
