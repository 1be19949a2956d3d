import { and, eq, inArray } from "drizzle-orm";
import { POSTING_PRODUCTION_ROLES, type ProductionRole } from "~/constants/productions";
import type { Database, Transaction } from "~/db/client.server";
import { productionMembers, productions } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";
import { PRODUCTION_MESSAGES as M } from "./production-messages";
import { isVerifiedNow } from "./verified-now.server";

/**
 * Who may do what for a production, decided here and asked by every action
 *: its owners run it, its owners and casting post for it. A
 * production that is not there is "not found" to everyone alike.
 */
type Db = Database | Transaction;

export async function productionRoleOf(db: Db, productionId: number, userId: string) {
  const [row] = await db
    .select({ role: productionMembers.role })
    .from(productionMembers)
    .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.userId, userId)));
  return row?.role ?? null;
}

/** The production, locked for the caller's transaction, or "not found". */
export async function lockProduction(tx: Transaction, productionId: number) {
  const [row] = await tx.select().from(productions).where(eq(productions.id, productionId)).for("update");
  if (!row) throw new ServiceError("not_found", M.notFound);
  return row;
}

/** Refuses anyone but one of its owners: "not found" when there is no such production, "owners only" otherwise. */
export async function refuseUnlessOwner(db: Db, productionId: number, userId: string) {
  const [production] = await db
    .select({ id: productions.id })
    .from(productions)
    .where(eq(productions.id, productionId));
  if (!production) throw new ServiceError("not_found", M.notFound);
  if ((await productionRoleOf(db, productionId, userId)) !== "owner") {
    throw new ServiceError("forbidden", M.ownersOnly);
  }
}

export function mayPostFor(role: ProductionRole | null) {
  return role !== null && POSTING_PRODUCTION_ROLES.includes(role);
}

/**
 * The production a posting is to be posted for, checked: the poster must hold
 * the casting role (or own it). Refused otherwise, beside the form's "Post as" field.
 */
export async function productionToPostFor(db: Db, posterId: string, productionId: number) {
  const [row] = await db
    .select({ id: productions.id, name: productions.name, role: productionMembers.role })
    .from(productions)
    .innerJoin(
      productionMembers,
      and(eq(productionMembers.productionId, productions.id), eq(productionMembers.userId, posterId)),
    )
    .where(eq(productions.id, productionId));
  if (!row || !mayPostFor(row.role)) {
    throw new ServiceError("forbidden", M.notCasting, { fieldErrors: { postAs: [M.notCasting] } });
  }
  return { id: row.id, name: row.name };
}

/** The productions a member may post for, for the posting forms' "Post as" choice. */
export function productionsToPostFor(db: Db, userId: string) {
  return db
    .select({ id: productions.id, name: productions.name, verified: isVerifiedNow() })
    .from(productions)
    .innerJoin(productionMembers, eq(productionMembers.productionId, productions.id))
    .where(
      and(
        eq(productionMembers.userId, userId),
        inArray(productionMembers.role, [...POSTING_PRODUCTION_ROLES]),
      ),
    )
    .orderBy(productions.name)
    .then((rows) => rows.map((row) => ({ id: row.id, name: row.name, verified: Boolean(row.verified) })));
}

/**
 * Who a posting is posted for, as stored: the production (checked, and its
 * own name as the company line) or the member themself with the company
 * they typed. Called in the posting's transaction, on every create and edit.
 */
export async function postingBackerValues(db: Db, posterId: string, postAs: number | null, company?: string) {
  if (postAs === null) return { productionId: null, company: company ?? "" };
  const production = await productionToPostFor(db, posterId, postAs);
  return { productionId: production.id, company: production.name };
}
