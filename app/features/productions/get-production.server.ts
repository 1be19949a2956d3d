import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  cities,
  mediaTitles,
  productionInvitations,
  productionMembers,
  productionReviews,
  productions,
  productionVerificationEvents,
  profiles,
} from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { productionRoleOf } from "./production-access.server";
import { verificationHeldNow, verificationShown } from "./verified-now.server";

const logoColumn = profilePhotoColumn({
  imageId: productions.logoImageId,
  staticImageUrl: productions.staticLogoUrl,
});

/** What productionSlugBase makes: an address of any other shape names no production, and is not worth a query. */
const SLUG_SHAPE = /^[a-z0-9-]{1,80}$/;

/** The production at an address, or null. */
export async function findProduction(db: Database, slug: string) {
  if (!SLUG_SHAPE.test(slug)) return null;
  const [row] = await db
    .select({
      id: productions.id,
      slug: productions.slug,
      name: productions.name,
      kind: productions.kind,
      cityId: productions.cityId,
      cityName: cities.name,
      website: productions.website,
      about: productions.about,
      logoImageId: productions.logoImageId,
      logoUrl: logoColumn,
      createdAt: productions.createdAt,
      // Verified now (verified-now.server.ts): held while one of its owners is suspended.
      ...verificationShown(),
      verificationHeld: verificationHeldNow(),
    })
    .from(productions)
    .leftJoin(cities, eq(cities.id, productions.cityId))
    .where(eq(productions.slug, slug));
  return row ?? null;
}

/** Its people the viewer may see (not a suspended member, nobody blocked either way), owners first. */
function listPeople(db: Database, productionId: number, viewerId: string | null) {
  return db
    .select({
      userId: productionMembers.userId,
      profileId: profiles.id,
      role: productionMembers.role,
      joinedAt: productionMembers.joinedAt,
      name: profiles.name,
      username: profiles.username,
      title: profiles.role,
      photoUrl: profilePhotoColumn(profiles),
    })
    .from(productionMembers)
    .innerJoin(profiles, eq(profiles.userId, productionMembers.userId))
    .where(and(eq(productionMembers.productionId, productionId), shownTo(viewerId, productionMembers.userId)))
    .orderBy(
      sql`case ${productionMembers.role} when 'owner' then 0 when 'casting' then 1 else 2 end`,
      asc(profiles.name),
    );
}

/** Library titles that name it among their producers. */
function listTitles(db: Database, name: string) {
  return db
    .select({
      id: mediaTitles.id,
      title: mediaTitles.title,
      year: mediaTitles.year,
      posterUrl: mediaTitles.posterUrl,
    })
    .from(mediaTitles)
    .where(
      sql`exists (select 1 from unnest(${mediaTitles.producers}) as producer where lower(producer) = lower(${name}))`,
    )
    .orderBy(desc(mediaTitles.year))
    .limit(24);
}

/** How it came to be verified, as its page says: the last decision that verified it. */
async function verificationRecord(db: Database, productionId: number) {
  const [row] = await db
    .select({
      action: productionVerificationEvents.action,
      method: productionVerificationEvents.method,
      detail: productionVerificationEvents.detail,
      createdAt: productionVerificationEvents.createdAt,
    })
    .from(productionVerificationEvents)
    .where(eq(productionVerificationEvents.productionId, productionId))
    .orderBy(desc(productionVerificationEvents.createdAt), desc(productionVerificationEvents.id))
    .limit(1);
  return row ?? null;
}

/**
 * Its open postings as the viewer may see them: features/postings answers it
 * (postings sit above productions), and the routes hand that answer in.
 */
type ListProductionPostings<Postings> = (
  db: Database,
  productionId: number,
  viewerId: string | null,
  now: Date,
) => Promise<Postings>;

/** The production's public page: itself, its people, its open postings and its titles; the viewer's role in it. */
export async function loadProductionPage<Postings>(
  db: Database,
  slug: string,
  viewerId: string | null,
  listPostings: ListProductionPostings<Postings>,
  now = new Date(),
) {
  const production = await findProduction(db, slug);
  if (!production) return null;
  const [people, postings, titles, viewerRole, lastDecision] = await Promise.all([
    listPeople(db, production.id, viewerId),
    listPostings(db, production.id, viewerId, now),
    listTitles(db, production.name),
    viewerId ? productionRoleOf(db, production.id, viewerId) : null,
    verificationRecord(db, production.id),
  ]);
  return { production, people, postings, titles, viewerRole, lastDecision };
}

/** What its owners manage: invitations waiting, the verification history, a request waiting for staff. */
export async function loadProductionManagement(db: Database, productionId: number) {
  const [invitations, history, waitingReview] = await Promise.all([
    db
      .select({
        id: productionInvitations.id,
        role: productionInvitations.role,
        createdAt: productionInvitations.createdAt,
        name: profiles.name,
        username: profiles.username,
      })
      .from(productionInvitations)
      .innerJoin(profiles, eq(profiles.userId, productionInvitations.inviteeId))
      .where(
        and(
          eq(productionInvitations.productionId, productionId),
          eq(productionInvitations.status, "pending"),
        ),
      )
      .orderBy(desc(productionInvitations.createdAt)),
    db
      .select({
        id: productionVerificationEvents.id,
        action: productionVerificationEvents.action,
        method: productionVerificationEvents.method,
        detail: productionVerificationEvents.detail,
        reason: productionVerificationEvents.reason,
        createdAt: productionVerificationEvents.createdAt,
      })
      .from(productionVerificationEvents)
      .where(eq(productionVerificationEvents.productionId, productionId))
      .orderBy(desc(productionVerificationEvents.createdAt), desc(productionVerificationEvents.id))
      .limit(20),
    db
      .select({ id: productionReviews.id, submittedAt: productionReviews.submittedAt })
      .from(productionReviews)
      .where(and(eq(productionReviews.productionId, productionId), eq(productionReviews.status, "pending")))
      .then((rows) => rows[0] ?? null),
  ]);
  return { invitations, history, waitingReview };
}
