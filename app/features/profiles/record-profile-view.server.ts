import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, profileViewers } from "~/db/schema";
import { authSecret } from "~/features/accounts/auth-secret.server";
import { limitAddress } from "~/features/security/client-address.server";

/** Who is viewing: the signed-in member, else the visitor's address (as limits count it). */
export type ProfileViewer = { memberId: string | null; ipAddress: string };

/**
 * Counts one view of the profile named `username` (its talent card's counter,
 * spec part 1, section 3): at most one a viewer a day (India's), never the
 * owner's own. One statement, so two views at once cannot lose one: the
 * viewer's row for the day is inserted if new, and only then is the count
 * incremented in place. Says whether the view was counted.
 */
export async function recordProfileView(
  db: Database,
  username: string,
  viewer: ProfileViewer,
): Promise<boolean> {
  const who = viewerKey(viewer);
  const { rows } = (await db.execute(sql`
    with fresh as (
      insert into ${profileViewers} (day, profile_id, viewer)
      select (now() at time zone 'Asia/Kolkata')::date, ${profiles.id}, ${who}
      from ${profiles}
      where ${profiles.username} = ${username}
        and (${viewer.memberId}::text is null or ${profiles.userId} is distinct from ${viewer.memberId})
      on conflict do nothing
      returning profile_id
    )
    update ${profiles} set view_count = ${profiles.viewCount} + 1
    where ${profiles.id} in (select profile_id from fresh)
    returning ${profiles.id}`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/**
 * A keyed hash (the secret that signs sessions), so the table names nobody: a
 * member is one viewer wherever they are; visitors on one address are one.
 */
function viewerKey({ memberId, ipAddress }: ProfileViewer) {
  const who = memberId ? `member:${memberId}` : `address:${limitAddress(ipAddress)}`;
  return crypto
    .createHmac("sha256", authSecret())
    .update(`profile-views:${who}`)
    .digest("base64url")
    .slice(0, 22);
}

/** Housekeeping: who viewed what before yesterday (only today's rows stop a second count). */
export async function removeOldProfileViewers(db: Database): Promise<number> {
  const removed = await db
    .delete(profileViewers)
    .where(lt(profileViewers.day, sql`(now() at time zone 'Asia/Kolkata')::date - 1`))
    .returning({ day: profileViewers.day });
  return removed.length;
}
