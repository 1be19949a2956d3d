import { and, count, eq, gt, like, or, sql } from "drizzle-orm";
import { PRODUCTIONS_PER_DAY } from "~/constants/productions";
import type { Database, Transaction } from "~/db/client.server";
import { productionMembers, productionReviews, productions, productionVerificationEvents } from "~/db/schema";
import { getOwnedImage } from "~/features/uploads/get-owned-image.server";
import { ServiceError } from "~/lib/service-error";
import { refuseUnlessOwner } from "./production-access.server";
import { PRODUCTION_MESSAGES as M } from "./production-messages";
import type { ProductionInput } from "./production-schema";
import { identityChange } from "./verified-identity";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A name as an address: "Yash Raj Films" is yash-raj-films; a name of no Latin letters or digits is "production". */
export function productionSlugBase(name: string) {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "production";
}

/** The first free address for a name: the base, then base-2, base-3... */
async function freeSlug(tx: Transaction, name: string) {
  const base = productionSlugBase(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: productions.slug })
        .from(productions)
        .where(or(eq(productions.slug, base), like(productions.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The logo's image id, when the member uploaded it (a square image, as a profile photo is); refused otherwise. */
async function ownedLogo(db: Database | Transaction, userId: string, imageId: string | undefined) {
  if (!imageId) return null;
  const image = await getOwnedImage(db as Database, userId, imageId, "avatar");
  if (!image) throw new ServiceError("invalid", M.logo, { fieldErrors: { logoImageId: [M.logo] } });
  return image.id;
}

function columns(input: ProductionInput) {
  return {
    name: input.name,
    kind: input.kind,
    cityId: input.cityId ?? null,
    website: input.website,
    about: input.about ?? "",
  };
}

/**
 * A member creates a production and is its first owner. At most
 * PRODUCTIONS_PER_DAY a day each (counted under the member's lock, so a burst
 * is counted one after another). It starts unverified.
 */
export async function createProduction(
  db: Database,
  userId: string,
  input: ProductionInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`production:${userId}`}))`);
    const [made] = await tx
      .select({ count: count() })
      .from(productions)
      .where(
        and(eq(productions.createdBy, userId), gt(productions.createdAt, new Date(now.getTime() - DAY_MS))),
      );
    if ((made?.count ?? 0) >= PRODUCTIONS_PER_DAY) throw new ServiceError("rate_limited", M.tooMany);
    const logoImageId = await ownedLogo(tx, userId, input.logoImageId);
    // Two productions of one name at once: the unique slug refuses the second, which takes the next.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('production-slugs'))`);
    const slug = await freeSlug(tx, input.name);
    const [row] = await tx
      .insert(productions)
      .values({ ...columns(input), slug, logoImageId, createdBy: userId, createdAt: now })
      .returning({ id: productions.id, slug: productions.slug });
    await tx
      .insert(productionMembers)
      .values({ productionId: row!.id, userId, role: "owner", joinedAt: now });
    return row!;
  });
}

/**
 * An owner edits the production. Its address stays as it was, so links to it
 * keep working. A new name or website ends its verification, by domain or by
 * staff (identityChange), and a request waiting for staff is closed: staff
 * would approve a name they never saw.
 */
export async function updateProduction(
  db: Database,
  userId: string,
  productionId: number,
  input: ProductionInput,
) {
  return db.transaction(async (tx) => {
    await refuseUnlessOwner(tx, productionId, userId);
    const [before] = await tx
      .select()
      .from(productions)
      .where(eq(productions.id, productionId))
      .for("update");
    // A logo left as it was may be another owner's upload; only a new one must be the editor's own.
    const logoImageId =
      input.logoImageId && input.logoImageId === before!.logoImageId
        ? before!.logoImageId
        : await ownedLogo(tx, userId, input.logoImageId);
    const changed = identityChange(before!, input);
    const verificationEnded = Boolean(changed && before!.verifiedAt && before!.verifiedMethod);
    await tx
      .update(productions)
      .set({
        ...columns(input),
        logoImageId,
        ...(verificationEnded ? { verifiedAt: null, verifiedMethod: null, verifiedDetail: null } : {}),
      })
      .where(eq(productions.id, productionId));
    if (verificationEnded) {
      await tx.insert(productionVerificationEvents).values({
        productionId,
        action: "revoked",
        method: before!.verifiedMethod!,
        detail: before!.verifiedDetail,
        reason: changed,
        actorId: userId,
      });
    }
    if (changed) {
      const closed = await tx
        .update(productionReviews)
        .set({ status: "refused", reason: M.reviewClosedByEdit, decidedAt: new Date() })
        .where(and(eq(productionReviews.productionId, productionId), eq(productionReviews.status, "pending")))
        .returning({ id: productionReviews.id });
      if (closed.length) {
        await tx.insert(productionVerificationEvents).values({
          productionId,
          action: "refused",
          method: "staff",
          reason: `${changed} ${M.reviewClosedByEdit}`,
          actorId: userId,
        });
      }
    }
    return { slug: before!.slug, verificationEnded };
  });
}
