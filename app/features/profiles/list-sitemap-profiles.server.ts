import { asc, between, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { chunkIdRange, SITEMAP_MAX_URLS } from "~/lib/sitemap.server";

/**
 * The profiles' part of the sitemap (decision 027). Every profile has a public
 * page, so every profile is listed. A chunk is a fixed range of ids (chunk 1 is
 * ids 1 to 50,000): a profile stays in the same file for good, and each read is
 * a range of the primary key, whatever the table's size. There is no column
 * saying when a profile last changed, so no lastmod.
 */

/**
 * The chunks that hold at least one profile, in order. One probe of the
 * primary key per chunk (the lowest id past the previous chunk's range, a
 * loose index scan), so a million profiles cost about twenty index lookups,
 * and ranges emptied by deletions are left out of the index.
 */
export async function listSitemapProfileChunks(db: Database): Promise<number[]> {
  // bigint: the last chunk's upper bound (42,950 × 50,000) is past int4.
  const size = sql.raw(`${SITEMAP_MAX_URLS}::bigint`);
  const query = sql`
    with recursive chunk(n) as (
      select (select (min(${profiles.id}) - 1) / ${size} + 1 from ${profiles})
      union all
      select (select (min(${profiles.id}) - 1) / ${size} + 1 from ${profiles} where ${profiles.id} > chunk.n * ${size})
      from chunk where chunk.n is not null
    )
    select n from chunk where n is not null`;
  // Both drivers answer execute() with { rows }; bigint comes back as text from node-postgres.
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return rows.map((row) => Number(row.n));
}

/** The usernames in chunk `chunk` (1-based), in id order; none for a chunk past the last. */
export async function listSitemapProfiles(db: Database, chunk: number): Promise<string[]> {
  const { first, last } = chunkIdRange(chunk);
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(between(profiles.id, first, last))
    .orderBy(asc(profiles.id));
  return rows.map((row) => row.username);
}
