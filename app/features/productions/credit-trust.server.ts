import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  creditConfirmations,
  mediaTitleProductions,
  productionMembers,
  productions,
  profiles,
} from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { isVerifiedNow } from "./verified-now.server";

/**
 * Which credit confirmations count (decision 066), decided here only and on
 * every read. It lives with productions, below profiles and the library that
 * both show confirmed credits, because trust on a title starts at a
 * production. A confirmation stops counting the moment what it rests on
 * ends, whatever ended it.
 * Trust on a title starts at a production our staff
 * linked to it (media_title_productions), while it keeps the verification the
 * link was made under: its members' confirmations count. From there it passes
 * along confirmations: C's confirmation of P counts when C's own credit on
 * the title has a counted confirmation from someone other than P. A ring of
 * new accounts confirming each other reaches no production, so nothing in it
 * counts; nor does a confirmation returned to the one who gave C theirs.
 * A suspended member's confirmations, given or received, do not count, and
 * a confirmation counts only for the credit's role it was given for.
 */
function withTrust(titles: SQL, then: SQL) {
  return sql`with recursive
    scope (media_id) as (${titles}),
    rooted (user_id, media_id) as (
      select m.user_id, l.media_id from ${mediaTitleProductions} l
      join scope on scope.media_id = l.media_id
      join ${productions} p on p.id = l.production_id and p.verified_at = l.production_verified_at
      join ${productionMembers} m on m.production_id = l.production_id
      -- Verified now (verified-now.server.ts): a production whose owner is suspended vouches for nobody.
      where ${notSuspended(sql`m.user_id`)} and ${isVerifiedNow("p")}
    ),
    edge (id, media_id, profile_id, role, owner_id, confirmer_id) as (
      select c.id, c.media_id, c.profile_id, c.role, o.user_id, c.confirmer_id from ${creditConfirmations} c
      join scope on scope.media_id = c.media_id
      join ${profiles} o on o.id = c.profile_id
      where c.status = 'confirmed'
        and o.experience @> jsonb_build_array(jsonb_build_object('kind', 'credit', 'mediaId', c.media_id, 'role', c.role))
        and ${notSuspended(sql`c.confirmer_id`)} and ${notSuspended(sql`o.user_id`)}
    ),
    counted (id, media_id, profile_id, role, owner_id, confirmer_id) as (
      select e.id, e.media_id, e.profile_id, e.role, e.owner_id, e.confirmer_id from edge e
      join rooted r on r.user_id = e.confirmer_id and r.media_id = e.media_id
      union
      select e.id, e.media_id, e.profile_id, e.role, e.owner_id, e.confirmer_id from edge e
      join counted k on k.owner_id = e.confirmer_id and k.media_id = e.media_id
        and k.confirmer_id is distinct from e.owner_id
    )
    ${then}`;
}

type CountedRow = {
  id: number | string;
  media_id: string;
  profile_id: number | string;
  role: string;
  confirmer_id: string;
};

/**
 * The counted confirmations on the titles `titles` (a query of media ids)
 * lists: whose credit (profile), in which role, and who confirmed (account).
 */
export async function countedConfirmations(db: Database | Transaction, titles: SQL) {
  const { rows } = (await db.execute(
    withTrust(titles, sql`select id, media_id, profile_id, role, confirmer_id from counted`),
  )) as unknown as { rows: CountedRow[] };
  return rows.map((row) => ({
    id: Number(row.id),
    mediaId: row.media_id,
    profileId: Number(row.profile_id),
    role: row.role,
    confirmerId: row.confirmer_id,
  }));
}

/**
 * The accounts whose confirmation of `ownerId`'s credit on `mediaId` would
 * count now: the linked productions' members, and those whose own credit
 * there has a counted confirmation from someone other than the owner.
 */
export async function confirmersFor(db: Database | Transaction, mediaId: string, ownerId: string) {
  const { rows } = (await db.execute(
    withTrust(
      sql`select ${mediaId}::text`,
      sql`select user_id from rooted
        union select owner_id from counted where owner_id is not null and confirmer_id <> ${ownerId}`,
    ),
  )) as unknown as { rows: { user_id: string }[] };
  const confirmers = new Set(rows.map((row) => row.user_id));
  confirmers.delete(ownerId);
  return confirmers;
}
