import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profileFollows, profiles } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { actorPath, findNoticeActor } from "~/features/notifications/notice-actor.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { countWrite } from "~/features/security/rate-limit.server";
import { ServiceError } from "~/lib/service-error";

export const FOLLOW_MESSAGES = {
  followed: "Following successfully",
  unfollowed: "Unfollowed successfully",
  self: "You cannot follow your own profile.",
  missing: "That profile no longer exists.",
} as const;

export type FollowState = { following: boolean; followerCount: number };

/** How many people follow the profile: the same for every viewer (suspended accounts do not count). */
export async function countFollowers(db: Database, profileId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(profileFollows)
    .where(and(eq(profileFollows.profileId, profileId), notSuspended(profileFollows.followerId)));
  return n;
}

/** Whether `viewerId` follows the profile, and how many people do. */
export async function getFollowState(
  db: Database,
  viewerId: string | null,
  profileId: number,
): Promise<FollowState> {
  const n = await countFollowers(db, profileId);
  if (!viewerId) return { following: false, followerCount: n };
  const [row] = await db
    .select({ id: profileFollows.profileId })
    .from(profileFollows)
    .where(and(eq(profileFollows.profileId, profileId), eq(profileFollows.followerId, viewerId)));
  return { following: Boolean(row), followerCount: n };
}

/**
 * Follows or unfollows, counted against the account's write limit. Both are
 * idempotent (a second follow changes nothing), and nobody follows their own
 * profile. A new follow tells the profile's owner, once per follower however
 * often they unfollow and follow again. Returns the state the button shows afterwards.
 */
export async function setFollowing(
  db: Database,
  followerId: string,
  profileId: number,
  follow: boolean,
): Promise<FollowState> {
  await countWrite(db, followerId);
  const [profile] = await db
    .select({ userId: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) throw new ServiceError("not_found", FOLLOW_MESSAGES.missing);
  if (profile.userId === followerId) throw new ServiceError("invalid", FOLLOW_MESSAGES.self);
  const ownerId = profile.userId;
  if (follow) {
    await changeAndNotify(db, async (tx, notify) => {
      const added = await tx
        .insert(profileFollows)
        .values({ followerId, profileId })
        .onConflictDoNothing()
        .returning({ profileId: profileFollows.profileId });
      // A sample profile nobody has claimed has nobody to tell.
      if (added.length === 0 || !ownerId) return;
      const follower = await findNoticeActor(tx, followerId);
      await notify({
        userId: ownerId,
        kind: "new_follower",
        actorId: followerId,
        text: `${follower.name} started following you`,
        link: actorPath(follower, `/u/${profile.username}/followers`),
        dedupeKey: `follow:${profileId}:${followerId}`,
      });
    });
  } else {
    await db
      .delete(profileFollows)
      .where(and(eq(profileFollows.profileId, profileId), eq(profileFollows.followerId, followerId)));
  }
  return getFollowState(db, followerId, profileId);
}
