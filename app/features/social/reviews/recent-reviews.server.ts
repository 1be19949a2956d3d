import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { profileReviews, profiles, user } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ReadCache } from "~/lib/read-cache.server";
import { safeImageUrl } from "./reviews.server";

/** How many /discover's "Recent Reviews" panel shows. */
export const RECENT_REVIEWS_SHOWN = 3;

export type RecentReview = {
  id: number;
  rating: number;
  content: string;
  createdAt: Date;
  authorName: string;
  authorRole: string | null;
  authorImageUrl: string | null;
  /** Who was reviewed, for the link to their profile. */
  subjectName: string;
  subjectUsername: string;
};

/** Read on every /discover page; kept for a few seconds (decision 025). */
const recentCache = new ReadCache<RecentReview[]>("recent reviews", 1);

/** The newest reviews across the site, each with its author and the profile it is about. */
export function listRecentReviews(db: Database): Promise<RecentReview[]> {
  return recentCache.read("all", () => readRecentReviews(db));
}

async function readRecentReviews(db: Database): Promise<RecentReview[]> {
  const author = alias(profiles, "author");
  const rows = await db
    .select({
      id: profileReviews.id,
      rating: profileReviews.rating,
      content: profileReviews.content,
      createdAt: profileReviews.createdAt,
      authorName: sql<string>`coalesce(${author.name}, ${user.name})`,
      authorRole: author.role,
      authorImageUrl: profilePhotoColumn(author, user.image),
      subjectName: profiles.name,
      subjectUsername: profiles.username,
    })
    .from(profileReviews)
    .innerJoin(profiles, eq(profiles.id, profileReviews.profileId))
    .innerJoin(user, eq(user.id, profileReviews.reviewerId))
    .leftJoin(author, eq(author.userId, profileReviews.reviewerId))
    // The same panel for everyone: never by a suspended member, nor about one.
    .where(and(shownTo(null, profileReviews.reviewerId), shownTo(null, profiles.userId)))
    .orderBy(desc(profileReviews.createdAt), desc(profileReviews.id))
    .limit(RECENT_REVIEWS_SHOWN);
  // A sign-in provider's picture is a URL from outside: only http(s) or our own paths are shown.
  return rows.map((row) => ({ ...row, authorImageUrl: safeImageUrl(row.authorImageUrl) }));
}
