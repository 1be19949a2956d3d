import { and, count, eq, ne } from "drizzle-orm";
import {
  INVITATION_EMAILS_PER_DAY,
  PENDING_INVITATIONS_MAX,
  PRODUCTION_ROLE_LABELS,
  type ProductionRole,
} from "~/constants/productions";
import type { Database, Transaction } from "~/db/client.server";
import { productionInvitations, productionMembers, profiles } from "~/db/schema";
import { mayReach } from "~/features/blocks/member-reach.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { hitLimit } from "~/features/security/rate-limit.server";
import { ServiceError } from "~/lib/service-error";
import type { DepartedPostings, ReleasePostings } from "./member-departure";
import { lockProduction, refuseUnlessOwner } from "./production-access.server";
import { PRODUCTION_MESSAGES as M } from "./production-messages";

/**
 * A production's people: owners invite members by username, each
 * invitee accepts or declines, owners change roles and remove people, anyone
 * may leave; a production always keeps at least one owner. Each change locks
 * the production's row, so two owners leaving at once cannot leave it with none.
 */

const INVITATION_EMAILS = { max: INVITATION_EMAILS_PER_DAY, windowSeconds: 24 * 60 * 60 };

/**
 * An owner invites a member by username, with a role; the invitee is told.
 * One invitation waits per production and member (a unique index); invited,
 * withdrawn and invited again, the member is emailed about it at most
 * INVITATION_EMAILS_PER_DAY times a day. Past that the invitation is still
 * made, as an owner correcting a role expects, and is on the member's bell
 * and /productions; the owner is told no email went.
 */
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
    // Counted in this transaction: an invitation refused above, or rolled back, counts for nothing.
    const emails = await hitLimit(tx, `invitation-emails:${productionId}:${inviteeId}`, INVITATION_EMAILS);
    await notify({
      userId: inviteeId,
      actorId: ownerId,
      kind: "production_invitation",
      text: `You are invited to join ${production.name} on Rangmanch as ${PRODUCTION_ROLE_LABELS[input.role].toLowerCase()}.`,
      link: "/productions",
      dedupeKey: `production-invitation:${row.id}`,
      ...(emails.limited ? { email: false as const } : {}),
    });
    return {
      id: row.id,
      message: emails.limited ? M.invitedWithoutEmail(invitee.name) : M.invited(invitee.name),
    };
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

/**
 * A member of the production named by their profile's id (the owners' page
 * names people so: account ids never reach a page), with their account, name
 * and role; refused when they are not part of it.
 */
async function memberByProfile(tx: Transaction, productionId: number, profileId: number) {
  const [row] = await tx
    .select({ userId: productionMembers.userId, name: profiles.name, role: productionMembers.role })
    .from(productionMembers)
    .innerJoin(profiles, eq(profiles.userId, productionMembers.userId))
    .where(and(eq(productionMembers.productionId, productionId), eq(profiles.id, profileId)));
  if (!row) throw new ServiceError("not_found", M.notAMember);
  return row;
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

/** An owner changes a member's role (their own too, while another owner remains); the member is named by profile id. */
export async function changeMemberRole(
  db: Database,
  ownerId: string,
  productionId: number,
  memberProfileId: number,
  role: ProductionRole,
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return db.transaction(async (tx) => {
    await lockProduction(tx, productionId);
    const member = await memberByProfile(tx, productionId, memberProfileId);
    if (member.role === "owner" && role !== "owner") await refuseLastOwner(tx, productionId, member.userId);
    await tx
      .update(productionMembers)
      .set({ role })
      .where(
        and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, member.userId)),
      );
    return { message: M.roleChanged };
  });
}

/**
 * An owner removes someone (themself only while another owner remains), named
 * by profile id. Their open postings for it are closed, or kept open as theirs
 * when the owner chooses so (member-departure.ts), in the same transaction.
 */
export async function removeMember(
  db: Database,
  ownerId: string,
  productionId: number,
  input: { member: number; postings: DepartedPostings },
  releasePostings: ReleasePostings,
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return changeAndNotify(db, async (tx, notify) => {
    const production = await lockProduction(tx, productionId);
    const member = await memberByProfile(tx, productionId, input.member);
    if (member.role === "owner") await refuseLastOwner(tx, productionId, member.userId);
    await tx
      .delete(productionMembers)
      .where(
        and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, member.userId)),
      );
    const released = await releasePostings(tx, notify, {
      productionId,
      productionName: production.name,
      memberId: member.userId,
      memberName: member.name,
      postings: input.postings,
    });
    return { message: M.removed(released, input.postings) };
  });
}

/** A member leaves; the last owner may not. Their open postings for it close (member-departure.ts says why). */
export async function leaveProduction(
  db: Database,
  userId: string,
  productionId: number,
  releasePostings: ReleasePostings,
) {
  return changeAndNotify(db, async (tx, notify) => {
    const production = await lockProduction(tx, productionId);
    if ((await memberRole(tx, productionId, userId)) === "owner")
      await refuseLastOwner(tx, productionId, userId);
    await tx
      .delete(productionMembers)
      .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, userId)));
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const released = await releasePostings(tx, notify, {
      productionId,
      productionName: production.name,
      memberId: userId,
      memberName: profile?.name ?? "",
      postings: "close",
    });
    return { message: M.left(production.name, released), slug: production.slug };
  });
}
