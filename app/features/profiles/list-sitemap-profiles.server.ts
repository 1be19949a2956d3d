import { and, asc, between } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";

/**
 * The profiles' part of the sitemap (decision 027). Every profile has a public
 * page, so every profile is listed, but a suspended member's (its page says it
 * is unavailable until the suspension is lifted). A chunk is a fixed range of ids (chunk 1 is
 * ids 1 to 50,000): a profile stays in the same file for good, and each read is
 * a range of the primary key, whatever the table's size. There is no column
 * saying when a profile last changed, so no lastmod.
 */

/** The chunks that hold at least one profile, in order (one primary-key probe per chunk). */
export function listSitemapProfileChunks(db: Database): Promise<number[]> {
  return listIdChunks(db, profiles, profiles.id);
}

/** The usernames in chunk `chunk` (1-based), in id order; none for a chunk past the last. */
export async function listSitemapProfiles(db: Database, chunk: number): Promise<string[]> {
  const { first, last } = chunkIdRange(chunk);
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(and(between(profiles.id, first, last), shownTo(null, profiles.userId)))
    .orderBy(asc(profiles.id));
  return rows.map((row) => row.username);
}
