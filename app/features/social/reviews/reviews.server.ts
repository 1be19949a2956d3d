import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profileReviews, profiles, user } from "~/db/schema";
import { blockedWithIds } from "~/features/blocks/member-blocks.server";
import { shownTo } from "~/features/blocks/member-reach.server";
import { findNoticeActor } from "~/features/notifications/notice-actor.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { countWrite } from "~/features/security/rate-limit.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ServiceError } from "~/lib/service-error";
import { REVIEW_MESSAGES, type ReviewInput } from "./review-schema";

/** How many reviews a profile page lists, newest first. */
export const REVIEWS_SHOWN = 50;

export type RatingSummary = { average: number | null; count: number };

export type ReviewItem = {
  id: number;
  rating: number;
  content: string;
  createdAt: Date;
  edited: boolean;
  authorName: string;
  authorRole: string | null;
  authorImageUrl: string | null;
  /** The author's profile, for a link; null if they have none. */
  authorUsername: string | null;
  /** Written by the viewer, who may edit or delete it. */
  byViewer: boolean;
};

export type OwnReview = { id: number; rating: number; content: string };

/**
 * Writes the reviewer's review of a profile: the first submit posts it, later
 * ones update the same review (one per reviewer per profile). Counted against
 * the account's write limit; nobody reviews themselves. The profile's owner
 * hears of the first review from each reviewer; edits and a review deleted
 * and written again raise no second notice.
 */
export async function upsertReview(
  db: Database,
  reviewerId: string,
  profileId: number,
  input: ReviewInput,
): Promise<{ created: boolean; id: number }> {
  await countWrite(db, reviewerId);
  const [profile] = await db
    .select({ userId: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) throw new ServiceError("not_found", REVIEW_MESSAGES.missing);
  if (profile.userId === reviewerId) throw new ServiceError("invalid", REVIEW_MESSAGES.self);
  const ownerId = profile.userId;
  return changeAndNotify(db, async (tx, notify) => {
    const written = await writeReview(tx, reviewerId, profileId, input);
    if (written.created && ownerId) {
      const reviewer = await findNoticeActor(tx, reviewerId);
      await notify({
        userId: ownerId,
        kind: "review",
        actorId: reviewerId,
        text: `${reviewer.name} reviewed you: ${input.rating} out of 5`,
        link: `/u/${profile.username}#reviews`,
        dedupeKey: `review:${profileId}:${reviewerId}`,
      });
    }
    return written;
  });
}

async function writeReview(db: Database, reviewerId: string, profileId: number, input: ReviewInput) {
  const [row] = await db
    .insert(profileReviews)
    .values({ profileId, reviewerId, rating: input.rating, content: input.content })
    .onConflictDoUpdate({
      target: [profileReviews.profileId, profileReviews.reviewerId],
      set: { rating: input.rating, content: input.content, updatedAt: sql`now()` },
    })
    .returning({
      id: profileReviews.id,
      // A new row has both stamps from the same now(); an update moved updated_at on.
      created: sql<boolean>`${profileReviews.createdAt} = ${profileReviews.updatedAt}`.mapWith(Boolean),
    });
  return { created: row!.created, id: row!.id };
}

/**
 * Deletes a review, counted against the account's write limit; only its
 * author may, and to anyone else it does not exist.
 */
export async function deleteReview(db: Database, reviewerId: string, reviewId: number): Promise<void> {
  await countWrite(db, reviewerId);
  const deleted = await db
    .delete(profileReviews)
    .where(and(eq(profileReviews.id, reviewId), eq(profileReviews.reviewerId, reviewerId)))
    .returning({ id: profileReviews.id });
  if (deleted.length === 0) throw new ServiceError("not_found", REVIEW_MESSAGES.reviewMissing);
}

/** A review as stored for every viewer: with its author's account id, which never leaves the server. */
export type StoredReview = Omit<ReviewItem, "byViewer"> & { reviewerId: string };

/**
 * A profile's reviews, newest first, with each author as their own profile
 * shows them; none by a suspended member (readReviews), nor by one the
 * viewer and they have blocked either way (member-reach.server.ts).
 */
export async function listReviews(
  db: Database,
  viewerId: string | null,
  profileId: number,
  limit = REVIEWS_SHOWN,
): Promise<ReviewItem[]> {
  const [reviews, hidden] = await Promise.all([
    readReviews(db, profileId, limit),
    viewerId ? blockedWithIds(db, viewerId) : new Set<string>(),
  ]);
  return reviews
    .filter((review) => !hidden.has(review.reviewerId))
    .map((review) => reviewSeenBy(review, viewerId));
}

/** The same for every viewer: `reviewSeenBy` marks the viewer's own. */
export async function readReviews(
  db: Database,
  profileId: number,
  limit = REVIEWS_SHOWN,
): Promise<StoredReview[]> {
  const rows = await db
    .select({
      id: profileReviews.id,
      rating: profileReviews.rating,
      content: profileReviews.content,
      createdAt: profileReviews.createdAt,
      updatedAt: profileReviews.updatedAt,
      reviewerId: profileReviews.reviewerId,
      authorName: sql<string>`coalesce(${profiles.name}, ${user.name})`,
      authorRole: profiles.role,
      authorImageUrl: profilePhotoColumn(profiles, user.image),
      authorUsername: profiles.username,
    })
    .from(profileReviews)
    .innerJoin(user, eq(user.id, profileReviews.reviewerId))
    .leftJoin(profiles, eq(profiles.userId, profileReviews.reviewerId))
    // The same for every viewer: never by a suspended member (a block is each viewer's: listReviews).
    .where(and(eq(profileReviews.profileId, profileId), shownTo(null, profileReviews.reviewerId)))
    .orderBy(desc(profileReviews.createdAt), desc(profileReviews.id))
    .limit(limit);
  return rows.map(({ updatedAt, ...row }) => ({
    ...row,
    authorImageUrl: safeImageUrl(row.authorImageUrl),
    edited: updatedAt.getTime() > row.createdAt.getTime(),
  }));
}

/** A review as the viewer sees it: a new object (the stored one may be shared), without the author's id. */
export function reviewSeenBy({ reviewerId, ...review }: StoredReview, viewerId: string | null): ReviewItem {
  return { ...review, byViewer: viewerId !== null && reviewerId === viewerId };
}

/** The viewer's own review of the profile, to fill the form for editing. */
export async function getOwnReview(
  db: Database,
  reviewerId: string,
  profileId: number,
): Promise<OwnReview | null> {
  const [row] = await db
    .select({ id: profileReviews.id, rating: profileReviews.rating, content: profileReviews.content })
    .from(profileReviews)
    .where(and(eq(profileReviews.profileId, profileId), eq(profileReviews.reviewerId, reviewerId)));
  return row ?? null;
}

/** The profile's rating, from its reviews only (none by a suspended member): the average to one decimal, and how many. */
export async function getRatingSummary(db: Database, profileId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${profileReviews.rating}), 1)::float8`,
      count: count(),
    })
    .from(profileReviews)
    .where(and(eq(profileReviews.profileId, profileId), shownTo(null, profileReviews.reviewerId)));
  const average = row?.average;
  return {
    average: average === null || average === undefined ? null : Number(average),
    count: row?.count ?? 0,
  };
}

export type ReviewsData = { reviews: ReviewItem[]; summary: RatingSummary; ownReview: OwnReview | null };

/** Everything `<ReviewsSection>` shows, for a page's loader. */
export async function loadReviews(
  db: Database,
  viewerId: string | null,
  profileId: number,
): Promise<ReviewsData> {
  const [reviews, summary, ownReview] = await Promise.all([
    listReviews(db, viewerId, profileId),
    getRatingSummary(db, profileId),
    viewerId ? getOwnReview(db, viewerId, profileId) : null,
  ]);
  return { reviews, summary, ownReview };
}

/** Pictures are shown only from our own paths or http(s) addresses. */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
