import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { accountSuspended, notSuspended } from "~/features/accounts/suspension.server";
import { blockedEitherWay, notBlockedWith } from "./member-blocks.server";

/**
 * Who may see and reach whom, decided here once and asked by
 * every feature:
 * - a **suspended** member's things (profile, posts, postings, comments,
 *   reviews) are shown to nobody, and nobody can act toward them (apply,
 *   message, follow, review, connect); lifting the suspension shows them
 *   again, as nothing was deleted;
 * - a **block**, either way, hides each of the two from the other wholly:
 *   neither sees the other's things, nor can act toward the other.
 * Things whose account is gone (a null owner) stay shown: there is nobody
 * to hide.
 */

/** For a query's where: what the account in `ownerColumn` made is shown to `viewerId` (null: a visitor). */
export function shownTo(viewerId: string | null, ownerColumn: AnyPgColumn | SQL): SQL {
  return and(notSuspended(ownerColumn), notBlockedWith(viewerId, ownerColumn))!;
}

/**
 * Whether `actorId` may act toward `targetId` (apply to their posting,
 * message, follow, review or connect with them): false when the target is
 * suspended or either has blocked the other. The refusal a caller gives
 * should read as if the target were not there, so nobody learns of a block.
 */
export async function mayReach(db: Database, actorId: string, targetId: string): Promise<boolean> {
  if (actorId === targetId) return true;
  const [[target], blocked] = await Promise.all([
    db.select({ suspended: accountSuspended() }).from(user).where(sql`${user.id} = ${targetId}`),
    blockedEitherWay(db, actorId, targetId),
  ]);
  return !blocked && !target?.suspended;
}
