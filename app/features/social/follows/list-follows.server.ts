import { and, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { profileFollows, profiles, user } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { notBlockedWith } from "~/features/blocks/member-blocks.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";

/** How many people a followers or following page lists. */
export const FOLLOWS_PAGE_SIZE = 24;

export type FollowListPerson = {
  name: string;
  /** Their profile, for a link; null if they have none. */
  username: string | null;
  role: string | null;
  imageUrl: string | null;
};

export type FollowListPage = { people: FollowListPerson[]; total: number; page: number; pageCount: number };

/**
 * Who follows the profile, newest first, a page at a time. Suspended
 * accounts, and anyone the viewer has blocked or been blocked by, are left
 * out (of the count too), as everywhere else in the product.
 */
export async function listFollowers(
  db: Database,
  viewerId: string | null,
  profileId: number,
  page: number,
): Promise<FollowListPage> {
  const follower = alias(profiles, "follower_profile");
  const where = and(
    eq(profileFollows.profileId, profileId),
    notSuspended(profileFollows.followerId),
    notBlockedWith(viewerId, profileFollows.followerId),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(profileFollows).where(where);
  const shown = pageWithin(page, total);
  const rows = await db
    .select({
      name: sql<string>`coalesce(${follower.name}, ${user.name})`,
      username: follower.username,
      role: follower.role,
      imageUrl: profilePhotoColumn(follower, user.image),
    })
    .from(profileFollows)
    .innerJoin(user, eq(user.id, profileFollows.followerId))
    .leftJoin(follower, eq(follower.userId, profileFollows.followerId))
    .where(where)
    .orderBy(desc(profileFollows.createdAt), desc(profileFollows.followerId))
    .limit(FOLLOWS_PAGE_SIZE)
    .offset((shown.page - 1) * FOLLOWS_PAGE_SIZE);
  return { ...shown, people: rows };
}

/**
 * The profiles the account `followerId` follows, newest first, a page at a
 * time, leaving out the same people as `listFollowers`. A sample profile
 * nobody has claimed has no account to be suspended or blocked, and is kept.
 */
export async function listFollowing(
  db: Database,
  viewerId: string | null,
  followerId: string,
  page: number,
): Promise<FollowListPage> {
  const where = and(eq(profileFollows.followerId, followerId), shownProfileOwner(profiles.userId, viewerId));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(profileFollows)
    .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
    .where(where);
  const shown = pageWithin(page, total);
  const rows = await db
    .select({
      name: profiles.name,
      username: profiles.username,
      role: profiles.role,
      imageUrl: profilePhotoColumn(profiles),
    })
    .from(profileFollows)
    .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
    .where(where)
    .orderBy(desc(profileFollows.createdAt), desc(profileFollows.profileId))
    .limit(FOLLOWS_PAGE_SIZE)
    .offset((shown.page - 1) * FOLLOWS_PAGE_SIZE);
  return { ...shown, people: rows };
}

/** How many profiles the account follows, counted as `listFollowing` lists them for a visitor. */
export async function countFollowing(db: Database, followerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profileFollows)
    .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
    .where(and(eq(profileFollows.followerId, followerId), shownProfileOwner(profiles.userId, null)));
  return row?.total ?? 0;
}

/** A profile's account (if it has one) is neither suspended nor blocked either way with the viewer. */
function shownProfileOwner(ownerColumn: typeof profiles.userId, viewerId: string | null): SQL {
  return sql`(${ownerColumn} is null or ${and(isNotNull(ownerColumn), notSuspended(ownerColumn), notBlockedWith(viewerId, ownerColumn))})`;
}

/** The page asked for, kept within the pages there are (a page past the end shows the last). */
function pageWithin(page: number, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / FOLLOWS_PAGE_SIZE));
  return { page: Math.min(Math.max(1, Math.trunc(page) || 1), pageCount), pageCount, total };
}
