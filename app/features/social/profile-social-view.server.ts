import { and, eq, exists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { connectionRequests, profileFollows, profileReviews, profiles, skillEndorsements } from "~/db/schema";
import { ReadCache } from "~/lib/read-cache.server";
import {
  type ConnectionState,
  connectionFromRequests,
  countConnections,
  listPendingRequests,
  type RequestBetween,
} from "./connections/connections.server";
import {
  countEndorsements,
  type SkillEndorsement,
  skillEndorsementsFor,
} from "./endorsements/endorse-skill.server";
import { countFollowers, type FollowState } from "./follows/follow-profile.server";
import { countFollowing } from "./follows/list-follows.server";
import {
  getRatingSummary,
  type OwnReview,
  type RatingSummary,
  type ReviewsData,
  readReviews,
  reviewSeenBy,
  type StoredReview,
} from "./reviews/reviews.server";

/*
 * What a profile's page shows of its social side, in two parts: what every
 * viewer sees alike (counts, reviews), kept in a short-lived read cache
 * (decision 025), and what depends on who is looking, read in one query per
 * request. Only the first part is shared, so nothing of one viewer reaches another.
 */

/** The same for every viewer. Shared by every request that reads it: never change it. */
type PublicSocial = {
  followerCount: number;
  followingCount: number;
  connectionCount: number;
  reviews: readonly StoredReview[];
  summary: RatingSummary;
  endorsementCounts: ReadonlyMap<string, number>;
};

/** One viewer's own standing with the profile. */
type ViewerSocial = {
  following: boolean;
  requests: RequestBetween[];
  endorsedSkills: string[];
  ownReview: OwnReview | null;
};

export type ProfileSocialView = {
  follow: FollowState;
  /** How many profiles the owner follows (none for a sample profile nobody claimed). */
  followingCount: number;
  connection: ConnectionState;
  reviews: ReviewsData;
  skills: SkillEndorsement[];
};

/** Read by every view of a profile's page; kept for a few seconds, emptied by any write. */
const publicSocial = new ReadCache<PublicSocial>("profile social facts", 500);

/**
 * Followers, connections, reviews and endorsements of a profile as `viewerId`
 * (null when signed out) sees them; its owner also gets the connection
 * requests waiting for their answer.
 */
export async function loadProfileSocialView(
  db: Database,
  viewerId: string | null,
  profile: { id: number; userId: string | null; skills: readonly string[] },
): Promise<ProfileSocialView> {
  const isOwner = viewerId !== null && profile.userId === viewerId;
  const [shared, mine, incoming] = await Promise.all([
    readPublicSocial(db, profile),
    viewerId ? readViewerSocial(db, viewerId, profile.id) : null,
    isOwner ? listPendingRequests(db, viewerId) : [],
  ]);
  const connection: ConnectionState = {
    ...(isOwner
      ? { status: "self", requestId: null }
      : mine
        ? connectionFromRequests(mine.requests)
        : { status: "none", requestId: null }),
    connectionCount: shared.connectionCount,
    incoming,
  };
  return {
    follow: { following: mine?.following ?? false, followerCount: shared.followerCount },
    followingCount: shared.followingCount,
    connection,
    reviews: {
      reviews: shared.reviews.map((review) => reviewSeenBy(review, viewerId)),
      summary: shared.summary,
      ownReview: mine?.ownReview ?? null,
    },
    skills: skillEndorsementsFor(profile.skills, shared.endorsementCounts, mine?.endorsedSkills ?? []),
  };
}

function readPublicSocial(
  db: Database,
  { id: profileId, userId }: { id: number; userId: string | null },
): Promise<PublicSocial> {
  return publicSocial.read(String(profileId), async () => {
    const [followerCount, followingCount, connectionCount, reviews, summary, endorsementCounts] =
      await Promise.all([
        countFollowers(db, profileId),
        userId ? countFollowing(db, userId) : 0,
        countConnections(db, profileId),
        readReviews(db, profileId),
        getRatingSummary(db, profileId),
        countEndorsements(db, profileId),
      ]);
    return { followerCount, followingCount, connectionCount, reviews, summary, endorsementCounts };
  });
}

/**
 * Everything of the viewer's own in one query, one subquery per fact, anchored
 * on the profile's row so that its owner is at hand for requests they sent.
 * The requests between the two are those `getConnectionState` reads: the
 * viewer's to this profile, and the owner's to the viewer's own profile.
 */
async function readViewerSocial(db: Database, viewerId: string, profileId: number): Promise<ViewerSocial> {
  const requested = alias(profiles, "requested_profile");
  const requestsBetween = db
    .select({
      list: sql`coalesce(json_agg(json_build_object(
        'id', ${connectionRequests.id},
        'status', ${connectionRequests.status},
        'outgoing', ${connectionRequests.requesterId} = ${viewerId}
      )), '[]'::json)`,
    })
    .from(connectionRequests)
    .innerJoin(requested, eq(requested.id, connectionRequests.profileId))
    .where(
      or(
        and(eq(connectionRequests.requesterId, viewerId), eq(connectionRequests.profileId, profileId)),
        // The page's profile is the outer query's row: its owner asked the viewer.
        and(eq(connectionRequests.requesterId, profiles.userId), eq(requested.userId, viewerId)),
      ),
    );
  const endorsedSkills = db
    .select({ skills: sql`coalesce(json_agg(${skillEndorsements.skill}), '[]'::json)` })
    .from(skillEndorsements)
    .where(and(eq(skillEndorsements.profileId, profileId), eq(skillEndorsements.endorserId, viewerId)));
  const ownReview = db
    .select({
      review: sql`json_build_object(
        'id', ${profileReviews.id},
        'rating', ${profileReviews.rating},
        'content', ${profileReviews.content}
      )`,
    })
    .from(profileReviews)
    .where(and(eq(profileReviews.profileId, profileId), eq(profileReviews.reviewerId, viewerId)));
  const following = db
    .select({ one: sql`1` })
    .from(profileFollows)
    .where(and(eq(profileFollows.profileId, profileId), eq(profileFollows.followerId, viewerId)));

  const [row] = await db
    .select({
      following: sql<boolean>`${exists(following)}`.mapWith(Boolean),
      requests: sql<RequestBetween[] | null>`${requestsBetween}`,
      endorsedSkills: sql<string[] | null>`${endorsedSkills}`,
      ownReview: sql<OwnReview | null>`${ownReview}`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  // No row: the profile was deleted a moment ago; the viewer has nothing with it.
  return {
    following: row?.following ?? false,
    requests: row?.requests ?? [],
    endorsedSkills: row?.endorsedSkills ?? [],
    ownReview: row?.ownReview ?? null,
  };
}
