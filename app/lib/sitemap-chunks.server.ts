import { type AnyColumn, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { SITEMAP_MAX_URLS } from "./sitemap.server";

/**
 * The sitemap chunks (fixed 50,000-id ranges, decision 027) that hold at
 * least one row of `table`, in order. One probe of the primary key per chunk
 * (the lowest id past the previous chunk's range, a loose index scan), so a
 * million rows cost about twenty index lookups, and ranges emptied by
 * deletions are left out of the index. `where` narrows the rows counted.
 *
 * Each probe is `order by id limit 1`, not `min(id)`: PostgreSQL answers a
 * bare min() from the index's first entry, but not once `where` holds a
 * NOT EXISTS (a suspended poster's rows are left out); then min() read every
 * row past the chunk, 1.8 s for /sitemap.xml at 1,000,000 feed posts (npm run
 * bench:lists, docs/performance-history.md). The first row in id order that
 * passes `where` is the same answer from the index, whatever `where` holds.
 */
export async function listIdChunks(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  where = sql`true`,
): Promise<number[]> {
  // bigint: the last chunk's upper bound (42,950 × 50,000) is past int4.
  const size = sql.raw(`${SITEMAP_MAX_URLS}::bigint`);
  const query = sql`
    with recursive chunk(n) as (
      select (select (${id} - 1) / ${size} + 1 from ${table} where ${where} order by ${id} limit 1)
      union all
      select (
        select (${id} - 1) / ${size} + 1 from ${table}
        where ${id} > chunk.n * ${size} and ${where} order by ${id} limit 1
      )
      from chunk where chunk.n is not null
    )
    select n from chunk where n is not null`;
  // Both drivers answer execute() with { rows }; bigint comes back as text from node-postgres.
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return rows.map((row) => Number(row.n));
}
