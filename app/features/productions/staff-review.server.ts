import { and, asc, count, eq, ilike, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  productionMembers,
  productionReviews,
  productions,
  productionVerificationEvents,
  user,
} from "~/db/schema";
import { changeAndNotify, type Notify } from "~/features/notifications/notify.server";
import { containsPattern } from "~/lib/like-pattern";
import { ServiceError } from "~/lib/service-error";
import { lockProduction, refuseUnlessOwner } from "./production-access.server";
import { PRODUCTION_MESSAGES as M } from "./production-messages";
import type { ReviewRequestInput } from "./production-schema";
import { approvedIdentity } from "./verified-identity";

/**
 * Verification by our staff: an owner sends the production's
 * registration (a GSTIN, a company or LLP number, a public credit); staff
 * approve or refuse it with a reason the owners see; staff may later revoke
 * any verification. Every decision is kept in production_verification_events.
 */

/** An owner asks staff to verify the production. One request waits at a time. */
export async function requestStaffReview(
  db: Database,
  ownerId: string,
  productionId: number,
  input: ReviewRequestInput,
) {
  await refuseUnlessOwner(db, productionId, ownerId);
  return db.transaction(async (tx) => {
    const production = await lockProduction(tx, productionId);
    if (production.verifiedAt) throw new ServiceError("conflict", M.alreadyVerified);
    const [row] = await tx
      .insert(productionReviews)
      .values({
        productionId,
        gstin: input.gstin ?? null,
        companyNumber: input.companyNumber ?? null,
        creditUrl: input.creditUrl ?? null,
        submittedBy: ownerId,
      })
      .onConflictDoNothing()
      .returning({ id: productionReviews.id });
    if (!row) throw new ServiceError("conflict", M.reviewPending);
    return { message: M.reviewSent };
  });
}

/** The requests waiting for staff, oldest first, with what each production says of itself. */
export function listPendingReviews(db: Database) {
  return db
    .select({
      id: productionReviews.id,
      gstin: productionReviews.gstin,
      companyNumber: productionReviews.companyNumber,
      creditUrl: productionReviews.creditUrl,
      submittedAt: productionReviews.submittedAt,
      submittedBy: user.email,
      production: {
        id: productions.id,
        name: productions.name,
        slug: productions.slug,
        website: productions.website,
      },
    })
    .from(productionReviews)
    .innerJoin(productions, eq(productions.id, productionReviews.productionId))
    .leftJoin(user, eq(user.id, productionReviews.submittedBy))
    .where(eq(productionReviews.status, "pending"))
    .orderBy(asc(productionReviews.submittedAt), asc(productionReviews.id))
    .limit(50);
}

/** How many verified productions the staff page lists at once: past that, staff find one by its name. */
export const VERIFIED_SHOWN = 50;

/**
 * The verified productions by name, for staff to revoke one: the first
 * VERIFIED_SHOWN, or those whose name holds `name`, with how many there are.
 */
export async function listVerifiedProductions(db: Database, name = "") {
  const where = and(
    isNotNull(productions.verifiedAt),
    name ? ilike(productions.name, containsPattern(name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productions.id,
        name: productions.name,
        slug: productions.slug,
        method: productions.verifiedMethod,
        detail: productions.verifiedDetail,
        verifiedAt: productions.verifiedAt,
      })
      .from(productions)
      .where(where)
      .orderBy(asc(productions.name), asc(productions.id))
      .limit(VERIFIED_SHOWN),
    db.select({ n: count() }).from(productions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Tells every owner of the production. */
async function tellOwners(
  tx: Transaction,
  notify: Notify,
  productionId: number,
  slug: string,
  text: string,
  key: string,
) {
  const owners = await tx
    .select({ userId: productionMembers.userId })
    .from(productionMembers)
    .where(and(eq(productionMembers.productionId, productionId), eq(productionMembers.role, "owner")));
  await notify(
    ...owners.map((owner) => ({
      userId: owner.userId,
      kind: "production_verification" as const,
      text,
      link: `/productions/${slug}/manage`,
      dedupeKey: key,
    })),
  );
}

/** Staff approve a waiting request: the production is verified by staff, from the registration it gave. */
export async function approveReview(db: Database, staffId: string, reviewId: number, now = new Date()) {
  return changeAndNotify(db, async (tx, notify) => {
    const { review, production } = await lockWaitingReview(tx, reviewId);
    const detail = review.gstin
      ? `GSTIN ${review.gstin}`
      : review.companyNumber
        ? `Company number ${review.companyNumber}`
        : "A public credit";
    await tx
      .update(productionReviews)
      .set({ status: "approved", decidedBy: staffId, decidedAt: now })
      .where(eq(productionReviews.id, reviewId));
    await tx
      .update(productions)
      .set({ verifiedAt: now, verifiedMethod: "staff", verifiedDetail: detail })
      .where(eq(productions.id, production.id));
    await tx.insert(productionVerificationEvents).values({
      productionId: production.id,
      action: "verified",
      method: "staff",
      detail,
      // What staff approved, beside the decision: a later rename or new website ends it.
      reason: [approvedIdentity(production), review.creditUrl ? `Credit: ${review.creditUrl}` : ""]
        .filter(Boolean)
        .join(" "),
      actorId: staffId,
      createdAt: now,
    });
    await tellOwners(
      tx,
      notify,
      production.id,
      production.slug,
      `Our staff verified ${production.name}. Its postings now show "Verified production".`,
      `production-review:${reviewId}`,
    );
    return { message: M.approved };
  });
}

/** Staff refuse a waiting request, with a reason the owners read. */
export async function refuseReview(
  db: Database,
  staffId: string,
  reviewId: number,
  reason: string,
  now = new Date(),
) {
  return changeAndNotify(db, async (tx, notify) => {
    const { review, production } = await lockWaitingReview(tx, reviewId);
    await tx
      .update(productionReviews)
      .set({ status: "refused", decidedBy: staffId, decidedAt: now, reason })
      .where(eq(productionReviews.id, reviewId));
    await tx.insert(productionVerificationEvents).values({
      productionId: production.id,
      action: "refused",
      method: "staff",
      detail: review.gstin ?? review.companyNumber ?? review.creditUrl,
      reason,
      actorId: staffId,
      createdAt: now,
    });
    await tellOwners(
      tx,
      notify,
      production.id,
      production.slug,
      `Our staff could not verify ${production.name}: ${reason}`,
      `production-review:${reviewId}`,
    );
    return { message: M.refused };
  });
}

/**
 * Staff end a production's verification, however it was made (after upheld
 * reports, say). Its open postings show it at once: they read the production's
 * state, nothing was copied onto them.
 */
export async function revokeVerification(
  db: Database,
  staffId: string,
  productionId: number,
  reason: string,
  now = new Date(),
) {
  return changeAndNotify(db, async (tx, notify) => {
    const production = await lockProduction(tx, productionId);
    if (!production.verifiedAt || !production.verifiedMethod)
      throw new ServiceError("conflict", M.notVerified);
    await tx
      .update(productions)
      .set({ verifiedAt: null, verifiedMethod: null, verifiedDetail: null })
      .where(eq(productions.id, productionId));
    await tx.insert(productionVerificationEvents).values({
      productionId,
      action: "revoked",
      method: production.verifiedMethod,
      detail: production.verifiedDetail,
      reason,
      actorId: staffId,
      createdAt: now,
    });
    await tellOwners(
      tx,
      notify,
      productionId,
      production.slug,
      `Our staff revoked the verification of ${production.name}: ${reason}`,
      `production-revoked:${productionId}:${now.getTime()}`,
    );
    return { message: M.revoked };
  });
}

/**
 * A waiting request and its production, locked production first: the order an owner's edit locks
 * them in (updateProduction closes a waiting request when the name or website changes), so an
 * approval racing an edit waits for it instead of deadlocking, and then finds the request gone.
 */
async function lockWaitingReview(tx: Transaction, reviewId: number) {
  const [found] = await tx
    .select({ productionId: productionReviews.productionId })
    .from(productionReviews)
    .where(eq(productionReviews.id, reviewId));
  if (!found) throw new ServiceError("not_found", M.reviewGone);
  const production = await lockProduction(tx, found.productionId);
  const [review] = await tx
    .select()
    .from(productionReviews)
    .where(and(eq(productionReviews.id, reviewId), eq(productionReviews.status, "pending")))
    .for("update");
  if (!review) throw new ServiceError("not_found", M.reviewGone);
  return { review, production };
}
