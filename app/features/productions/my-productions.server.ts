import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productionInvitations, productionMembers, productions, profiles } from "~/db/schema";
import { isVerifiedNow } from "./verified-now.server";

/** The productions a member belongs to, with their role, and the invitations waiting for their answer. */
export async function listMyProductions(db: Database, userId: string) {
  const [mine, invitations] = await Promise.all([
    db
      .select({
        id: productions.id,
        slug: productions.slug,
        name: productions.name,
        kind: productions.kind,
        role: productionMembers.role,
        verified: isVerifiedNow(),
      })
      .from(productionMembers)
      .innerJoin(productions, eq(productions.id, productionMembers.productionId))
      .where(eq(productionMembers.userId, userId))
      .orderBy(asc(productions.name)),
    db
      .select({
        id: productionInvitations.id,
        role: productionInvitations.role,
        createdAt: productionInvitations.createdAt,
        production: { name: productions.name, slug: productions.slug, verified: isVerifiedNow() },
        invitedBy: profiles.name,
      })
      .from(productionInvitations)
      .innerJoin(productions, eq(productions.id, productionInvitations.productionId))
      .leftJoin(profiles, eq(profiles.userId, productionInvitations.invitedBy))
      .where(and(eq(productionInvitations.inviteeId, userId), eq(productionInvitations.status, "pending")))
      .orderBy(desc(productionInvitations.createdAt)),
  ]);
  return {
    productions: mine.map((row) => ({ ...row, verified: Boolean(row.verified) })),
    invitations: invitations.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      production: { ...row.production, verified: Boolean(row.production.verified) },
    })),
  };
}
