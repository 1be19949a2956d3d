import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profileReviews, profiles, user } from "~/db/schema";
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

type Failure = { ok: false; status: number; message: string };

/**
 * Writes the reviewer's review of a profile: the first submit posts it, later
 * ones update the same review (one per reviewer per profile). Nobody reviews themselves.
 */
export async function upsertReview(
  profileId: number,
  reviewerId: string,
  input: ReviewInput,
): Promise<{ ok: true; created: boolean; id: number } | Failure> {
  const db = getDb();
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return { ok: false, status: 404, message: REVIEW_MESSAGES.missing };
  if (profile.userId === reviewerId) return { ok: false, status: 400, message: REVIEW_MESSAGES.self };
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
  return { ok: true, created: row!.created, id: row!.id };
}

/** Deletes a review; only its author may, and to anyone else it does not exist. */
export async function deleteReview(reviewerId: string, reviewId: number): Promise<{ ok: true } | Failure> {
  const deleted = await getDb()
    .delete(profileReviews)
    .where(and(eq(profileReviews.id, reviewId), eq(profileReviews.reviewerId, reviewerId)))
    .returning({ id: profileReviews.id });
  if (deleted.length === 0) return { ok: false, status: 404, message: REVIEW_MESSAGES.reviewMissing };
  return { ok: true };
}

/** A profile's reviews, newest first, with each author as their own profile shows them. */
export async function listReviews(
  profileId: number,
  viewerId: string | null,
  limit = REVIEWS_SHOWN,
): Promise<ReviewItem[]> {
  const rows = await getDb()
    .select({
      id: profileReviews.id,
      rating: profileReviews.rating,
      content: profileReviews.content,
      createdAt: profileReviews.createdAt,
      updatedAt: profileReviews.updatedAt,
      reviewerId: profileReviews.reviewerId,
      authorName: sql<string>`coalesce(${profiles.name}, ${user.name})`,
      authorRole: profiles.role,
      authorImageUrl: sql<string | null>`coalesce(${profiles.imageUrl}, ${user.image})`,
      authorUsername: profiles.username,
    })
    .from(profileReviews)
    .innerJoin(user, eq(user.id, profileReviews.reviewerId))
    .leftJoin(profiles, eq(profiles.userId, profileReviews.reviewerId))
    .where(eq(profileReviews.profileId, profileId))
    .orderBy(desc(profileReviews.createdAt), desc(profileReviews.id))
    .limit(limit);
  return rows.map(({ reviewerId, updatedAt, ...row }) => ({
    ...row,
    authorImageUrl: safeImageUrl(row.authorImageUrl),
    edited: updatedAt.getTime() > row.createdAt.getTime(),
    byViewer: viewerId !== null && reviewerId === viewerId,
  }));
}

/** The viewer's own review of the profile, to fill the form for editing. */
export async function getOwnReview(profileId: number, reviewerId: string): Promise<OwnReview | null> {
  const [row] = await getDb()
    .select({ id: profileReviews.id, rating: profileReviews.rating, content: profileReviews.content })
    .from(profileReviews)
    .where(and(eq(profileReviews.profileId, profileId), eq(profileReviews.reviewerId, reviewerId)));
  return row ?? null;
}

/** The profile's rating, from its reviews only: the average to one decimal, and how many. */
export async function getRatingSummary(profileId: number): Promise<RatingSummary> {
  const [row] = await getDb()
    .select({
      average: sql<number | null>`round(avg(${profileReviews.rating}), 1)::float8`,
      count: count(),
    })
    .from(profileReviews)
    .where(eq(profileReviews.profileId, profileId));
  const average = row?.average;
  return {
    average: average === null || average === undefined ? null : Number(average),
    count: row?.count ?? 0,
  };
}

export type ReviewsData = { reviews: ReviewItem[]; summary: RatingSummary; ownReview: OwnReview | null };

/** Everything `<ReviewsSection>` shows, for a page's loader. */
export async function loadReviews(profileId: number, viewerId: string | null): Promise<ReviewsData> {
  const [reviews, summary, ownReview] = await Promise.all([
    listReviews(profileId, viewerId),
    getRatingSummary(profileId),
    viewerId ? getOwnReview(profileId, viewerId) : null,
  ]);
  return { reviews, summary, ownReview };
}

/** Pictures are shown only from our own paths or http(s) addresses. */
function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
