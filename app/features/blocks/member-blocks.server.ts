import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { memberBlocks, profiles } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";

export const BLOCK_MESSAGES = {
  blocked: (name: string) => `${name} is blocked. They can no longer message you or find you.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  self: "You cannot block yourself.",
  cannotMessage: "You cannot message this member.",
} as const;

/**
 * Blocks `blockedId` for `blockerId` (again is fine). Lives in accounts
 * because every domain feature asks it: messaging, profiles, search.
 */
export async function blockMember(db: Database, blockerId: string, blockedId: string) {
  if (blockerId === blockedId) throw new ServiceError("invalid", BLOCK_MESSAGES.self);
  await db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblockMember(db: Database, blockerId: string, blockedId: string) {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

/**
 * Where `viewerId` stands with `otherId`, in one query: `blocking`, the viewer
 * has blocked them (the Block button's state); `blockedWith`, either of the two
 * has blocked the other (then neither can message or find the other).
 */
export async function blockStanding(
  db: Database,
  viewerId: string,
  otherId: string,
): Promise<{ blocking: boolean; blockedWith: boolean }> {
  const [row] = await db
    .select({
      blocking: sql<boolean>`coalesce(bool_or(${memberBlocks.blockerId} = ${viewerId}), false)`,
      blockedWith: sql<boolean>`count(*) > 0`,
    })
    .from(memberBlocks)
    .where(eitherWay(viewerId, otherId));
  return { blocking: row?.blocking ?? false, blockedWith: row?.blockedWith ?? false };
}

/** Whether either of the two has blocked the other: then neither can message or find the other. */
export async function blockedEitherWay(db: Database, one: string, other: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(memberBlocks).where(eitherWay(one, other));
  return row !== undefined;
}

/** The accounts the member has blocked or been blocked by: for filtering a list shared by everyone, per viewer. */
export async function blockedWithIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

/** Whether the member has blocked anyone or been blocked by anyone (then lists shared by everyone are not theirs). */
export async function hasAnyBlock(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * For a query's where: true when the account in `column` and `viewerId` have
 * not blocked each other. `viewerId` null (a visitor) hides nobody.
 */
export function notBlockedWith(viewerId: string | null, column: AnyPgColumn | SQL): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from ${memberBlocks} where ${eitherWay(viewerId, column)})`;
}

function eitherWay(one: string, other: string | AnyPgColumn | SQL) {
  return or(
    and(eq(memberBlocks.blockerId, one), sql`${memberBlocks.blockedId} = ${other}`),
    and(sql`${memberBlocks.blockerId} = ${other}`, eq(memberBlocks.blockedId, one)),
  )!;
}

/**
 * Blocks or unblocks the account behind a profile; the profile's name for the
 * reply. A profile without an account (a sample nobody claimed) cannot be
 * blocked: there is nobody to keep away.
 */
export async function setBlockedByProfile(
  db: Database,
  viewerId: string,
  profileId: number,
  blocked: boolean,
): Promise<{ name: string; blocked: boolean }> {
  const [owner] = await db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!owner?.userId) throw new ServiceError("not_found", "Profile not found");
  if (blocked) await blockMember(db, viewerId, owner.userId);
  else await unblockMember(db, viewerId, owner.userId);
  return { name: owner.name, blocked };
}
