import { and, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profileFollows, profiles } from "~/db/schema";

export const FOLLOW_MESSAGES = {
  followed: "Following successfully",
  unfollowed: "Unfollowed successfully",
  self: "You cannot follow your own profile.",
  missing: "That profile no longer exists.",
} as const;

export type FollowState = { following: boolean; followerCount: number };

/** Whether `viewerId` follows the profile, and how many people do. */
export async function getFollowState(profileId: number, viewerId: string | null): Promise<FollowState> {
  const db = getDb();
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(profileFollows)
    .where(eq(profileFollows.profileId, profileId));
  if (!viewerId) return { following: false, followerCount: n };
  const [row] = await db
    .select({ id: profileFollows.profileId })
    .from(profileFollows)
    .where(and(eq(profileFollows.profileId, profileId), eq(profileFollows.followerId, viewerId)));
  return { following: Boolean(row), followerCount: n };
}

/**
 * Follows or unfollows. Both are idempotent (a second follow changes nothing),
 * and nobody follows their own profile.
 */
export async function setFollowing(
  profileId: number,
  followerId: string,
  follow: boolean,
): Promise<{ ok: true; state: FollowState } | { ok: false; status: number; message: string }> {
  const db = getDb();
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return { ok: false, status: 404, message: FOLLOW_MESSAGES.missing };
  if (profile.userId === followerId) return { ok: false, status: 400, message: FOLLOW_MESSAGES.self };
  if (follow) {
    await db.insert(profileFollows).values({ followerId, profileId }).onConflictDoNothing();
  } else {
    await db
      .delete(profileFollows)
      .where(and(eq(profileFollows.profileId, profileId), eq(profileFollows.followerId, followerId)));
  }
  return { ok: true, state: await getFollowState(profileId, followerId) };
}
